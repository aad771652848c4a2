import { announcePicksPublished } from "@/lib/alerts/publication.service";
import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { createManualPrediction } from "@/lib/predictions/predictions.service";
import { manualPredictionSchema } from "@/lib/predictions/predictions.input";

// POST /api/predictions/manual: an admin publishes a prediction by hand (locked and audited); a published one is
// announced to the members whose alert rules ask for it
export const POST = withRoute({ auth: "admin", body: manualPredictionSchema }, async ({ body, caller, ip }) => {
  const prediction = await createManualPrediction(auditActor(caller, ip), body);
  if (prediction.isPublished) await announcePicksPublished([prediction.id]);
  return ok(prediction, { status: 201 });
});
