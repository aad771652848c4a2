import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { getAutomationConfigView, updateAutomationConfig } from "@/lib/pipeline/automation.service";
import { automationConfigSchema } from "@/lib/pipeline/automation.input";

// GET /api/automation/config: the automation configuration (the panel's Configuration tab)
export const GET = withRoute({ auth: "admin" }, async () => ok(await getAutomationConfigView()));

// PUT /api/automation/config: change any of enabled, sports, leagues, interval (cron, UTC), providers, autoPredictions,
// maxConcurrent (audited)
export const PUT = withRoute({ auth: "admin", body: automationConfigSchema }, async ({ body, caller, ip }) =>
  ok(await updateAutomationConfig(auditActor(caller, ip), body)),
);
