import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { betSummary } from "@/lib/bets/bets.service";

// GET /api/user/bets/summary: the caller's settled figures overall and by sport, market, bookmaker and month (n and
// 95 % intervals), the "could this be luck?" line, open bets and the bankroll over time
export const GET = withRoute({ auth: "member" }, async ({ caller }) => ok(await betSummary(caller.user.id)));
