import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { cancelAtPeriodEnd } from "@/lib/subscriptions/subscriptions.service";

// POST /api/user/subscription/cancel: stop renewing at the end of the paid period (stays ACTIVE until then)
export const POST = withRoute({ auth: "member" }, async ({ caller, ip }) =>
  ok(await cancelAtPeriodEnd({ ...auditActor(caller, ip), id: caller.user.id })),
);
