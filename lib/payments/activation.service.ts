import "server-only";

import { addDays } from "date-fns";

import type { Transaction } from "@/db";
import * as planQueries from "@/lib/predictions/plans.queries";
import { nextPeriodStart } from "@/lib/subscriptions/periods.rules";
import * as subscriptionQueries from "@/lib/subscriptions/subscriptions.queries";
import { refreshUserSubscription } from "@/lib/subscriptions/subscriptions.service";
import type { PaymentProvider, Subscription, SubscriptionTier } from "@/db/schema";

// Turning a payment (or an admin's grant) into an ACTIVE subscription. confirmPayment() (provider payments)
// and the admin's manual payment / grant (manual.ts) both end here, so the period rules live in one place.

export interface ActivationInput {
  userId: string;
  planId: SubscriptionTier;
  /** What was paid, in minor units of `currency`; 0 for a complimentary grant. */
  amountMinor: number;
  currency: string;
  paymentMethod: PaymentProvider;
  /** The PAID order that pays for it; null for a complimentary grant. */
  orderId: string | null;
  /** The admin who granted or recorded it. */
  grantedById?: string | null;
  note?: string | null;
  /** Period length; the plan's own period when left out. */
  periodDays?: number;
  /** PAYMENT (a provider's or an admin's recorded payment) unless an admin grants it without payment. */
  source?: "PAYMENT" | "GRANT";
}

/**
 * PENDING → ACTIVE for one period. Renewing the same plan early starts at the end of the current period
 * (no paid day is lost), and so does any plan bought during a trial or earned days; another plan starts now (an
 * upgrade is wanted at once): lib/subscriptions/periods.rules.ts. The users row mirrors the period running now.
 * Runs inside the caller's transaction.
 */
export async function activateSubscription(input: ActivationInput, now: Date, tx: Transaction): Promise<Subscription> {
  const plan = await planQueries.getPlan(input.planId, tx);
  if (!plan) throw new Error(`Cannot activate unknown plan ${input.planId}`);
  const source = input.source ?? "PAYMENT";
  const open = await subscriptionQueries.openSubscriptions(input.userId, now, tx);
  const start = nextPeriodStart(open, { planId: input.planId, source }, now);
  const end = addDays(start, input.periodDays ?? plan.periodDays);
  const subscription = await subscriptionQueries.insertSubscription(
    {
      userId: input.userId,
      planId: input.planId,
      status: "ACTIVE",
      source,
      startDate: start,
      endDate: end,
      amountMinor: input.amountMinor,
      currency: input.currency,
      paymentMethod: input.paymentMethod,
      orderId: input.orderId,
      grantedById: input.grantedById ?? null,
      note: input.note ?? null,
    },
    tx,
  );
  await refreshUserSubscription(input.userId, now, tx, "EXPIRED");
  return subscription;
}
