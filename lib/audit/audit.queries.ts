import "server-only";

import { db, type DbOrTx } from "@/db";
import { auditLog, type NewAuditLogEntry } from "@/db/schema";

export async function createAuditEntry(values: NewAuditLogEntry, tx: DbOrTx = db) {
  await tx.insert(auditLog).values(values);
}
