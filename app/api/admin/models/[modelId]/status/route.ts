import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { setModelStatus } from "@/lib/models/models.service";
import { modelParamsSchema, updateModelStatusSchema } from "@/lib/models/models.input";

// PATCH /api/admin/models/[modelId]/status: pause or resume a model (not while it trains; audited). Activation
// needs a backtest that beats the market consensus, or a super admin's override with a reason.
export const PATCH = withRoute(
  { auth: "admin", params: modelParamsSchema, body: updateModelStatusSchema },
  async ({ params, body, caller, ip }) =>
    ok(await setModelStatus({ ...auditActor(caller, ip), role: caller.role }, params.modelId, body)),
);
