// The audit log: every admin write and every payment state change, append-only.
import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";

import { idColumn, timestamps } from "./columns";
import { users } from "./users";

export const auditLog = pgTable(
  "audit_log",
  {
    id: idColumn(),
    /** Null for system actors (webhooks, jobs); actorEmail then names the system, e.g. 'system:paystack-webhook'. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Copied at write time so the entry still reads correctly after the account changes or goes. */
    actorEmail: text("actor_email").notNull(),
    /** domain.verb, e.g. 'prediction.update', 'user.role_change', 'payment.refund', 'setting.update'. */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    /** The changed fields before and after (secrets masked). */
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    ip: text("ip"),
    ...timestamps(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_actor_id_idx").on(t.actorId),
    index("audit_log_action_idx").on(t.action),
  ],
);
export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
