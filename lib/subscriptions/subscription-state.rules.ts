// The subscription page's rules as pure functions (tested in
// tests/unit/subscriptions/subscription-state.rules.test.ts): when to keep asking about a pending checkout, how to tell
// that a payment has just activated a plan, and what the banner says when the payer lands back from a provider
// (?payment=…). Browser-safe.
import { formatUtcLongDate } from "@/lib/format/dates.rules";
import { FREE_SOURCES } from "@/lib/subscriptions/periods.rules";
import type { MemberSubscription } from "@/lib/subscriptions/subscriptions.dto";

export type { MemberSubscription } from "@/lib/subscriptions/subscriptions.dto";

/** How often the page asks GET /api/user/subscription while a checkout is pending. */
export const POLL_INTERVAL_MS = 4_000;
/** A checkout older than this is not polled any more (the payer has left; 'Check again' still works). */
export const POLL_WINDOW_MS = 30 * 60_000;

/** Poll while a checkout started in the last half hour is still waiting for its provider. */
export function shouldPoll(state: MemberSubscription, now = Date.now()): boolean {
  if (!state.pendingOrder) return false;
  return now - new Date(state.pendingOrder.createdAt).getTime() < POLL_WINDOW_MS;
}

const isActive = (subscription: MemberSubscription["subscription"]) => subscription?.status === "ACTIVE";

/**
 * The plan a payment has just activated between two readings, or null. A new ACTIVE subscription row, or a
 * pending checkout that disappeared while a subscription of its plan is ACTIVE (a renewal of the same plan).
 */
export function detectActivation(before: MemberSubscription, after: MemberSubscription): string | null {
  // A plan bought during the trial is queued after it, not current: its new row shows among the queued.
  const known = new Set(before.queued.map((period) => period.id));
  const queuedNow = after.queued.find((period) => !known.has(period.id) && period.source === "PAYMENT");
  if (queuedNow && before.pendingOrder) return queuedNow.plan;
  const next = after.subscription;
  if (!next || !isActive(next)) return null;
  if (before.subscription?.id !== next.id) return next.plan;
  if (before.pendingOrder && !after.pendingOrder && before.pendingOrder.plan === next.plan) return next.plan;
  return null;
}

/** Whether the period running now is free days (the trial, earned days): nothing of it was bought. */
export function runsOnFreeDays(subscription: MemberSubscription["subscription"]): boolean {
  return Boolean(subscription && isActive(subscription) && FREE_SOURCES.includes(subscription.source));
}

/**
 * Whether Manage Subscription has anything to do: an ACTIVE paid period that has not ended. A trial or earned days
 * end by themselves: there is nothing to cancel.
 */
export function canManage(subscription: MemberSubscription["subscription"], now = Date.now()): boolean {
  return Boolean(
    subscription &&
    isActive(subscription) &&
    !runsOnFreeDays(subscription) &&
    subscription.endDate &&
    new Date(subscription.endDate).getTime() > now,
  );
}

export type PaymentReturn = "activated" | "pending" | "failed" | "unknown" | "cancelled";

export interface Banner {
  tone: "success" | "info" | "error";
  title: string;
  description: string;
}

export function parsePaymentReturn(value: string | null | undefined): PaymentReturn | null {
  return value === "activated" ||
    value === "pending" ||
    value === "failed" ||
    value === "unknown" ||
    value === "cancelled"
    ? value
    : null;
}

/** The banner for the outcome the return route (GET /api/payments/return/{provider}) reported. */
export function returnBanner(outcome: PaymentReturn): Banner {
  switch (outcome) {
    case "activated":
      return {
        tone: "success",
        title: "Payment received",
        description: "Your subscription is active. Enjoy your new plan.",
      };
    case "pending":
      return {
        tone: "info",
        title: "Payment pending",
        description: "The provider has not confirmed your payment yet. This page checks again every few seconds.",
      };
    case "failed":
      return {
        tone: "error",
        title: "Payment failed",
        description:
          "The provider reported that the payment did not go through. You have not been charged for a plan; you can " +
          "try again.",
      };
    case "cancelled":
      return {
        tone: "info",
        title: "Payment cancelled",
        description: "You left the payment page before paying. Choose a plan to try again.",
      };
    case "unknown":
      return {
        tone: "error",
        title: "Payment not found",
        description:
          "We could not match this payment to one of your checkouts. If you were charged, contact support with the " +
          "reference.",
      };
  }
}

/** "5 March 2026": fixed locale and UTC so the server's HTML and the browser agree. */
export function formatPeriodDate(iso: string | null): string {
  return formatUtcLongDate(iso);
}
