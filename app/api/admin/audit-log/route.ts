import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listAuditLog } from "@/lib/services/admin-audit-log";
import { auditLogQuerySchema } from "@/lib/validations/admin-analytics";

// GET /api/admin/audit-log?page&limit&actor&action&entityType&entityId: audit entries, newest first; admins
export const GET = withRoute({ auth: "admin", query: auditLogQuerySchema }, async ({ query }) => ok(await listAuditLog(query)));
