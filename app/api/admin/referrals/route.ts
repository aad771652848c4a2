import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { adminReferrals } from "@/lib/growth/referral-ledger.service";
import { listReferralsQuerySchema } from "@/lib/growth/referrals.input";

// GET /api/admin/referrals: one page of the referral ledger (both addresses, status, reason, days), newest first
export const GET = withRoute({ auth: "admin", query: listReferralsQuerySchema }, async ({ query }) =>
  ok(await adminReferrals(query)),
);
