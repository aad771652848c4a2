import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { betParamsSchema, betUpdateSchema } from "@/lib/bets/bets.input";
import { deleteBet, updateBet } from "@/lib/bets/bets.service";

// PUT /api/user/bets/{id}: change a pending bet's price, stake, bookmaker, time or note (a settled bet is a 409;
// another member's id is a 404, like a missing one)
export const PUT = withRoute(
  { auth: "member", params: betParamsSchema, body: betUpdateSchema },
  async ({ caller, params, body }) => ok(await updateBet(caller.user.id, params.id, body)),
);

// DELETE /api/user/bets/{id}: delete one of the caller's bets (another member's id is a 404, like a missing one)
export const DELETE = withRoute({ auth: "member", params: betParamsSchema }, async ({ caller, params }) => {
  await deleteBet(caller.user.id, params.id);
  return ok({ deleted: true });
});
