import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { betParamsSchema } from "@/lib/bets/bets.input";
import { deleteBet } from "@/lib/bets/bets.service";

// DELETE /api/user/bets/{id}: delete one of the caller's bets (another member's id is a 404, like a missing one)
export const DELETE = withRoute({ auth: "member", params: betParamsSchema }, async ({ caller, params }) => {
  await deleteBet(caller.user.id, params.id);
  return ok({ deleted: true });
});
