import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listTodayPredictions } from "@/lib/predictions/predictions.service";
import { todayPredictionsQuerySchema } from "@/lib/predictions/predictions.input";

// GET /api/predictions/today?limit=&league=&sport=: today's and tomorrow's published picks, snake_case,
// shaped for the caller's plan
export const GET = withRoute({ auth: "public", query: todayPredictionsQuerySchema }, async ({ query, caller }) =>
  ok(await listTodayPredictions(query, caller)),
);
