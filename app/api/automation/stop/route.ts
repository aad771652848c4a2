import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/services/audit";
import { stopAutomation } from "@/lib/services/automation";

// POST /api/automation/stop: stop the schedule; a run in progress finishes (audited)
export const POST = withRoute({ auth: "admin" }, async ({ caller, ip }) => ok(await stopAutomation(auditActor(caller, ip))));
