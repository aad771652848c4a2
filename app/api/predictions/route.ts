import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listPredictions } from "@/lib/services/predictions";
import { listPredictionsQuerySchema } from "@/lib/validations/predictions";

// GET /api/predictions: published predictions, filtered, sorted and paged (admins also see unpublished)
export const GET = withRoute({ auth: "public", query: listPredictionsQuerySchema }, async ({ query, caller }) =>
  ok(await listPredictions(query, caller)),
);
