import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { requestBacktest } from "@/lib/models/backtest.service";
import { modelParamsSchema } from "@/lib/models/models.input";

// POST /api/admin/models/[modelId]/backtest: backtest the model's version against the market as a background
// job (409 while one is running; audited)
export const POST = withRoute({ auth: "admin", params: modelParamsSchema }, async ({ params, caller, ip }) =>
  ok(await requestBacktest(auditActor(caller, ip), params.modelId), { status: 202 }),
);
