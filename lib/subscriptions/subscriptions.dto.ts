import type { PaymentOrder, Subscription } from "@/db/schema";

// A subscription and a waiting checkout as the member's subscription page and the admin's grants show them.

export function toSubscriptionDto(subscription: Subscription) {
  return {
    id: subscription.id,
    plan: subscription.planId,
    /** PAYMENT, GRANT, TRIAL or REFERRAL: lets a page say "Trial" instead of "Paid until". */
    source: subscription.source,
    status: subscription.status,
    startDate: subscription.startDate?.toISOString() ?? null,
    endDate: subscription.endDate?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    cancelledAt: subscription.cancelledAt?.toISOString() ?? null,
    amountMinor: subscription.amountMinor,
    currency: subscription.currency,
    paymentMethod: subscription.paymentMethod,
  };
}

type SubscriptionDto = ReturnType<typeof toSubscriptionDto>;

export function toPendingOrderDto(order: PaymentOrder) {
  return {
    reference: order.reference,
    plan: order.planId,
    provider: order.provider,
    amountMinor: order.amountMinor,
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * The member's subscription: the period running now (else their latest), the periods queued after it (a plan bought
 * during the trial, earned days), and the checkout still waiting for its provider.
 */
export interface MemberSubscription {
  subscription: SubscriptionDto | null;
  queued: SubscriptionDto[];
  pendingOrder: ReturnType<typeof toPendingOrderDto> | null;
}
