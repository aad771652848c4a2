import "server-only";

import { and, asc, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { emailOutbox, notifications, predictions, predictionTracks, userPreferences, users } from "@/db/schema";
import { notPausedSql } from "@/lib/play/play-limits.queries";

// The weekly digest's reads: the members who want it (the settings switch "Weekly digest", on by default), a page at
// a time, and for a page of members the week's settled followed picks and the week's alerts.

export const WEEKLY_DIGEST_KIND = "weekly-digest";

/**
 * A page of members who want the weekly digest: a confirmed address, not disabled, no time-out or self-exclusion
 * running at `now`, the switch on, and no digest for this week queued yet (an outbox row of the kind since the week
 * ended: a second run sends nothing twice).
 */
export function listDigestRecipients(
  weekEnd: Date,
  afterId: string | null,
  limit: number,
  now: Date = new Date(),
  tx: DbOrTx = db,
) {
  return tx
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(
      and(
        eq(users.emailVerified, true),
        sql`${users.disabledAt} is null`,
        notPausedSql(users.id, now),
        sql`coalesce((${userPreferences.notifications} ->> 'weeklyDigest')::boolean, true)`,
        afterId ? gt(users.id, afterId) : undefined,
        sql`not exists (select 1 from ${emailOutbox} o where o.user_id = ${users.id}
          and o.kind = ${WEEKLY_DIGEST_KIND} and o.created_at >= ${weekEnd.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
}

/** The members' followed picks settled in [start, end), with what their profit needs. */
export function listSettledTracks(userIds: readonly string[], start: Date, end: Date, tx: DbOrTx = db) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      userId: predictionTracks.userId,
      status: predictions.status,
      odds: predictions.odds,
      stakeResult: predictions.stakeResult,
    })
    .from(predictionTracks)
    .innerJoin(predictions, eq(predictions.id, predictionTracks.predictionId))
    .where(
      and(
        inArray(predictionTracks.userId, [...userIds]),
        eq(predictions.isPublished, true),
        gte(predictions.settledAt, start),
        lt(predictions.settledAt, end),
      ),
    );
}

/** The members' value-pick alerts of [start, end), with their picks' status now. */
export function listWeekAlerts(userIds: readonly string[], start: Date, end: Date, tx: DbOrTx = db) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ userId: notifications.userId, status: predictions.status })
    .from(notifications)
    .innerJoin(predictions, eq(predictions.id, notifications.predictionId))
    .where(
      and(
        inArray(notifications.userId, [...userIds]),
        eq(notifications.kind, "value_pick"),
        gte(notifications.createdAt, start),
        lt(notifications.createdAt, end),
      ),
    );
}
