import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getPredictionStats } from "@/lib/predictions/predictions.service";

// GET /api/predictions/stats: totals, published, premium and the measured win rate
export const GET = withRoute({ auth: "public" }, async () => ok(await getPredictionStats()));
