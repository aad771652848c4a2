import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { searchLeagues } from "@/lib/catalogue/reference.service";
import { leaguesQuerySchema } from "@/lib/catalogue/reference.input";

// GET /api/leagues?search=&sport=: the listed leagues, searched by name or country, filtered by sport
export const GET = withRoute({ auth: "public", query: leaguesQuerySchema }, async ({ query }) =>
  ok(await searchLeagues(query)),
);
