import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getScrapingOverview } from "@/lib/scraping/admin.service";

// GET /api/admin/scraping: the Data Scraping tab's summary cards, sources and newest jobs with their progress
export const GET = withRoute({ auth: "super_admin" }, async () => ok(await getScrapingOverview()));
