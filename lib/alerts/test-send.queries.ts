import "server-only";

import { and, desc, eq, gt, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { notifications, predictions, pushSubscriptions, userPreferences, users } from "@/db/schema";

// What a test alert needs: the caller's own switches, address and devices, the most recent pick still open, and
// the caller's own notification. SQL only; every read and write is scoped to the caller.

/** The caller's address and switches as the senders read them (defaults as in fanout.queries.ts); null if gone. */
export async function readTestRecipient(userId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      email: users.email,
      fullName: users.fullName,
      emailVerified: users.emailVerified,
      alertsOn: sql<boolean>`coalesce((${userPreferences.notifications} ->> 'predictionAlerts')::boolean, true)`,
      emailOn: sql<boolean>`coalesce((${userPreferences.notifications} ->> 'email')::boolean, true)`,
      pushOn: sql<boolean>`coalesce((${userPreferences.notifications} ->> 'push')::boolean, false)`,
      devices: sql<number>`(select count(*) from ${pushSubscriptions} ps where ps.user_id = ${users.id})`.mapWith(
        Number,
      ),
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The id of the most recently made pick that is published, pending and before kick-off; null when none is. */
export async function latestOpenPickId(now: Date, tx: DbOrTx = db) {
  const [row] = await tx
    .select({ id: predictions.id })
    .from(predictions)
    .where(and(eq(predictions.isPublished, true), eq(predictions.status, "PENDING"), gt(predictions.matchDate, now)))
    .orderBy(desc(predictions.createdAt), desc(predictions.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Writes the caller's test notification. It names no pick in `prediction_id`: the unique key (member, pick, kind)
 * would swallow a second test of the same pick, and a test may be repeated; the payload carries the link.
 */
export async function insertTestNotification(
  userId: string,
  payload: Record<string, unknown>,
  now: Date,
  tx: DbOrTx = db,
) {
  const [row] = await tx
    .insert(notifications)
    .values({ userId, kind: "test", payload, createdAt: now })
    .returning({ id: notifications.id });
  return row!;
}
