import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { testAutomation } from "@/lib/pipeline/automation-test.service";
import { testAutomationSchema } from "@/lib/pipeline/automation.input";

// POST /api/automation/test: real checks of the database, schedule, providers, models and job bodies ({ component }
// defaults to 'all')
export const POST = withRoute(
  { auth: "admin", body: testAutomationSchema, optionalBody: true },
  async ({ body, caller, ip }) => ok(await testAutomation(auditActor(caller, ip), body)),
);
