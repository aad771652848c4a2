import "server-only";

import { and, eq, gt, gte, inArray, isNull, lte, or, type SQL } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { accountSightings, subscriptions, trialClaims, users, type TrialClaim } from "@/db/schema";

import { LAST_DAY_LEAD_MS, REMINDER_LEAD_MS } from "./trial.rules";

// The trial's SQL: the claims that refuse a new one, the claim itself with its sighting, and the trials whose
// reminders fall due.

/** Which of account, address and device already claimed a trial (any one is enough to refuse). */
export async function findClaims(
  keys: { userId: string; addressKey: string; deviceId: string | null },
  tx: DbOrTx = db,
): Promise<{ byAccount: boolean; byAddress: boolean; byDevice: boolean }> {
  const matches: SQL[] = [eq(trialClaims.userId, keys.userId), eq(trialClaims.addressKey, keys.addressKey)];
  if (keys.deviceId) matches.push(eq(trialClaims.deviceId, keys.deviceId));
  const rows = await tx
    .select({ userId: trialClaims.userId, addressKey: trialClaims.addressKey, deviceId: trialClaims.deviceId })
    .from(trialClaims)
    .where(or(...matches));
  return {
    byAccount: rows.some((row) => row.userId === keys.userId),
    byAddress: rows.some((row) => row.addressKey === keys.addressKey),
    byDevice: keys.deviceId !== null && rows.some((row) => row.deviceId === keys.deviceId),
  };
}

/** The member's trial claim, with whether its period is still ACTIVE (an admin may have cancelled it). */
export async function findTrialOf(userId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({ claim: trialClaims, status: subscriptions.status })
    .from(trialClaims)
    .leftJoin(subscriptions, eq(subscriptions.id, trialClaims.subscriptionId))
    .where(eq(trialClaims.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function insertTrialClaim(values: typeof trialClaims.$inferInsert, tx: DbOrTx): Promise<TrialClaim> {
  const [row] = await tx.insert(trialClaims).values(values).returning();
  return row!;
}

export async function insertTrialSighting(
  values: { userId: string; deviceId: string | null; ipHash: string | null; seenAt: Date },
  tx: DbOrTx,
): Promise<void> {
  await tx.insert(accountSightings).values({ ...values, kind: "TRIAL" });
}

/**
 * Trials whose reminder is due at `now` and not yet queued: their period still ACTIVE and ending within two days.
 * Locked and skipped when another run holds them, so two runs never queue the same reminder.
 */
export function dueTrialReminders(now: Date, limit: number, tx: DbOrTx) {
  const twoDays = new Date(now.getTime() + REMINDER_LEAD_MS);
  const lastDay = new Date(now.getTime() + LAST_DAY_LEAD_MS);
  return tx
    .select({
      id: trialClaims.id,
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      endsAt: trialClaims.endsAt,
      reminderSentAt: trialClaims.reminderSentAt,
      lastDayReminderSentAt: trialClaims.lastDayReminderSentAt,
    })
    .from(trialClaims)
    .innerJoin(users, eq(users.id, trialClaims.userId))
    .innerJoin(subscriptions, eq(subscriptions.id, trialClaims.subscriptionId))
    .where(
      and(
        eq(subscriptions.status, "ACTIVE"),
        gt(trialClaims.endsAt, now),
        lte(trialClaims.endsAt, twoDays),
        or(
          and(isNull(trialClaims.lastDayReminderSentAt), lte(trialClaims.endsAt, lastDay)),
          and(isNull(trialClaims.reminderSentAt), gt(trialClaims.endsAt, lastDay)),
        ),
      ),
    )
    .orderBy(trialClaims.endsAt)
    .limit(limit)
    .for("update", { of: trialClaims, skipLocked: true });
}

export async function markReminderSent(id: string, which: "two-days" | "last-day", at: Date, tx: DbOrTx) {
  await tx
    .update(trialClaims)
    .set(which === "two-days" ? { reminderSentAt: at } : { lastDayReminderSentAt: at })
    .where(eq(trialClaims.id, id));
}

/** Whether a paid period (PAYMENT or GRANT) of the member's starts at or after `at`: the plan after the trial. */
export async function paidPlanQueuedFrom(userId: string, at: Date, tx: DbOrTx) {
  const [row] = await tx
    .select({ planId: subscriptions.planId, startDate: subscriptions.startDate })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, "ACTIVE"),
        inArray(subscriptions.source, ["PAYMENT", "GRANT"]),
        gte(subscriptions.startDate, at),
      ),
    )
    .orderBy(subscriptions.startDate)
    .limit(1);
  return row ?? null;
}
