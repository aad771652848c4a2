import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getMemberSubscription } from "@/lib/payments/billing.service";

// GET /api/user/subscription: the member's current subscription and any checkout still pending
export const GET = withRoute({ auth: "member" }, async ({ caller }) => ok(await getMemberSubscription(caller.user.id)));
