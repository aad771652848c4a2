import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { betMatchSearchSchema } from "@/lib/bets/bets.input";
import { searchMatches } from "@/lib/bets/bets.service";

// GET /api/user/bets/matches?q=: matches to log a bet on by hand, by team name (the next fixtures without q)
export const GET = withRoute({ auth: "member", query: betMatchSearchSchema }, async ({ query }) =>
  ok({ matches: await searchMatches(query) }),
);
