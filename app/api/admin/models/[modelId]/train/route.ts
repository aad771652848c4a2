import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { requestTraining } from "@/lib/models/training.service";
import { modelParamsSchema } from "@/lib/models/models.input";

// POST /api/admin/models/[modelId]/train: fit and backtest the model as a background job (not while training)
export const POST = withRoute({ auth: "admin", params: modelParamsSchema }, async ({ params, caller, ip }) =>
  ok(await requestTraining(auditActor(caller, ip), params.modelId), { status: 202 }),
);
