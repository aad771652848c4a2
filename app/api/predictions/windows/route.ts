import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { hasRole } from "@/lib/accounts/roles.rules";
import { cachedPredictionWindows } from "@/lib/predictions/predictions.cache";
import { countPredictionWindows } from "@/lib/predictions/pages.service";
import { predictionWindowsQuerySchema } from "@/lib/predictions/predictions.input";

// GET /api/predictions/windows?sport=&league=&category=&minConfidence=&positiveEdge=&source=: how many
// predictions match in each date tab of the live list (UTC days) and the tab it opens on by default.
// Admins count unpublished ones too, like their list; everyone else reads the shared cache.
export const GET = withRoute({ auth: "public", query: predictionWindowsQuerySchema }, async ({ query, caller }) =>
  ok(hasRole(caller?.role, "ADMIN") ? await countPredictionWindows(query, new Date(), { includeUnpublished: true }) : await cachedPredictionWindows(query)),
);
