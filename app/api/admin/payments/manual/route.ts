import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { recordManualPayment } from "@/lib/payments/manual.service";
import { manualPaymentSchema } from "@/lib/payments/admin.input";

// POST /api/admin/payments/manual: record an offline payment and activate its subscription (audited)
export const POST = withRoute({ auth: "admin", body: manualPaymentSchema }, async ({ body, caller, ip }) =>
  ok(await recordManualPayment({ ...auditActor(caller, ip), id: caller.user.id }, body), { status: 201 }),
);
