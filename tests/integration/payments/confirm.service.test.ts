import { randomUUID } from "node:crypto";

import { addDays } from "date-fns";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "@/db";
import { insertOrder } from "@/lib/payments/payments.queries";
import {
  auditLog,
  paymentOrders,
  subscriptions,
  users,
  type PaymentProvider,
  type SubscriptionTier,
} from "@/db/schema";
import { confirmPayment, type VerifiedPayment } from "@/lib/payments/confirm.service";

import { makeUserWithToken } from "@/tests/helpers/factories";

const NOW = new Date("2026-11-22T12:00:00Z");

async function pendingOrder(
  options: { provider?: PaymentProvider; plan?: SubscriptionTier; amountMinor?: number; currency?: string } = {},
) {
  const { user } = await makeUserWithToken();
  const order = await insertOrder({
    reference: `ord_${randomUUID().slice(0, 12)}`,
    userId: user.id,
    customerEmail: user.email,
    planId: options.plan ?? "PREMIUM",
    provider: options.provider ?? "paystack",
    amountMinor: options.amountMinor ?? 2_998_500,
    currency: options.currency ?? "NGN",
    priceUsd: "19.99",
    exchangeRate: "1500",
  });
  return { user, order };
}

const paid = (
  order: { reference: string; amountMinor: number; currency: string; provider: PaymentProvider },
  overrides: Partial<VerifiedPayment> = {},
): VerifiedPayment => ({
  provider: order.provider,
  reference: order.reference,
  status: "paid",
  amountMinor: order.amountMinor,
  currency: order.currency,
  providerReference: `prov-${order.reference}`,
  ...overrides,
});

const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const subscriptionsOf = (userId: string) => db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

describe("confirmPayment", () => {
  it("activates a 30-day subscription on a verified, matching payment and mirrors it on the user", async () => {
    const { user, order } = await pendingOrder();
    const result = await confirmPayment(paid(order), NOW);
    expect(result.outcome).toBe("activated");

    const [subscription] = await subscriptionsOf(user.id);
    expect(subscription).toMatchObject({
      planId: "PREMIUM",
      status: "ACTIVE",
      amountMinor: 2_998_500,
      currency: "NGN",
      paymentMethod: "paystack",
      orderId: order.id,
    });
    expect(subscription!.startDate).toEqual(NOW);
    expect(subscription!.endDate).toEqual(addDays(NOW, 30));
    expect(await userRow(user.id)).toMatchObject({
      subscriptionTier: "PREMIUM",
      subscriptionStatus: "ACTIVE",
      subscriptionEndsAt: addDays(NOW, 30),
    });
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(row).toMatchObject({ status: "PAID", paidAt: NOW, providerReference: `prov-${order.reference}` });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audit.map((entry) => entry.action)).toContain("payment.confirmed");
  });

  it("is idempotent: confirming twice (webhook + browser return) grants one period", async () => {
    const { user, order } = await pendingOrder();
    await confirmPayment(paid(order), NOW);
    const again = await confirmPayment(paid(order), addDays(NOW, 1));
    expect(again.outcome).toBe("already_paid");
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
  });

  it("runs concurrent confirmations one at a time (row lock): still one subscription", async () => {
    const { user, order } = await pendingOrder();
    const outcomes = await Promise.all([confirmPayment(paid(order), NOW), confirmPayment(paid(order), NOW)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["activated", "already_paid"]);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
  });

  it("grants nothing when the amount or currency differ, or the order is another provider's", async () => {
    const { user, order } = await pendingOrder();
    expect(await confirmPayment(paid(order, { amountMinor: order.amountMinor - 1 }), NOW)).toMatchObject({
      outcome: "rejected",
    });
    expect(await confirmPayment(paid(order, { amountMinor: order.amountMinor + 100 }), NOW)).toMatchObject({
      outcome: "rejected",
    });
    expect(await confirmPayment(paid(order, { currency: "USD" }), NOW)).toMatchObject({ outcome: "rejected" });
    expect(await confirmPayment(paid(order, { provider: "flutterwave" }), NOW)).toMatchObject({
      outcome: "rejected",
      reason: expect.stringContaining("another provider"),
    });
    expect(await confirmPayment(paid(order, { reference: "ord_unknown" }), NOW)).toMatchObject({
      outcome: "rejected",
      order: null,
    });
    expect(await subscriptionsOf(user.id)).toHaveLength(0);
    expect(await userRow(user.id)).toMatchObject({ subscriptionTier: "FREE", subscriptionStatus: "INACTIVE" });
  });

  it("accepts overpayment only where the provider's rule allows it (Flutterwave)", async () => {
    const { order } = await pendingOrder({ provider: "flutterwave", currency: "USD", amountMinor: 1999 });
    expect(await confirmPayment(paid(order, { amountMinor: 2000, allowOverpayment: true }), NOW)).toMatchObject({
      outcome: "activated",
    });
  });

  it("marks a pending order FAILED, but a late 'failed' never revokes a paid one", async () => {
    const first = await pendingOrder();
    expect(await confirmPayment(paid(first.order, { status: "failed" }), NOW)).toMatchObject({
      outcome: "failed",
      order: { status: "FAILED" },
    });

    const second = await pendingOrder();
    await confirmPayment(paid(second.order), NOW);
    expect(await confirmPayment(paid(second.order, { status: "failed" }), NOW)).toMatchObject({
      outcome: "already_paid",
    });
    expect(await userRow(second.user.id)).toMatchObject({ subscriptionStatus: "ACTIVE" });
  });

  it("leaves a pending payment pending", async () => {
    const { user, order } = await pendingOrder();
    expect(await confirmPayment(paid(order, { status: "pending" }), NOW)).toMatchObject({
      outcome: "pending",
      order: { status: "PENDING" },
    });
    expect(await subscriptionsOf(user.id)).toHaveLength(0);
  });

  it("starts an early renewal of the same plan at the end of the current period", async () => {
    const { user, order } = await pendingOrder();
    await confirmPayment(paid(order), NOW);
    const renewal = await insertOrder({
      reference: `ord_${randomUUID().slice(0, 12)}`,
      userId: user.id,
      customerEmail: user.email,
      planId: "PREMIUM",
      provider: "paystack",
      amountMinor: 2_998_500,
      currency: "NGN",
      priceUsd: "19.99",
    });
    const result = await confirmPayment(paid(renewal), addDays(NOW, 10));
    expect(result.outcome).toBe("activated");
    if (result.outcome !== "activated") return;
    expect(result.subscription.startDate).toEqual(addDays(NOW, 30));
    expect(result.subscription.endDate).toEqual(addDays(NOW, 60));
    expect(await userRow(user.id)).toMatchObject({ subscriptionEndsAt: addDays(NOW, 60) });
  });

  it("starts another plan at once", async () => {
    const { user, order } = await pendingOrder();
    await confirmPayment(paid(order), NOW);
    const upgrade = await insertOrder({
      reference: `ord_${randomUUID().slice(0, 12)}`,
      userId: user.id,
      customerEmail: user.email,
      planId: "VIP",
      provider: "paystack",
      amountMinor: 11_998_500,
      currency: "NGN",
      priceUsd: "79.99",
    });
    const later = addDays(NOW, 5);
    const result = await confirmPayment(paid(upgrade), later);
    expect(result.outcome === "activated" && result.subscription.startDate).toEqual(later);
    expect(await userRow(user.id)).toMatchObject({ subscriptionTier: "VIP", subscriptionEndsAt: addDays(later, 30) });
  });
});
