import "server-only";

import * as q from "@/lib/audit/audit-log.queries";
import type { AuditLogQuery } from "@/lib/audit/audit-log.input";
import { exactPagination } from "@/lib/core/pagination";

// The audit log as the security page reads it: paged, newest first, filtered by actor, action and entity.
// Entries never hold secrets (writers mask them), so before/after are answered as recorded.

export async function listAuditLog(query: AuditLogQuery) {
  const [{ rows, total }, vocabulary] = await Promise.all([q.listAuditEntries(query), q.listAuditVocabulary()]);
  return {
    entries: rows,
    pagination: exactPagination(query.page, query.limit, total),
    filters: vocabulary,
  };
}
