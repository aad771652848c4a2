import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { stopAllScraping } from "@/lib/services/admin-scraping";
import { auditActor } from "@/lib/services/audit";

// POST /api/admin/scraping/jobs/stop: Stop All, open jobs failed with 'Manually stopped', their runs cancelled (audited)
export const POST = withRoute({ auth: "super_admin" }, async ({ caller, ip }) => ok(await stopAllScraping(auditActor(caller, ip))));
