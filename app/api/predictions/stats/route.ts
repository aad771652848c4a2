import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getPredictionStats } from "@/lib/predictions/predictions.service";

// GET /api/predictions/stats: totals, published, premium, the measured win rate and the average
// confidence of the picks a visitor may read
export const GET = withRoute({ auth: "public" }, async () => ok(await getPredictionStats({ forEveryone: true })));
