import { ok, okJsonText } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { hasRole } from "@/lib/auth/roles";
import { cachedPublicPredictionList, cachedVisitorPredictionListJson } from "@/lib/predictions/predictions.cache";
import { applyEntitlements } from "@/lib/subscriptions/entitlements.service";
import { listPredictions } from "@/lib/predictions/predictions.service";
import { listPredictionsQuerySchema } from "@/lib/predictions/predictions.input";

// GET /api/predictions: published predictions, filtered, sorted and paged; served from the public data
// cache (admins read uncached: they also see unpublished ones), then shaped for the caller's plan;
// visitors get the shaped page straight from the cache, as JSON text
export const GET = withRoute({ auth: "public", query: listPredictionsQuerySchema }, async ({ query, caller }) => {
  if (!caller) return okJsonText(await cachedVisitorPredictionListJson(query));
  const page = hasRole(caller.role, "ADMIN") ? await listPredictions(query, caller) : await cachedPublicPredictionList(query);
  return ok({ ...page, predictions: await applyEntitlements(page.predictions, caller.user) });
});
