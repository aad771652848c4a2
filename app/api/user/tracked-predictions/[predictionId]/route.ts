import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { untrackPrediction } from "@/lib/members/tracking.service";
import { trackedPredictionParamsSchema } from "@/lib/members/member.input";

// DELETE /api/user/tracked-predictions/[predictionId]: stop following a prediction
export const DELETE = withRoute(
  { auth: "member", params: trackedPredictionParamsSchema },
  async ({ caller, params }) => {
    await untrackPrediction(caller.user.id, params.predictionId);
    return ok(null);
  },
);
