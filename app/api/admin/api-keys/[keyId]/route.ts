import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { revokeApiKey } from "@/lib/subscriptions/api-keys.service";
import { auditActor } from "@/lib/audit/audit.service";
import { apiKeyParamsSchema } from "@/lib/subscriptions/api-keys.input";

// DELETE /api/admin/api-keys/{keyId}: revoke a key for good; it answers 401 from its next request (audited)
export const DELETE = withRoute({ auth: "super_admin", params: apiKeyParamsSchema }, async ({ params, caller, ip }) =>
  ok(await revokeApiKey(auditActor(caller, ip), params.keyId)),
);
