import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { scrapeAllProviders } from "@/lib/scraping/scraping.service";
import { scrapeAllSchema } from "@/lib/scraping/scraping.input";

// POST /api/scraping/scrape-all { sport, league, dates? }: every configured provider for the league, then
// processing; data.totalMatches. 202 with the run id while the scrape still runs (audited)
export const POST = withRoute(
  { auth: "admin", body: scrapeAllSchema, rateLimit: "providerScrape" },
  async ({ body, caller, ip }) => {
    const result = await scrapeAllProviders(auditActor(caller, ip), body);
    return ok(result, { status: result.completed ? 200 : 202 });
  },
);
