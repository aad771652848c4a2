import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listScrapingProviders } from "@/lib/scraping/scraping.service";

// GET /api/scraping/providers: data.sports maps each sport to the leagues a configured provider can scrape (from the
// database)
export const GET = withRoute({ auth: "admin" }, async () => ok(await listScrapingProviders()));
