import { and, asc, desc, eq, gt, lte, or, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import {
  subscriptions,
  users,
  type NewSubscription,
  type Subscription,
  type SubscriptionStatus,
  type SubscriptionTier,
} from "@/db/schema";

/** The user's ACTIVE subscription that runs longest (the one a renewal extends). */
export async function latestActiveSubscription(userId: string, tx: DbOrTx = db): Promise<Subscription | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "ACTIVE")))
    .orderBy(desc(subscriptions.endDate))
    .limit(1);
  return row ?? null;
}

/** The user's ACTIVE periods that have not ended at `now`: the running one and those queued after it. */
export function openSubscriptions(userId: string, now: Date, tx: DbOrTx = db): Promise<Subscription[]> {
  return tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "ACTIVE"), gt(subscriptions.endDate, now)))
    .orderBy(asc(subscriptions.startDate));
}

/**
 * Users whose users row no longer mirrors what is running: a queued period has started (after a trial, or after a
 * gap a reversal left) while the row still says FREE or ends before it. The hourly job refreshes them.
 */
export async function usersWithStaleMirror(now: Date, tx: DbOrTx = db): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ userId: subscriptions.userId })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, "ACTIVE"),
        lte(subscriptions.startDate, now),
        gt(subscriptions.endDate, now),
        or(sql`${users.subscriptionStatus} <> 'ACTIVE'`, sql`${users.subscriptionEndsAt} < ${subscriptions.endDate}`),
      ),
    );
  return rows.map((row) => row.userId);
}

export async function getSubscriptionByOrder(orderId: string, tx: DbOrTx = db): Promise<Subscription | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.orderId, orderId)).limit(1);
  return row ?? null;
}

export async function insertSubscription(values: NewSubscription, tx: DbOrTx = db): Promise<Subscription> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  return row!;
}

/** The users row mirrors the current subscription, so sessions and entitlement checks read one row. */
export async function setUserSubscription(
  userId: string,
  values: { tier: SubscriptionTier; status: SubscriptionStatus; endsAt: Date | null },
  tx: DbOrTx = db,
): Promise<void> {
  await tx
    .update(users)
    .set({
      subscriptionTier: values.tier,
      subscriptionStatus: values.status,
      subscriptionEndsAt: values.endsAt,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Locks one subscription row for the rest of the transaction. */
export async function lockSubscription(id: string, tx: DbOrTx): Promise<Subscription | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update").limit(1);
  return row ?? null;
}

export async function updateSubscription(
  id: string,
  values: Partial<NewSubscription>,
  tx: DbOrTx = db,
): Promise<Subscription | null> {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning();
  return row ?? null;
}

/** The user's most recent subscription of any status (what the member page shows when none is active). */
export async function latestSubscription(userId: string, tx: DbOrTx = db): Promise<Subscription | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/** ACTIVE subscriptions whose period is over: EXPIRED now. Returns the affected users. */
export async function expireEndedSubscriptions(now: Date, tx: DbOrTx = db): Promise<{ id: string; userId: string }[]> {
  return tx
    .update(subscriptions)
    .set({ status: "EXPIRED", updatedAt: sql`now()` })
    .where(and(eq(subscriptions.status, "ACTIVE"), lte(subscriptions.endDate, now)))
    .returning({ id: subscriptions.id, userId: subscriptions.userId });
}
