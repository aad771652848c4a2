import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { env } from "@/lib/env";
import { memberEarnings } from "@/lib/growth/referral-ledger.service";

// GET /api/user/earnings: the caller's own invitation code and link (issued on first call), the invitations they
// sent (each friend only as a masked address), their ledger of earned and reversed days and its totals.
export const GET = withRoute({ auth: "member" }, async ({ caller }) =>
  ok(await memberEarnings(caller.user.id, env.APP_URL)),
);
