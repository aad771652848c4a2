import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listSportsData } from "@/lib/market/sports-data.service";
import { sportsDataQuerySchema } from "@/lib/market/sports-data.input";

// GET /api/sports-data?page=&limit=&status=&sport=&league=: matches with team and league names
export const GET = withRoute({ auth: "public", query: sportsDataQuerySchema }, async ({ query }) =>
  ok(await listSportsData(query)),
);
