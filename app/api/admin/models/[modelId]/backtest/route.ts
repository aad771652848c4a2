import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/services/audit";
import { requestBacktest } from "@/lib/services/model-backtest";
import { modelParamsSchema } from "@/lib/validations/models";

// POST /api/admin/models/[modelId]/backtest: backtest the model's version against the market as a background
// job (409 while one is running; audited)
export const POST = withRoute({ auth: "admin", params: modelParamsSchema }, async ({ params, caller, ip }) =>
  ok(await requestBacktest(auditActor(caller, ip), params.modelId), { status: 202 }),
);
