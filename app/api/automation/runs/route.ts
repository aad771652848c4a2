import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listJobRuns } from "@/lib/services/automation";
import { listJobRunsQuerySchema } from "@/lib/validations/automation";

// GET /api/automation/runs?page&limit&name&status: job runs, newest first (the panel's Logs tab)
export const GET = withRoute({ auth: "admin", query: listJobRunsQuerySchema }, async ({ query }) => ok(await listJobRuns(query)));
