import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { startAutomation } from "@/lib/pipeline/automation.service";
import { startAutomationSchema } from "@/lib/pipeline/automation.input";

// POST /api/automation/start: start the schedule, saving an optional configuration first (audited)
export const POST = withRoute(
  { auth: "admin", body: startAutomationSchema, optionalBody: true },
  async ({ body, caller, ip }) => ok(await startAutomation(auditActor(caller, ip), body)),
);
