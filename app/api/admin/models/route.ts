import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listModels } from "@/lib/services/models";

// GET /api/admin/models: every model with its metrics, training progress and published predictions
export const GET = withRoute({ auth: "admin" }, async () => ok(await listModels()));
