import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listModelRuns } from "@/lib/models/models.service";
import { modelParamsSchema } from "@/lib/models/models.input";

// GET /api/admin/models/[modelId]/runs: the model's training runs with their backtest metrics (Performance tab)
export const GET = withRoute({ auth: "admin", params: modelParamsSchema }, async ({ params }) =>
  ok(await listModelRuns(params.modelId)),
);
