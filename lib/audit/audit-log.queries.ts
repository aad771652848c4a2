import "server-only";

import { and, count, desc, eq, gte, ilike, type SQL } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { auditLog } from "@/db/schema";

import { containsPattern } from "@/db/sql/like";

// Reading the audit trail (writes are in audit.ts). Explicit columns; filters are exact except the actor,
// which matches part of the e-mail.

export interface AuditLogFilter {
  actor?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
}

function whereOf(filter: AuditLogFilter): SQL | undefined {
  return and(
    filter.actor ? ilike(auditLog.actorEmail, containsPattern(filter.actor)) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
  );
}

const entryColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  ip: auditLog.ip,
};

/** One page of entries, newest first, and how many match. */
export async function listAuditEntries(params: AuditLogFilter & { page: number; limit: number }, tx: DbOrTx = db) {
  const where = whereOf(params);
  const [rows, [total]] = await Promise.all([
    tx
      .select(entryColumns)
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    tx.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The distinct actions and entity types on record, for the filter menus. */
export async function listAuditVocabulary(tx: DbOrTx = db) {
  const [actions, entityTypes] = await Promise.all([
    tx.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    tx.selectDistinct({ value: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType),
  ]);
  return { actions: actions.map((row) => row.value), entityTypes: entityTypes.map((row) => row.value) };
}

/** Entries recorded since `since`, for the security page's figure. */
export async function countAuditEntriesSince(since: Date, tx: DbOrTx = db): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(auditLog).where(gte(auditLog.createdAt, since));
  return row?.value ?? 0;
}
