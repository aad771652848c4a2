import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { modelBacktestsOverview } from "@/lib/models/backtest.service";

// GET /api/admin/models/backtests: per model, its newest backtest (running, failed or done) and the figures of its
// newest successful one; admins (the models page reads it in the browser)
export const GET = withRoute({ auth: "admin" }, async () => ok(await modelBacktestsOverview()));
