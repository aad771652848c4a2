import "server-only";

import { addDays } from "date-fns";

import { db, type DbOrTx } from "@/db";
import * as subscriptionQueries from "@/lib/subscriptions/subscriptions.queries";
import { AppError } from "@/lib/core/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";

import type { Subscription } from "@/db/schema";

import { currentPeriod, nextPeriodStart, unbrokenAccessUntil } from "./periods.rules";
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
 * Mirrors the user's current subscription on the users row: the plan of the period running now
 * (lib/subscriptions/periods.rules.ts) until access would break, or FREE with `endedAs` (EXPIRED / CANCELLED) when
 * none is running.
 */
export async function refreshUserSubscription(userId: string, now: Date, tx: DbOrTx, endedAs: "EXPIRED" | "CANCELLED") {
  const open = await subscriptionQueries.openSubscriptions(userId, now, tx);
  const current = currentPeriod(open, now);
  if (current) {
    await subscriptionQueries.setUserSubscription(
      userId,
      { tier: current.planId, status: "ACTIVE", endsAt: unbrokenAccessUntil(open, now) },
      tx,
    );
  } else {
    await subscriptionQueries.setUserSubscription(userId, { tier: "FREE", status: endedAs, endsAt: null }, tx);
  }
}

/**
 * A free Premium period (the trial, or days a referral earned), queued after every period already open so that no
 * paid day is displaced, and the users row mirrored. Runs inside the caller's transaction, which should hold the
 * member's row locked when two credits could race.
 */
export async function addFreePeriod(
  input: { userId: string; source: "TRIAL" | "REFERRAL"; days: number; note?: string | null },
  now: Date,
  tx: DbOrTx,
): Promise<Subscription> {
  const open = await subscriptionQueries.openSubscriptions(input.userId, now, tx);
  const start = nextPeriodStart(open, { planId: "PREMIUM", source: input.source }, now);
  const subscription = await subscriptionQueries.insertSubscription(
    {
      userId: input.userId,
      planId: "PREMIUM",
      source: input.source,
      status: "ACTIVE",
      startDate: start,
      endDate: addDays(start, input.days),
      amountMinor: 0,
      currency: "USD",
      note: input.note ?? null,
    },
    tx,
  );
  await refreshUserSubscription(input.userId, now, tx, "EXPIRED");
  return subscription;
}
