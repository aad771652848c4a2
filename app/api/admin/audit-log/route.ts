import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listAuditLog } from "@/lib/audit/audit-log.service";
import { auditLogQuerySchema } from "@/lib/audit/audit-log.input";

// GET /api/admin/audit-log?page&limit&actor&action&entityType&entityId: audit entries, newest first; admins
export const GET = withRoute({ auth: "admin", query: auditLogQuerySchema }, async ({ query }) =>
  ok(await listAuditLog(query)),
);
