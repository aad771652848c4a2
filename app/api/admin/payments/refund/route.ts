import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/services/audit";
import { refundPayment } from "@/lib/services/payments/refunds";
import { refundPaymentSchema } from "@/lib/validations/admin-payments";

// POST /api/admin/payments/refund: refund a paid order through its provider (crypto refused; audited)
export const POST = withRoute({ auth: "admin", body: refundPaymentSchema }, async ({ body, caller, ip }) =>
  ok(await refundPayment({ ...auditActor(caller, ip), id: caller.user.id }, body)),
);
