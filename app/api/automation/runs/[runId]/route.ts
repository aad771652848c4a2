import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getJobRun } from "@/lib/services/automation";
import { jobRunParamsSchema } from "@/lib/validations/automation";

// GET /api/automation/runs/[runId]: one job run with its log lines
export const GET = withRoute({ auth: "admin", params: jobRunParamsSchema }, async ({ params }) => ok(await getJobRun(params.runId)));
