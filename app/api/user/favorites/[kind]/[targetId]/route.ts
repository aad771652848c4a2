import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { removeFavorite } from "@/lib/services/favorites";
import { favoriteParamsSchema } from "@/lib/validations/member";

// DELETE /api/user/favorites/[kind]/[targetId]: remove one of the caller's favourites
export const DELETE = withRoute({ auth: "member", params: favoriteParamsSchema }, async ({ caller, params }) => {
  await removeFavorite(caller.user.id, params.kind, params.targetId);
  return ok(null);
});
