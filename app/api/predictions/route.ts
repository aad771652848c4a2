import { ok, okJsonText } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { predictionListFor } from "@/lib/predictions/predictions.cache";
import { listPredictionsQuerySchema } from "@/lib/predictions/predictions.input";

// GET /api/predictions: published predictions, filtered, sorted and paged, shaped for the caller's plan
// (the reader decides who goes through the cache); a visitor's page arrives as JSON text. The free
// allowance counts the caller's days in their zone (the zone cookie).
export const GET = withRoute(
  { auth: "public", query: listPredictionsQuerySchema },
  async ({ query, caller, timeZone }) => {
    const list = await predictionListFor(query, caller, timeZone);
    return list.kind === "json" ? okJsonText(list.json) : ok(list.data);
  },
);
