import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { testScrapingApis } from "@/lib/scraping/scraping.service";

// GET /api/scraping/test-apis: the scraper panel's "Test APIs": scoresApi, oddsApi, sportsDataApi configured flags (no
// secrets, no provider call)
export const GET = withRoute({ auth: "admin" }, async () => ok(await testScrapingApis()));
