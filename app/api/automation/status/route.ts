import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getAutomationStatus } from "@/lib/pipeline/automation.service";

// GET /api/automation/status: scheduler Running/Stopped, next run, and the last 24 hours' jobs and predictions
export const GET = withRoute({ auth: "admin" }, async () => ok(await getAutomationStatus()));
