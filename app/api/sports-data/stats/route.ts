import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getSportsDataStats } from "@/lib/market/sports-data.service";
import { sportsDataStatsQuerySchema } from "@/lib/market/sports-data.input";

// GET /api/sports-data/stats: total, upcoming, live and completed match counts
export const GET = withRoute({ auth: "public", query: sportsDataStatsQuerySchema }, async ({ query }) =>
  ok(await getSportsDataStats(query)),
);
