import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { adminCancelSubscription } from "@/lib/subscriptions/subscriptions.service";
import { subscriptionParamsSchema } from "@/lib/payments/admin.input";

// POST /api/admin/subscriptions/[subscriptionId]/cancel: end an ACTIVE subscription now (409 otherwise; audited)
export const POST = withRoute({ auth: "admin", params: subscriptionParamsSchema }, async ({ params, caller, ip }) =>
  ok({
    message: "Subscription cancelled successfully",
    subscription: await adminCancelSubscription(auditActor(caller, ip), params.subscriptionId),
  }),
);
