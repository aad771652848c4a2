import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listTrackedPredictionIds } from "@/lib/members/tracking.service";

// GET /api/user/tracked-predictions/ids: the ids of every prediction the caller follows (Follow buttons)
export const GET = withRoute({ auth: "member" }, async ({ caller }) =>
  ok(await listTrackedPredictionIds(caller.user.id)),
);
