import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { startGlobalScraping } from "@/lib/services/admin-scraping";
import { auditActor } from "@/lib/services/audit";

// POST /api/admin/scraping/jobs: Start Global Scraping, one scrape job run per covered league (audited; 409 while running)
export const POST = withRoute({ auth: "super_admin", rateLimit: "providerScrape" }, async ({ caller, ip }) =>
  ok(await startGlobalScraping(auditActor(caller, ip)), { status: 201 }),
);
