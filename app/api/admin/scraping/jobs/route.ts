import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { startGlobalScraping } from "@/lib/scraping/admin.service";
import { auditActor } from "@/lib/audit/audit.service";

// POST /api/admin/scraping/jobs: Start Global Scraping, one scrape job run per covered league (audited; 409 while
// running)
export const POST = withRoute({ auth: "super_admin", rateLimit: "providerScrape" }, async ({ caller, ip }) =>
  ok(await startGlobalScraping(auditActor(caller, ip)), { status: 201 }),
);
