import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { stopAutomation } from "@/lib/pipeline/automation.service";

// POST /api/automation/stop: stop the schedule; a run in progress finishes (audited)
export const POST = withRoute({ auth: "admin" }, async ({ caller, ip }) =>
  ok(await stopAutomation(auditActor(caller, ip))),
);
