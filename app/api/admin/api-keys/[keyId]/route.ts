import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { revokeApiKey } from "@/lib/services/api-keys";
import { auditActor } from "@/lib/services/audit";
import { apiKeyParamsSchema } from "@/lib/validations/api-keys";

// DELETE /api/admin/api-keys/{keyId}: revoke a key for good; it answers 401 from its next request (audited)
export const DELETE = withRoute({ auth: "super_admin", params: apiKeyParamsSchema }, async ({ params, caller, ip }) =>
  ok(await revokeApiKey(auditActor(caller, ip), params.keyId)),
);
