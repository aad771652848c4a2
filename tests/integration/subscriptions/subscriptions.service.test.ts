import { randomUUID } from "node:crypto";

import { addDays } from "date-fns";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "@/db";
import { insertOrder } from "@/lib/payments/payments.queries";
import { paymentOrders, users } from "@/db/schema";
import { confirmPayment } from "@/lib/payments/confirm.service";
import { expireSubscriptions } from "@/lib/payments/billing.service";
import {
  adminCancelSubscription,
  cancelAtPeriodEnd,
  resumeSubscription,
} from "@/lib/subscriptions/subscriptions.service";

import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

const NOW = new Date("2026-11-22T12:00:00Z");

async function subscribed(plan: "BASIC" | "PREMIUM" = "PREMIUM", at = NOW) {
  const member = await makeUserWithToken();
  const order = await insertOrder({
    reference: `ord_${randomUUID().slice(0, 12)}`,
    userId: member.user.id,
    customerEmail: member.user.email,
    planId: plan,
    provider: "paystack",
    amountMinor: 1000,
    currency: "NGN",
    priceUsd: "19.99",
  });
  const result = await confirmPayment(
    {
      provider: "paystack",
      reference: order.reference,
      status: "paid",
      amountMinor: 1000,
      currency: "NGN",
      providerReference: `p-${order.reference}`,
    },
    at,
  );
  if (result.outcome !== "activated") throw new Error("not activated");
  return { member, subscription: result.subscription, actor: { id: member.user.id, email: member.user.email } };
}

const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

describe("member cancel and resume", () => {
  it("cancels at the period's end (still ACTIVE), and resumes before it", async () => {
    const { member, actor } = await subscribed();
    const cancelled = await cancelAtPeriodEnd(actor, addDays(NOW, 3));
    expect(cancelled).toMatchObject({ status: "ACTIVE", cancelAtPeriodEnd: true });
    expect(await userRow(member.user.id)).toMatchObject({ subscriptionStatus: "ACTIVE", subscriptionTier: "PREMIUM" });
    const resumed = await resumeSubscription(actor, addDays(NOW, 4));
    expect(resumed).toMatchObject({ status: "ACTIVE", cancelAtPeriodEnd: false, cancelledAt: null });
  });

  it("refuses when there is nothing active to change", async () => {
    const member = await makeUserWithToken();
    await expect(cancelAtPeriodEnd({ id: member.user.id, email: member.user.email })).rejects.toMatchObject({
      code: "conflict",
    });
  });

  it("through the API: visitors 401, members change only their own", async () => {
    const { POST: cancel } = await import("@/app/api/user/subscription/cancel/route");
    const { GET: mine } = await import("@/app/api/user/subscription/route");
    expect((await callRoute(cancel, jsonRequest("POST", "/api/user/subscription/cancel"))).status).toBe(401);
    const { member } = await subscribed();
    const other = await subscribed();
    const response = await callRoute(
      cancel,
      jsonRequest("POST", "/api/user/subscription/cancel", undefined, member.headers),
    );
    expect(response.body).toMatchObject({ success: true, data: { cancelAtPeriodEnd: true } });
    const theirs = await callRoute<{ data: { subscription: { cancelAtPeriodEnd: boolean } } }>(
      mine,
      jsonRequest("GET", "/api/user/subscription", undefined, other.member.headers),
    );
    expect(theirs.body.data.subscription.cancelAtPeriodEnd).toBe(false);
  });
});

describe("admin cancel", () => {
  it("cancels an ACTIVE subscription now and the user drops to FREE", async () => {
    const { member, subscription } = await subscribed();
    const admin = { id: null, email: "admin@example.com" };
    await expect(adminCancelSubscription(admin, subscription.id)).resolves.toMatchObject({ status: "CANCELLED" });
    expect(await userRow(member.user.id)).toMatchObject({
      subscriptionTier: "FREE",
      subscriptionStatus: "CANCELLED",
      subscriptionEndsAt: null,
    });
    await expect(adminCancelSubscription(admin, subscription.id)).rejects.toMatchObject({ code: "conflict" });
    await expect(adminCancelSubscription(admin, "missing")).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("expiry job", () => {
  it("expires ended periods (incl. cancelled-at-period-end) and stale checkouts, once", async () => {
    const { member, actor } = await subscribed("BASIC", NOW);
    await cancelAtPeriodEnd(actor, addDays(NOW, 1));
    const running = await subscribed("PREMIUM", addDays(NOW, 20));
    const stale = await insertOrder({
      reference: `ord_${randomUUID().slice(0, 12)}`,
      userId: member.user.id,
      customerEmail: member.user.email,
      planId: "VIP",
      provider: "flutterwave",
      amountMinor: 7999,
      currency: "USD",
      priceUsd: "79.99",
      expiresAt: addDays(NOW, 1),
    });

    const later = addDays(NOW, 31);
    const first = await expireSubscriptions(later);
    expect(first.subscriptions).toBeGreaterThanOrEqual(1);
    expect(await userRow(member.user.id)).toMatchObject({ subscriptionTier: "FREE", subscriptionStatus: "EXPIRED" });
    expect(await userRow(running.member.user.id)).toMatchObject({
      subscriptionTier: "PREMIUM",
      subscriptionStatus: "ACTIVE",
    });
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, stale.id));
    expect(order!.status).toBe("EXPIRED");

    expect(await expireSubscriptions(later)).toEqual({ subscriptions: 0, orders: 0 });
  });
});

describe("GET /api/plans", () => {
  it("lists the five plans with NGN prices at the rate and marks the caller's current plan", async () => {
    const { GET } = await import("@/app/api/plans/route");
    const visitor = await callRoute<{
      data: {
        ngnRate: number;
        plans: { id: string; priceUsd: number; priceNgn: number; current: boolean; popular: boolean }[];
      };
    }>(GET, jsonRequest("GET", "/api/plans"));
    expect(visitor.body.data.plans.map((plan) => plan.id)).toEqual(["FREE", "BASIC", "PREMIUM", "ENTERPRISE", "VIP"]);
    expect(visitor.body.data.plans.find((plan) => plan.id === "PREMIUM")).toMatchObject({
      priceUsd: 19.99,
      priceNgn: 29985,
      popular: true,
      current: false,
    });

    const { member } = await subscribed("PREMIUM", new Date());
    const signedIn = await callRoute<typeof visitor.body>(
      GET,
      jsonRequest("GET", "/api/plans", undefined, member.headers),
    );
    expect(signedIn.body.data.plans.filter((plan) => plan.current).map((plan) => plan.id)).toEqual(["PREMIUM"]);
  });
});
