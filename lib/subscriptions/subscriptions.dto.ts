import type { PaymentOrder, Subscription } from "@/db/schema";

// A subscription and a waiting checkout as the member's subscription page and the admin's grants show them.

export function toSubscriptionDto(subscription: Subscription) {
  return {
    id: subscription.id,
    plan: subscription.planId,
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

/** The member's current subscription (if any) and the checkout still waiting for its provider. */
export interface MemberSubscription {
  subscription: SubscriptionDto | null;
  pendingOrder: ReturnType<typeof toPendingOrderDto> | null;
}
