import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/services/audit";
import { testAutomation } from "@/lib/services/automation-test";
import { testAutomationSchema } from "@/lib/validations/automation";

// POST /api/automation/test: real checks of the database, schedule, providers, models and job bodies ({ component } defaults to 'all')
export const POST = withRoute({ auth: "admin", body: testAutomationSchema, optionalBody: true }, async ({ body, caller, ip }) =>
  ok(await testAutomation(auditActor(caller, ip), body)),
);
