import { ok, okJsonText } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { predictionListFor } from "@/lib/predictions/predictions.cache";
import { listPredictionsQuerySchema } from "@/lib/predictions/predictions.input";

// GET /api/predictions: published predictions, filtered, sorted and paged, shaped for the caller's plan
// (the reader decides who goes through the cache); a visitor's page arrives as JSON text.
export const GET = withRoute({ auth: "public", query: listPredictionsQuerySchema }, async ({ query, caller }) => {
  const list = await predictionListFor(query, caller);
  return list.kind === "json" ? okJsonText(list.json) : ok(list.data);
});
