// A paid period in integration tests: a checkout order paid and confirmed through the real confirmation path
// (lib/payments/confirm.service.ts), as a provider's webhook or verify call would confirm it.
import { randomUUID } from "node:crypto";

import type { SubscriptionTier } from "@/db/schema";
import { confirmPayment } from "@/lib/payments/confirm.service";
import { insertOrder } from "@/lib/payments/payments.queries";

export async function paidPeriod(user: { id: string; email: string }, plan: SubscriptionTier, at = new Date()) {
  const order = await insertOrder({
    reference: `ord_${randomUUID().slice(0, 12)}`,
    userId: user.id,
    customerEmail: user.email,
    planId: plan,
    provider: "paystack",
    amountMinor: 1_999,
    currency: "USD",
    priceUsd: "19.99",
    exchangeRate: null,
  });
  const result = await confirmPayment(
    {
      provider: "paystack",
      reference: order.reference,
      status: "paid",
      amountMinor: order.amountMinor,
      currency: "USD",
      providerReference: `prov-${order.reference}`,
    },
    at,
  );
  if (result.outcome !== "activated") throw new Error(`payment not activated: ${result.outcome}`);
  return result.subscription;
}
