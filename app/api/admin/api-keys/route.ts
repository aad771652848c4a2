import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { createApiKey, listApiKeys } from "@/lib/subscriptions/api-keys.service";
import { auditActor } from "@/lib/audit/audit.service";
import { createApiKeySchema, listApiKeysQuerySchema } from "@/lib/subscriptions/api-keys.input";

// GET /api/admin/api-keys: one page of keys (masked after 12 characters) with usage, and the stat cards
export const GET = withRoute({ auth: "super_admin", query: listApiKeysQuerySchema }, async ({ query }) =>
  ok(await listApiKeys(query)),
);

// POST /api/admin/api-keys: a key for an Enterprise/VIP account; the full secret is in this answer only (audited)
export const POST = withRoute({ auth: "super_admin", body: createApiKeySchema }, async ({ body, caller, ip }) =>
  ok(await createApiKey({ ...auditActor(caller, ip), id: caller.user.id }, body), { status: 201 }),
);
