import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { createModel, listModels } from "@/lib/models/models.service";
import { createModelSchema } from "@/lib/models/models.input";

// GET /api/admin/models: every model with its metrics, training progress and published predictions
export const GET = withRoute({ auth: "admin" }, async () => ok(await listModels()));

// POST /api/admin/models: register a model on one of the shipped engines (audited)
export const POST = withRoute({ auth: "admin", body: createModelSchema }, async ({ body, caller, ip }) =>
  ok(await createModel(auditActor(caller, ip), body), { status: 201 }),
);
