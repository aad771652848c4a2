import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { createManualPrediction } from "@/lib/predictions/predictions.service";
import { manualPredictionSchema } from "@/lib/predictions/predictions.input";

// POST /api/predictions/manual: an admin publishes a prediction by hand (locked and audited)
export const POST = withRoute({ auth: "admin", body: manualPredictionSchema }, async ({ body, caller, ip }) =>
  ok(await createManualPrediction(auditActor(caller, ip), body), { status: 201 }),
);
