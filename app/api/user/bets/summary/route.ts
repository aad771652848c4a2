import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { betSummary } from "@/lib/bets/bets.service";

// GET /api/user/bets/summary: the caller's settled figures overall and by sport, market, bookmaker and month (n and
// 95 % intervals), the "could this be luck?" line, open bets, the bankroll over time and this week's stakes against
// the weekly budget (the week of the viewer's zone)
export const GET = withRoute({ auth: "member" }, async ({ caller, timeZone }) =>
  ok(await betSummary(caller.user.id, timeZone)),
);
