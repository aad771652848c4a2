import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listAdminPredictions } from "@/lib/predictions/admin.service";
import { listAdminPredictionsQuerySchema } from "@/lib/predictions/admin.input";

// GET /api/admin/predictions: one page of every prediction, published or not (search, sport, status, premium, sort)
export const GET = withRoute({ auth: "admin", query: listAdminPredictionsQuerySchema }, async ({ query }) =>
  ok(await listAdminPredictions(query)),
);
