import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { betBodySchema, betsQuerySchema } from "@/lib/bets/bets.input";
import { createBet, listBets } from "@/lib/bets/bets.service";

// GET /api/user/bets?cursor&limit&status&sport&market&bookmaker&month: the caller's bets, newest placed first, a
// keyset page at a time (the next page's opaque cursor in nextCursor)
export const GET = withRoute({ auth: "member", query: betsQuerySchema }, async ({ caller, query }) =>
  ok(await listBets(caller.user.id, query)),
);

// POST /api/user/bets: log a bet from a pick or by hand (201); a bad price, stake or date is a 422 naming its field
export const POST = withRoute({ auth: "member", body: betBodySchema }, async ({ caller, body }) =>
  ok(await createBet(caller, body), { status: 201 }),
);
