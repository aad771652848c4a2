import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { stopAllScraping } from "@/lib/scraping/admin.service";
import { auditActor } from "@/lib/audit/audit.service";

// POST /api/admin/scraping/jobs/stop: Stop All, open jobs failed with 'Manually stopped', their runs cancelled
// (audited)
export const POST = withRoute({ auth: "super_admin" }, async ({ caller, ip }) =>
  ok(await stopAllScraping(auditActor(caller, ip))),
);
