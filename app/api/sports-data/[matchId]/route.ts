import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getSportsDataMatch } from "@/lib/market/sports-data.service";
import { matchParamsSchema } from "@/lib/market/sports-data.input";

// GET /api/sports-data/[matchId]: one match with its provider ids and latest odds
export const GET = withRoute({ auth: "public", params: matchParamsSchema }, async ({ params }) =>
  ok(await getSportsDataMatch(params.matchId)),
);
