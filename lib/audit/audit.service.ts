import "server-only";

import type { DbOrTx } from "@/db";
import { createAuditEntry } from "@/lib/audit/audit.queries";

// The audit trail: who changed what, from what, to what, and when. Services call recordAudit inside
// the transaction that makes the change, so a change and its record land or fail together.

export interface AuditActor {
  id: string | null;
  email: string;
  ip?: string | null;
}

export interface AuditChange {
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordAudit(tx: DbOrTx, actor: AuditActor, change: AuditChange): Promise<void> {
  await createAuditEntry(
    {
      actorId: actor.id,
      actorEmail: actor.email,
      ip: actor.ip ?? null,
      action: change.action,
      entityType: change.entityType,
      entityId: change.entityId ?? null,
      before: change.before ?? null,
      after: change.after ?? null,
    },
    tx,
  );
}

/** The fields whose values differ between two snapshots, as { before, after } halves. */
export function diffFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[key];
    const same = old instanceof Date && value instanceof Date ? old.getTime() === value.getTime() : old === value;
    if (!same) {
      changedBefore[key] = old;
      changedAfter[key] = value;
    }
  }
  return { before: changedBefore, after: changedAfter, changed: Object.keys(changedAfter).length > 0 };
}

/** The actor of a change made by a signed-in caller from `ip`. */
export function auditActor(caller: { user: { id: string; email: string } }, ip: string | null): AuditActor {
  return { id: caller.user.id, email: caller.user.email, ip };
}
