import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { scrapeProvider } from "@/lib/scraping/scraping.service";
import { scrapeProviderSchema } from "@/lib/scraping/scraping.input";

// POST /api/scraping/scrape { provider, sport, league, dates? }: one provider for one league as a job run;
// 200 with the counts when it finished in time, 202 with the run id while it still runs (audited)
export const POST = withRoute(
  { auth: "admin", body: scrapeProviderSchema, rateLimit: "providerScrape" },
  async ({ body, caller, ip }) => {
    const result = await scrapeProvider(auditActor(caller, ip), body);
    return ok(result, { status: result.completed ? 200 : 202 });
  },
);
