import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getJobRun } from "@/lib/pipeline/automation.service";
import { jobRunParamsSchema } from "@/lib/pipeline/automation.input";

// GET /api/automation/runs/[runId]: one job run with its log lines
export const GET = withRoute({ auth: "admin", params: jobRunParamsSchema }, async ({ params }) =>
  ok(await getJobRun(params.runId)),
);
