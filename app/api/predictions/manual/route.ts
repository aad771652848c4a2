import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/services/audit";
import { createManualPrediction } from "@/lib/services/predictions";
import { manualPredictionSchema } from "@/lib/validations/predictions";

// POST /api/predictions/manual: an admin publishes a prediction by hand (locked and audited)
export const POST = withRoute({ auth: "admin", body: manualPredictionSchema }, async ({ body, caller, ip }) =>
  ok(await createManualPrediction(auditActor(caller, ip), body), { status: 201 }),
);
