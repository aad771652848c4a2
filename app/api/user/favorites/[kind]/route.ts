import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { addFavorite, listFavorites } from "@/lib/members/favorites.service";
import { addFavoriteSchemaFor, favoriteBodySchema, favoriteKindParamsSchema } from "@/lib/members/member.input";

// GET /api/user/favorites/[kind]: the caller's favourite predictions, teams or leagues
export const GET = withRoute(
  { auth: "member", params: favoriteKindParamsSchema },
  async ({ caller, params, timeZone }) => ok(await listFavorites({ ...caller.user, timeZone }, params.kind)),
);

// POST /api/user/favorites/[kind]: add a favourite (201 when new, 200 with the row when it already was one)
export const POST = withRoute(
  { auth: "member", params: favoriteKindParamsSchema, body: favoriteBodySchema },
  async ({ caller, params, body, timeZone }) => {
    const { targetId } = addFavoriteSchemaFor(params.kind).parse(body);
    const { created, item } = await addFavorite({ ...caller.user, timeZone }, params.kind, targetId);
    return ok(item, { status: created ? 201 : 200 });
  },
);
