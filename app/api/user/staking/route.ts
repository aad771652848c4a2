import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { stakingBodySchema } from "@/lib/bets/bets.input";
import { getStaking, putStaking } from "@/lib/bets/bets.service";

// GET /api/user/staking: the caller's units or currency, bankroll, Kelly fraction and cap (null before any is set)
export const GET = withRoute({ auth: "member" }, async ({ caller }) => ok(await getStaking(caller.user.id)));

// PUT /api/user/staking: set them all at once; a bad value is a 422 naming its field and changes nothing
export const PUT = withRoute({ auth: "member", body: stakingBodySchema }, async ({ caller, body }) =>
  ok(await putStaking(caller.user.id, body)),
);
