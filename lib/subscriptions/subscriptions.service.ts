import "server-only";

import { db, type DbOrTx } from "@/db";
import * as subscriptionQueries from "@/lib/subscriptions/subscriptions.queries";
import { AppError } from "@/lib/core/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";

import { toSubscriptionDto } from "./subscriptions.dto";

// The subscription lifecycle after activation (confirmPayment activates): a member cancels at the period's
// end and may resume before it; an admin cancels an ACTIVE one at once; a scheduled job expires ended
// periods. users.subscription_* always mirrors what is current, so the next request sees the change.

/** Member: stop at the end of the paid period (the subscription stays ACTIVE until then). */
export function cancelAtPeriodEnd(actor: AuditActor & { id: string }, now = new Date()) {
  return setCancelAtPeriodEnd(actor, true, now);
}

/** Member: undo a cancel-at-period-end before the period ends. */
export function resumeSubscription(actor: AuditActor & { id: string }, now = new Date()) {
  return setCancelAtPeriodEnd(actor, false, now);
}

async function setCancelAtPeriodEnd(actor: AuditActor & { id: string }, cancel: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const active = await subscriptionQueries.latestActiveSubscription(actor.id, tx);
    if (!active || !active.endDate || active.endDate <= now)
      throw new AppError("conflict", "You have no active subscription to change.");
    if (active.cancelAtPeriodEnd === cancel) return toSubscriptionDto(active);
    const saved = await subscriptionQueries.updateSubscription(
      active.id,
      { cancelAtPeriodEnd: cancel, cancelledAt: cancel ? now : null },
      tx,
    );
    await recordAudit(tx, actor, {
      action: cancel ? "subscription.cancel_at_period_end" : "subscription.resume",
      entityType: "subscription",
      entityId: active.id,
      before: { cancelAtPeriodEnd: active.cancelAtPeriodEnd },
      after: { cancelAtPeriodEnd: cancel },
    });
    return toSubscriptionDto(saved!);
  });
}

/** Admin: cancel an ACTIVE subscription now ('Subscription cancelled successfully'). */
export async function adminCancelSubscription(actor: AuditActor, subscriptionId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const current = await subscriptionQueries.lockSubscription(subscriptionId, tx);
    if (!current) throw new AppError("not_found", "Subscription not found.");
    if (current.status !== "ACTIVE") throw new AppError("conflict", "Only an active subscription can be cancelled.");
    const saved = await subscriptionQueries.updateSubscription(
      subscriptionId,
      { status: "CANCELLED", cancelledAt: now, cancelledById: actor.id },
      tx,
    );
    await refreshUserSubscription(current.userId, now, tx, "CANCELLED");
    await recordAudit(tx, actor, {
      action: "subscription.cancel",
      entityType: "subscription",
      entityId: subscriptionId,
      before: { status: "ACTIVE" },
      after: { status: "CANCELLED" },
    });
    return toSubscriptionDto(saved!);
  });
}

/**
 * Mirrors the user's current subscription on the users row: the ACTIVE one that runs longest, or FREE with
 * `endedAs` (EXPIRED / CANCELLED) when none is left.
 */
export async function refreshUserSubscription(userId: string, now: Date, tx: DbOrTx, endedAs: "EXPIRED" | "CANCELLED") {
  const active = await subscriptionQueries.latestActiveSubscription(userId, tx);
  if (active && active.endDate && active.endDate > now) {
    await subscriptionQueries.setUserSubscription(
      userId,
      { tier: active.planId, status: "ACTIVE", endsAt: active.endDate },
      tx,
    );
  } else {
    await subscriptionQueries.setUserSubscription(userId, { tier: "FREE", status: endedAs, endsAt: null }, tx);
  }
}
