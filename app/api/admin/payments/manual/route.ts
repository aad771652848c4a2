import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/services/audit";
import { recordManualPayment } from "@/lib/services/payments/manual";
import { manualPaymentSchema } from "@/lib/validations/admin-payments";

// POST /api/admin/payments/manual: record an offline payment and activate its subscription (audited)
export const POST = withRoute({ auth: "admin", body: manualPaymentSchema }, async ({ body, caller, ip }) =>
  ok(await recordManualPayment({ ...auditActor(caller, ip), id: caller.user.id }, body), { status: 201 }),
);
