import { and, desc, eq, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { plans, subscriptions, users, type NewSubscription, type Plan, type Subscription, type SubscriptionStatus, type SubscriptionTier } from "@/db/schema";

export async function getPlan(id: SubscriptionTier, tx: DbOrTx = db): Promise<Plan | null> {
  const [row] = await tx.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row ?? null;
}

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
    .set({ subscriptionTier: values.tier, subscriptionStatus: values.status, subscriptionEndsAt: values.endsAt, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
