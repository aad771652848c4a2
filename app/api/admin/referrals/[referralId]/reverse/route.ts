import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { reverseReferral } from "@/lib/growth/referral-ledger.service";
import { referralParamsSchema, reverseReferralSchema } from "@/lib/growth/referrals.input";

// POST /api/admin/referrals/[referralId]/reverse: take back the unused days of a CREDITED referral on both sides
// (409 otherwise, and on a second reversal; audited). Admins may, like cancelling a subscription.
export const POST = withRoute(
  { auth: "admin", params: referralParamsSchema, body: reverseReferralSchema },
  async ({ params, body, caller, ip }) =>
    ok(await reverseReferral({ ...auditActor(caller, ip), id: caller.user.id }, params.referralId, body.reason)),
);
