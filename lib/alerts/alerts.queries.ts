import "server-only";

import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { alertRules, notifications } from "@/db/schema";
import {
  keysetAfter,
  keysetOrderBy,
  keysetValues,
  parseKeysetValues,
  withoutCursor,
  type KeyColumn,
} from "@/lib/core/keyset";
import type { CursorValue } from "@/lib/core/cursor.input";

// Alert rules and in-app notifications: SQL only (the set query that matches rules against a published pick is
// fanout.queries.ts).
// Every read and write of a member's rows is scoped to that member (another member's id matches nothing).

type NewAlertRule = typeof alertRules.$inferInsert;
type AlertRuleValues = Omit<NewAlertRule, "id" | "userId" | "createdAt" | "updatedAt">;

export function listAlertRules(userId: string, tx: DbOrTx = db) {
  return tx
    .select()
    .from(alertRules)
    .where(eq(alertRules.userId, userId))
    .orderBy(asc(alertRules.createdAt), asc(alertRules.id));
}
export type AlertRuleRow = Awaited<ReturnType<typeof listAlertRules>>[number];

export async function countAlertRules(userId: string, tx: DbOrTx = db): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(alertRules).where(eq(alertRules.userId, userId));
  return row?.value ?? 0;
}

export async function insertAlertRule(userId: string, values: AlertRuleValues, tx: DbOrTx = db) {
  const [row] = await tx
    .insert(alertRules)
    .values({ ...values, userId })
    .returning();
  return row!;
}

/**
 * Whether the database knows a zone name: matching reads quiet hours with `at time zone`, where an unknown name
 * would fail the whole statement, so a rule is only stored with a zone both the runtime and the database know.
 */
export async function databaseKnowsTimeZone(name: string, tx: DbOrTx = db): Promise<boolean> {
  const rows = await tx
    .select({ name: sql<string>`name` })
    .from(sql`pg_timezone_names`)
    .where(sql`name = ${name}`)
    .limit(1);
  return rows.length > 0;
}

/** Replaces the member's own rule; undefined when they have no rule with this id. */
export async function updateAlertRule(userId: string, id: string, values: AlertRuleValues, tx: DbOrTx = db) {
  const [row] = await tx
    .update(alertRules)
    .set(values)
    .where(and(eq(alertRules.id, id), eq(alertRules.userId, userId)))
    .returning();
  return row;
}

/** Deletes the member's own rule; true when one was removed. */
export async function deleteAlertRule(userId: string, id: string, tx: DbOrTx = db) {
  const rows = await tx
    .delete(alertRules)
    .where(and(eq(alertRules.id, id), eq(alertRules.userId, userId)))
    .returning({ id: alertRules.id });
  return rows.length > 0;
}

/** The notifications list's order: newest first, then id. */
export const NOTIFICATION_ORDER_KEYS: readonly KeyColumn[] = [
  { column: notifications.createdAt, direction: "desc", type: "timestamptz" },
  { column: notifications.id, direction: "desc", type: "text" },
];

export async function listNotifications(
  params: { userId: string; after?: CursorValue[]; limit: number },
  tx: DbOrTx = db,
) {
  const keys = NOTIFICATION_ORDER_KEYS;
  const mine = eq(notifications.userId, params.userId);
  const found = await tx
    .select({
      id: notifications.id,
      kind: notifications.kind,
      predictionId: notifications.predictionId,
      ruleId: notifications.ruleId,
      payload: notifications.payload,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      cursor: keysetValues(keys),
    })
    .from(notifications)
    .where(params.after ? and(mine, keysetAfter(keys, params.after)) : mine)
    .orderBy(...keysetOrderBy(keys))
    .limit(params.limit + 1);
  const page = found.slice(0, params.limit);
  const last = page.at(-1);
  return {
    rows: page.map(withoutCursor),
    next: found.length > params.limit && last ? parseKeysetValues(last.cursor) : null,
  };
}
export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>["rows"][number];

export async function countUnreadNotifications(userId: string, tx: DbOrTx = db): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** Marks the member's own unread notifications read (those ids, or all); returns how many changed. */
export async function markNotificationsRead(
  userId: string,
  ids: readonly string[] | "all",
  now: Date,
  tx: DbOrTx = db,
) {
  const rows = await tx
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === "all" ? undefined : inArray(notifications.id, [...ids]),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
