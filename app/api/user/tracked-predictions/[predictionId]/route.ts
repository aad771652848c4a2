import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { untrackPrediction } from "@/lib/services/tracking";
import { trackedPredictionParamsSchema } from "@/lib/validations/member";

// DELETE /api/user/tracked-predictions/[predictionId]: stop following a prediction
export const DELETE = withRoute({ auth: "member", params: trackedPredictionParamsSchema }, async ({ caller, params }) => {
  await untrackPrediction(caller.user.id, params.predictionId);
  return ok(null);
});
