import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listTodayPredictions } from "@/lib/predictions/predictions.service";
import { todayPredictionsQuerySchema } from "@/lib/predictions/predictions.input";

// GET /api/predictions/today?limit=&league=&sport=: the published picks kicking off today, the caller's
// today in the zone of their cookie (UTC without one), snake_case, shaped for the caller's plan
export const GET = withRoute(
  { auth: "public", query: todayPredictionsQuerySchema },
  async ({ query, caller, timeZone }) => ok(await listTodayPredictions(query, caller, new Date(), { timeZone })),
);
