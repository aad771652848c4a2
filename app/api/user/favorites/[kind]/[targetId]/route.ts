import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { removeFavorite } from "@/lib/members/favorites.service";
import { favoriteParamsSchema } from "@/lib/members/member.input";

// DELETE /api/user/favorites/[kind]/[targetId]: remove one of the caller's favourites
export const DELETE = withRoute({ auth: "member", params: favoriteParamsSchema }, async ({ caller, params }) => {
  await removeFavorite(caller.user.id, params.kind, params.targetId);
  return ok(null);
});
