import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { refundPayment } from "@/lib/payments/refunds.service";
import { refundPaymentSchema } from "@/lib/payments/admin.input";

// POST /api/admin/payments/refund: refund a paid order through its provider (crypto refused; audited)
export const POST = withRoute({ auth: "admin", body: refundPaymentSchema }, async ({ body, caller, ip }) =>
  ok(await refundPayment({ ...auditActor(caller, ip), id: caller.user.id }, body)),
);
