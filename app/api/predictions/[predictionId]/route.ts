import { announcePicksPublished } from "@/lib/alerts/publication.service";
import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { deletePrediction, getPrediction, updatePrediction } from "@/lib/predictions/predictions.service";
import { predictionParamsSchema, updatePredictionSchema } from "@/lib/predictions/predictions.input";

// GET /api/predictions/[predictionId]: one published prediction, shaped for the caller in their zone
export const GET = withRoute({ auth: "public", params: predictionParamsSchema }, async ({ params, caller, timeZone }) =>
  ok(await getPrediction(params.predictionId, caller, timeZone)),
);

// PUT /api/predictions/[predictionId]: edit a prediction (audited; content frozen after kickoff). A published pick
// is announced again: members who had its alert get nothing new, those it matches only now get theirs
export const PUT = withRoute(
  { auth: "admin", params: predictionParamsSchema, body: updatePredictionSchema },
  async ({ params, body, caller, ip }) => {
    const prediction = await updatePrediction(auditActor(caller, ip), params.predictionId, body);
    if (prediction.isPublished) await announcePicksPublished([prediction.id]);
    return ok(prediction);
  },
);

// DELETE /api/predictions/[predictionId]: delete a prediction whose match has not started (audited)
export const DELETE = withRoute({ auth: "admin", params: predictionParamsSchema }, async ({ params, caller, ip }) => {
  await deletePrediction(auditActor(caller, ip), params.predictionId);
  return ok(null);
});
