import "server-only";

import { and, asc, count, eq, inArray, isNull, ne, or, sql, type SQLWrapper } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { alertRules, notifications, plans, predictions, users } from "@/db/schema";
import {
  keysetAfter,
  keysetOrderBy,
  keysetValues,
  parseKeysetValues,
  withoutCursor,
  type KeyColumn,
} from "@/lib/core/keyset";
import type { CursorValue } from "@/lib/core/cursor.input";
import { PREMIUM_FALLBACK_TIERS } from "@/lib/predictions/entitlements.rules";

// Alert rules, the set query that matches them against a published pick, and in-app notifications: SQL only.
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

const at = (instant: Date) => sql`cast(${instant.toISOString()} as timestamptz)`;
/** A bound of the rule (null: none) the pick's figure must meet; a missing figure never meets one. */
const atLeast = (figure: SQLWrapper, bound: SQLWrapper) => sql`(${bound} is null or ${figure} >= ${bound})`;
const atMost = (figure: SQLWrapper, bound: SQLWrapper) => sql`(${bound} is null or ${figure} <= ${bound})`;
const anyOrEmpty = (list: SQLWrapper, value: SQLWrapper) => sql`(cardinality(${list}) = 0 or ${value} = any(${list}))`;

/**
 * Every enabled rule of an enabled member that asks for this published pick, in one statement over rules × pick
 * (alerts.rules.ts firstMismatch says the same per field): sports, leagues, markets, the EV, fair probability
 * and odds bounds (inclusive; a missing figure fails a bound), the member's bookmakers, and premium gating by
 * the member's plan as lib/predictions/entitlements.rules.ts entitlementFor decides it. Nothing matches once the
 * pick is settled, unpublished or kicked off. `quiet` says whether `now` is in the rule's quiet hours, read on
 * its zone's wall clock by the database (daylight saving included).
 */
export function matchingRules(predictionId: string, now: Date, tx: DbOrTx = db) {
  const local = sql`(${at(now)} at time zone ${alertRules.timeZone})`;
  const minute = sql`(extract(hour from ${local}) * 60 + extract(minute from ${local}))`;
  const start = alertRules.quietStartMinute;
  const end = alertRules.quietEndMinute;
  const quiet = sql<boolean>`coalesce(${start} <> ${end} and case when ${start} < ${end}
    then ${minute} >= ${start} and ${minute} < ${end} else ${minute} >= ${start} or ${minute} < ${end} end, false)`;
  const fallbackTiers = sql.param([...PREMIUM_FALLBACK_TIERS]);
  const premiumAllowed = or(
    inArray(users.role, ["ADMIN", "SUPER_ADMIN"]),
    and(
      eq(users.subscriptionStatus, "ACTIVE"),
      ne(users.subscriptionTier, "FREE"),
      or(isNull(users.subscriptionEndsAt), sql`${users.subscriptionEndsAt} > ${at(now)}`),
      sql`coalesce(${plans.includesPremiumPicks}, ${users.subscriptionTier}::text = any(${fallbackTiers}::text[]))`,
    ),
  );
  return tx
    .select({
      ruleId: alertRules.id,
      userId: alertRules.userId,
      channels: alertRules.channels,
      mode: alertRules.mode,
      quiet,
    })
    .from(alertRules)
    .innerJoin(users, eq(users.id, alertRules.userId))
    .leftJoin(plans, eq(plans.id, users.subscriptionTier))
    .innerJoin(predictions, eq(predictions.id, predictionId))
    .where(
      and(
        eq(alertRules.enabled, true),
        isNull(users.disabledAt),
        sql`cardinality(${alertRules.channels}) > 0`,
        eq(predictions.isPublished, true),
        eq(predictions.status, "PENDING"),
        sql`${predictions.matchDate} > ${at(now)}`,
        anyOrEmpty(alertRules.sports, predictions.sportId),
        anyOrEmpty(alertRules.leagues, predictions.leagueId),
        anyOrEmpty(alertRules.markets, sql`${predictions.market}`),
        atLeast(predictions.expectedValue, alertRules.minEv),
        atLeast(predictions.fairProbability, alertRules.minFairProbability),
        atMost(predictions.fairProbability, alertRules.maxFairProbability),
        atMost(predictions.decimalOdds, alertRules.maxOdds),
        anyOrEmpty(alertRules.bookmakers, sql`lower(btrim(${predictions.bookmaker}))`),
        or(eq(predictions.isPremium, false), premiumAllowed),
      ),
    )
    .orderBy(asc(alertRules.userId), asc(alertRules.createdAt), asc(alertRules.id));
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

/** In-app notifications for matched members; one per member, pick and kind (a repeat inserts nothing). */
export async function insertNotifications(
  rows: readonly {
    userId: string;
    predictionId: string;
    ruleId: string;
    kind: string;
    payload: Record<string, unknown>;
  }[],
  tx: DbOrTx = db,
) {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(notifications)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return inserted.length;
}
