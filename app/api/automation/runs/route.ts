import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listJobRuns } from "@/lib/pipeline/automation.service";
import { listJobRunsQuerySchema } from "@/lib/pipeline/automation.input";

// GET /api/automation/runs?page&limit&name&status: job runs, newest first (the panel's Logs tab)
export const GET = withRoute({ auth: "admin", query: listJobRunsQuerySchema }, async ({ query }) =>
  ok(await listJobRuns(query)),
);
