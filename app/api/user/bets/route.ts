import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { exportBetsCsv } from "@/lib/bets/bets-export.service";
import { betBodySchema, betsQuerySchema } from "@/lib/bets/bets.input";
import { createBet, listBets } from "@/lib/bets/bets.service";
import { weeklyBudgetStatus } from "@/lib/bets/budget.service";
import { downloadResponse } from "@/lib/http/download";

// GET /api/user/bets?cursor&limit&status&sport&market&bookmaker&month: the caller's bets, newest placed first, a
// keyset page at a time (the next page's opaque cursor in nextCursor); ?format=csv streams every bet as a download
export const GET = withRoute({ auth: "member", query: betsQuerySchema }, async ({ caller, query }) => {
  if (query.format === "csv") {
    const { filename, stream } = await exportBetsCsv(caller.user.id);
    return downloadResponse(stream, { filename, contentType: "text/csv; charset=utf-8" });
  }
  return ok(await listBets(caller.user.id, query));
});

// POST /api/user/bets: log a bet from a pick or by hand (201); a bad price, stake or date is a 422 naming its field
// (201); the answer carries this week's stakes against the weekly budget, so the form can warn at 80 % and 100 %
export const POST = withRoute({ auth: "member", body: betBodySchema }, async ({ caller, body, timeZone }) => {
  const bet = await createBet(caller, body);
  return ok({ ...bet, budget: await weeklyBudgetStatus(caller.user.id, new Date(), timeZone) }, { status: 201 });
});
