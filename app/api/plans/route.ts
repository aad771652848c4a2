import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listPlansFor } from "@/lib/payments/plans.service";

// GET /api/plans: plan cards with USD and NGN prices, features, 'Most Popular', the caller's current plan,
// and which checkout providers are configured
export const GET = withRoute({ auth: "public" }, async ({ caller }) => ok(await listPlansFor(caller)));
