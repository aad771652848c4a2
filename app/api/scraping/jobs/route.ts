import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listScrapingJobs } from "@/lib/scraping/scraping.service";
import { scrapingJobsQuerySchema } from "@/lib/scraping/scraping.input";

// GET /api/scraping/jobs?page&limit&status&name: scrape and pipeline job runs, newest first
export const GET = withRoute({ auth: "admin", query: scrapingJobsQuerySchema }, async ({ query }) =>
  ok(await listScrapingJobs(query)),
);
