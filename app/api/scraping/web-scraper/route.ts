import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { consumeRateLimit } from "@/lib/rate-limit";
import { scrapeWebPage } from "@/lib/scraping/web-scraper.service";
import { webScrapeRequestSchema } from "@/lib/scraping/web-scraper.input";

// POST /api/scraping/web-scraper: scrape one public page for a signed-in member (rate-limited per IP and per user)
export const POST = withRoute(
  { auth: "member", body: webScrapeRequestSchema, rateLimit: "webScraperIp" },
  async ({ caller, body }) => {
    await consumeRateLimit("webScraperUser", caller.user.id);
    return ok(await scrapeWebPage(body));
  },
);
