import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { hasRole } from "@/lib/auth/roles";
import { cachedPredictionWindows } from "@/lib/cache/prediction-readers";
import { countPredictionWindows } from "@/lib/services/prediction-pages";
import { predictionWindowsQuerySchema } from "@/lib/validations/predictions";

// GET /api/predictions/windows?sport=&league=&category=&minConfidence=&positiveEdge=&source=: how many
// predictions match in each date tab of the live list (UTC days) and the tab it opens on by default.
// Admins count unpublished ones too, like their list; everyone else reads the shared cache.
export const GET = withRoute({ auth: "public", query: predictionWindowsQuerySchema }, async ({ query, caller }) =>
  ok(hasRole(caller?.role, "ADMIN") ? await countPredictionWindows(query, new Date(), { includeUnpublished: true }) : await cachedPredictionWindows(query)),
);
