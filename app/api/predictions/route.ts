import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { hasRole } from "@/lib/auth/roles";
import { cachedPublicPredictionList } from "@/lib/cache/prediction-readers";
import { listPredictions } from "@/lib/services/predictions";
import { listPredictionsQuerySchema } from "@/lib/validations/predictions";

// GET /api/predictions: published predictions, filtered, sorted and paged; served from the public data
// cache, except for admins, who also see unpublished ones
export const GET = withRoute({ auth: "public", query: listPredictionsQuerySchema }, async ({ query, caller }) =>
  ok(hasRole(caller?.role, "ADMIN") ? await listPredictions(query, caller) : await cachedPublicPredictionList(query)),
);
