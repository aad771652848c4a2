import "server-only";

import { db } from "@/db";
import type { JobContext, JobPayload } from "@/lib/jobs/jobs.input";
import { logger } from "@/lib/logger";
import * as subscriptionQueries from "@/lib/subscriptions/subscriptions.queries";
import { currentPeriod } from "@/lib/subscriptions/periods.rules";
import { refreshUserSubscription } from "@/lib/subscriptions/subscriptions.service";
import { toPendingOrderDto, toSubscriptionDto, type MemberSubscription } from "@/lib/subscriptions/subscriptions.dto";

import * as paymentQueries from "./payments.queries";

// What a member is billed for, read and kept in step across both tables: the subscription and the checkout
// still waiting for its provider, and the hourly expiry of ended periods and stale checkouts. It sits with
// payments because it reads the orders; the subscription rules it calls live in lib/subscriptions.

/**
 * The member's subscription: the period running now (lib/subscriptions/periods.rules.ts currentPeriod) — the trial
 * while it runs even when a paid plan is queued after it — else the latest one; the open periods queued after it; and
 * the checkout still waiting for its provider.
 */
export async function getMemberSubscription(userId: string, now = new Date()): Promise<MemberSubscription> {
  const [open, latest, pendingOrder] = await Promise.all([
    subscriptionQueries.openSubscriptions(userId, now),
    subscriptionQueries.latestSubscription(userId),
    paymentQueries.latestPendingOrder(userId),
  ]);
  const current = currentPeriod(open, now) ?? open[0] ?? latest;
  return {
    subscription: current ? toSubscriptionDto(current) : null,
    queued: open
      .filter((period) => period.id !== current?.id && (period.startDate ?? now) > now)
      .map(toSubscriptionDto),
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
