import "server-only";

import { db } from "@/db";
import type { JobContext, JobPayload } from "@/lib/jobs/jobs.input";
import { logger } from "@/lib/logger";
import * as subscriptionQueries from "@/lib/subscriptions/subscriptions.queries";
import { refreshUserSubscription } from "@/lib/subscriptions/subscriptions.service";
import { toPendingOrderDto, toSubscriptionDto, type MemberSubscription } from "@/lib/subscriptions/subscriptions.dto";

import * as paymentQueries from "./payments.queries";

// What a member is billed for, read and kept in step across both tables: the subscription and the checkout
// still waiting for its provider, and the hourly expiry of ended periods and stale checkouts. It sits with
// payments because it reads the orders; the subscription rules it calls live in lib/subscriptions.

/** The member's current subscription (if any) and the checkout still waiting for its provider. */
export async function getMemberSubscription(userId: string): Promise<MemberSubscription> {
  const [active, latest, pendingOrder] = await Promise.all([
    subscriptionQueries.latestActiveSubscription(userId),
    subscriptionQueries.latestSubscription(userId),
    paymentQueries.latestPendingOrder(userId),
  ]);
  const current = active ?? latest;
  return {
    subscription: current ? toSubscriptionDto(current) : null,
    pendingOrder: pendingOrder ? toPendingOrderDto(pendingOrder) : null,
  };
}

/** Scheduled: ended periods → EXPIRED, stale checkouts → EXPIRED; the users' mirrors follow. Idempotent. */
export async function expireSubscriptions(now = new Date()) {
  const result = await db.transaction(async (tx) => {
    const expired = await subscriptionQueries.expireEndedSubscriptions(now, tx);
    // Also those whose queued period has started (a paid plan after the trial, earned days after a gap).
    const stale = await subscriptionQueries.usersWithStaleMirror(now, tx);
    for (const userId of new Set([...expired.map((row) => row.userId), ...stale]))
      await refreshUserSubscription(userId, now, tx, "EXPIRED");
    const orders = await paymentQueries.expireStaleOrders(now, tx);
    return { subscriptions: expired.length, orders };
  });
  if (result.subscriptions > 0 || result.orders > 0) logger.info("subscriptions.expired", result);
  return result;
}

/** The expire-subscriptions job body (hourly: Inngest cron, or croner in the embedded runner). */
export async function expireSubscriptionsJob(_payload: JobPayload<"expire-subscriptions">, ctx: JobContext) {
  const result = await ctx.step("expire", () => expireSubscriptions());
  ctx.addCounts({ expiredSubscriptions: result.subscriptions, expiredOrders: result.orders });
  ctx.log("info", `Expired ${result.subscriptions} subscriptions and ${result.orders} unpaid checkouts`);
}
