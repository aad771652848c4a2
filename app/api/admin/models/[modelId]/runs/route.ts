import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listModelRuns } from "@/lib/services/models";
import { modelParamsSchema } from "@/lib/validations/models";

// GET /api/admin/models/[modelId]/runs: the model's training runs with their backtest metrics (Performance tab)
export const GET = withRoute({ auth: "admin", params: modelParamsSchema }, async ({ params }) => ok(await listModelRuns(params.modelId)));
