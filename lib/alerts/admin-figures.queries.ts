import "server-only";

import { and, countDistinct, count, desc, eq, isNull, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { alertDeliveries, alertRules, predictions, pushSubscriptions, users } from "@/db/schema";

// The automation panel's alert figures beyond the counts per status (fanout.queries.ts deliveryFigures): alerts
// held for later, the oldest alert already due, rules and devices, and the latest failures. SQL only. Test
// alerts (test-send.service.ts) write no delivery rows, so none of these counts includes them.

const at = (instant: Date) => sql`cast(${instant.toISOString()} as timestamptz)`;

/**
 * Per channel, of the deliveries queued since each window's start and still waiting: how many are held for later
 * (quiet hours, the digest's hour, a retry: not_before after `now`); and, whatever their age, the oldest one
 * already due (a sender that has stopped shows here first).
 */
export async function readWaitingFigures(params: { since24h: Date; since7d: Date; now: Date }, tx: DbOrTx = db) {
  const waiting = sql`${alertDeliveries.status} in ('queued', 'sending')`;
  const held = sql`${waiting} and ${alertDeliveries.notBefore} > ${at(params.now)}`;
  return tx
    .select({
      channel: alertDeliveries.channel,
      held24h:
        sql<number>`count(*) filter (where ${held} and ${alertDeliveries.createdAt} >= ${at(params.since24h)})`.mapWith(
          Number,
        ),
      held7d:
        sql<number>`count(*) filter (where ${held} and ${alertDeliveries.createdAt} >= ${at(params.since7d)})`.mapWith(
          Number,
        ),
      oldestDueAt: sql<Date | null>`min(${alertDeliveries.createdAt}) filter (where ${waiting}
        and (${alertDeliveries.notBefore} is null or ${alertDeliveries.notBefore} <= ${at(params.now)}))`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(alertDeliveries)
    .where(
      sql`${alertDeliveries.status} in ('queued', 'sending')
        and (${alertDeliveries.createdAt} >= ${at(params.since7d)} or ${alertDeliveries.notBefore} is null
          or ${alertDeliveries.notBefore} <= ${at(params.now)})`,
    )
    .groupBy(alertDeliveries.channel);
}

/** Enabled rules with at least one channel, of members whose account is enabled, and how many members have one. */
export async function countActiveRules(tx: DbOrTx = db) {
  const [row] = await tx
    .select({ rules: count(), members: countDistinct(alertRules.userId) })
    .from(alertRules)
    .innerJoin(users, eq(users.id, alertRules.userId))
    .where(and(eq(alertRules.enabled, true), sql`cardinality(${alertRules.channels}) > 0`, isNull(users.disabledAt)));
  return { rules: row?.rules ?? 0, members: row?.members ?? 0 };
}

/** Push subscriptions stored (one per browser or device) and the members they belong to. */
export async function countPushDevices(tx: DbOrTx = db) {
  const [row] = await tx
    .select({ devices: count(), members: countDistinct(pushSubscriptions.userId) })
    .from(pushSubscriptions);
  return { devices: row?.devices ?? 0, members: row?.members ?? 0 };
}

/**
 * The latest failed deliveries, newest first: when (the last attempt), channel, mode, attempts, the sender's error
 * and the pick. Nothing about the member: the figures are about the senders.
 */
export function listRecentFailures(limit: number, tx: DbOrTx = db) {
  return tx
    .select({
      id: alertDeliveries.id,
      at: alertDeliveries.updatedAt,
      channel: alertDeliveries.channel,
      mode: alertDeliveries.mode,
      attempts: alertDeliveries.attempts,
      error: alertDeliveries.error,
      predictionId: alertDeliveries.predictionId,
      homeTeam: predictions.homeTeam,
      awayTeam: predictions.awayTeam,
    })
    .from(alertDeliveries)
    .innerJoin(predictions, eq(predictions.id, alertDeliveries.predictionId))
    .where(eq(alertDeliveries.status, "failed"))
    .orderBy(desc(alertDeliveries.updatedAt), desc(alertDeliveries.id))
    .limit(limit);
}
