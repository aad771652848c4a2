// Refunds: the admin's refund calls the provider (fake Paystack / Flutterwave), Paystack's signed
// refund.* webhooks settle the refund row and the order, a full refund ends the subscription, a replayed
// webhook is a no-op, crypto is refused, and a provider refusal leaves nothing refunded.
import { createHmac } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { FAKE_PAYSTACK_KEY, fakePaymentsEnv, startFakePayments } from "@/tests/helpers/fake-servers/payments";

const fake = await startFakePayments();
Object.assign(process.env, fakePaymentsEnv(fake.url));

const { db } = await import("@/db");
const { paymentEvents, paymentOrders, refunds, subscriptions, users } = await import("@/db/schema");
const { confirmReturn } = await import("@/lib/payments/webhooks.service");
const paystackRoute = await import("@/app/api/payments/paystack/route");
const flutterwaveRoute = await import("@/app/api/payments/flutterwave/route");
const cryptoRoute = await import("@/app/api/payments/crypto/route");
const webhookRoute = await import("@/app/api/payments/webhooks/[provider]/route");
const refundRoute = await import("@/app/api/admin/payments/refund/route");
const paymentsRoute = await import("@/app/api/admin/payments/route");
const manualRoute = await import("@/app/api/admin/payments/manual/route");
const { callRoute, jsonRequest } = await import("@/tests/helpers/request");
const { makeUserWithToken } = await import("@/tests/helpers/factories");

afterAll(() => fake.close());

// Made in beforeAll: on PostgreSQL the file's fresh database is migrated by the setup file's beforeAll.
let admin: Awaited<ReturnType<typeof makeUserWithToken>>;
beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
});

/** A member pays `plan` through `provider` (checkout → provider says paid → browser return confirms). */
async function paidOrder(
  route: { POST: Parameters<typeof callRoute>[0] },
  provider: "paystack" | "flutterwave" | "nowpayments",
  plan = "PREMIUM",
) {
  const member = await makeUserWithToken();
  const path = provider === "nowpayments" ? "crypto" : provider;
  const response = await callRoute<{ data: { reference: string } }>(
    route.POST,
    jsonRequest("POST", `/api/payments/${path}`, { plan }, member.headers),
  );
  const reference = response.body.data.reference;
  const tx = fake.settle(reference, {
    status: provider === "paystack" ? "success" : provider === "flutterwave" ? "successful" : "finished",
  });
  expect(await confirmReturn(provider, reference, tx.paymentId)).toBe("activated");
  return { member, reference };
}

const refund = (body: unknown) =>
  callRoute<{
    success: boolean;
    data: { id: string; status: string; amountMinor: number; orderStatus: string };
    error?: string;
  }>(refundRoute.POST, jsonRequest("POST", "/api/admin/payments/refund", body, admin.headers));
const order = async (reference: string) =>
  (await db.select().from(paymentOrders).where(eq(paymentOrders.reference, reference)))[0]!;
const refundsOf = async (reference: string) =>
  db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, (await order(reference)).id));
const subscriptionOf = async (orderId: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId)))[0]!;
const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

function refundWebhook(
  event: "refund.processed" | "refund.failed" | "refund.pending",
  reference: string,
  amount: number | string,
  refundReference = `RF_${reference}_${amount}`,
) {
  const body = JSON.stringify({
    event,
    data: {
      status: event.slice(7),
      transaction_reference: reference,
      refund_reference: refundReference,
      amount,
      currency: "NGN",
      customer: { email: "x@example.com" },
    },
  });
  const signature = createHmac("sha512", FAKE_PAYSTACK_KEY).update(body).digest("hex");
  return callRoute<{ data: { status: string } }>(
    webhookRoute.POST,
    jsonRequest("POST", "/api/payments/webhooks/paystack", body, {
      "content-type": "application/json",
      "x-paystack-signature": signature,
    }),
    { provider: "paystack" },
  );
}

describe("Paystack refunds", () => {
  it(
    "a full refund asks Paystack, stays pending until refund.processed, then ends the subscription; a replay is a " +
      "no-op",
    async () => {
      const { member, reference } = await paidOrder(paystackRoute, "paystack");
      const paid = await order(reference);
      const response = await refund({ reference, reason: "Customer request" });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ status: "PENDING", amountMinor: paid.amountMinor });
      expect(fake.refunds.at(-1)).toMatchObject({ provider: "paystack", reference, amount: paid.amountMinor });
      // Nothing is refunded until Paystack says so.
      expect(await order(reference)).toMatchObject({ status: "PAID", refundedAmountMinor: 0 });
      expect(await userRow(member.user.id)).toMatchObject({ subscriptionStatus: "ACTIVE" });

      // Paystack sends the amount as a string in refund webhooks.
      const processed = await refundWebhook("refund.processed", reference, String(paid.amountMinor));
      expect(processed.status).toBe(200);
      expect(processed.body.data.status).toBe("processed");
      expect(await order(reference)).toMatchObject({ status: "REFUNDED", refundedAmountMinor: paid.amountMinor });
      const [row] = await refundsOf(reference);
      expect(row).toMatchObject({ status: "PROCESSED", requestedById: admin.user.id, reason: "Customer request" });
      expect(row!.processedAt).not.toBeNull();
      expect(await subscriptionOf(paid.id)).toMatchObject({ status: "CANCELLED" });
      expect(await userRow(member.user.id)).toMatchObject({
        subscriptionTier: "FREE",
        subscriptionStatus: "CANCELLED",
      });

      const replay = await refundWebhook("refund.processed", reference, String(paid.amountMinor));
      expect(replay.body.data.status).toBe("duplicate");
      expect(await order(reference)).toMatchObject({ status: "REFUNDED", refundedAmountMinor: paid.amountMinor });
      expect(await refundsOf(reference)).toHaveLength(1);
      const events = await db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
      expect(events.filter((event) => event.eventType === "refund.processed")).toHaveLength(1);

      // Nothing left to refund now.
      expect((await refund({ reference })).status).toBe(409);
    },
  );

  it("a partial refund leaves the subscription; refund.failed releases the amount", async () => {
    const { member, reference } = await paidOrder(paystackRoute, "paystack");
    const paid = await order(reference);
    expect((await refund({ reference, amount: "5000.00" })).status).toBe(200);
    // More than what is left (the in-flight refund reserves its amount) is refused.
    const tooMuch = await refund({ reference, amount: String(paid.amountMinor / 100) });
    expect(tooMuch.status).toBe(400);
    await refundWebhook("refund.processed", reference, 500_000);
    expect(await order(reference)).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedAmountMinor: 500_000 });
    expect(await userRow(member.user.id)).toMatchObject({ subscriptionStatus: "ACTIVE", subscriptionTier: "PREMIUM" });

    expect((await refund({ reference, amount: "1000" })).status).toBe(200);
    await refundWebhook("refund.failed", reference, 100_000);
    const rows = await refundsOf(reference);
    expect(rows.map((row) => row.status).sort()).toEqual(["FAILED", "PROCESSED"]);
    expect(await order(reference)).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedAmountMinor: 500_000 });
    // FAILED is final: a later "processed" with another refund reference is a new (dashboard) refund.
    await refundWebhook("refund.processed", reference, 100_000, "another-ref");
    expect((await refundsOf(reference)).map((row) => row.status).sort()).toEqual(["FAILED", "PROCESSED", "PROCESSED"]);
    expect(await order(reference)).toMatchObject({ refundedAmountMinor: 600_000 });
  });

  it("a provider refusal marks the refund FAILED, answers 502 and refunds nothing", async () => {
    const { reference } = await paidOrder(paystackRoute, "paystack");
    fake.refundFailure = { status: 400, message: "Transaction has been fully reversed" };
    try {
      const response = await refund({ reference });
      expect(response.status).toBe(502);
      expect(response.body.error).toMatch(/^Failed to refund payment/);
    } finally {
      fake.refundFailure = null;
    }
    expect((await refundsOf(reference)).map((row) => row.status)).toEqual(["FAILED"]);
    expect(await order(reference)).toMatchObject({ status: "PAID", refundedAmountMinor: 0 });
  });

  it("a refund made on the Paystack dashboard is recorded when its processed webhook arrives", async () => {
    const { reference } = await paidOrder(paystackRoute, "paystack");
    await refundWebhook("refund.processed", reference, 200_000, "DASHBOARD-1");
    expect(await refundsOf(reference)).toMatchObject([
      { status: "PROCESSED", amountMinor: 200_000, providerRefundId: "DASHBOARD-1" },
    ]);
    expect(await order(reference)).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedAmountMinor: 200_000 });
  });
});

describe("other providers", () => {
  it("Flutterwave refunds by transaction id and completes at once", async () => {
    const { member, reference } = await paidOrder(flutterwaveRoute, "flutterwave", "BASIC");
    const paid = await order(reference);
    const response = await refund({ reference });
    expect(response.body.data).toMatchObject({ status: "PROCESSED", orderStatus: "REFUNDED" });
    expect(fake.refunds.at(-1)).toMatchObject({ provider: "flutterwave", reference, amount: paid.amountMinor / 100 });
    expect(await userRow(member.user.id)).toMatchObject({ subscriptionTier: "FREE" });
  });

  it("crypto refunds are refused with a clear message and nothing is written", async () => {
    const { reference } = await paidOrder(cryptoRoute, "nowpayments", "VIP");
    const response = await refund({ reference });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/NOWPayments has no refund API/);
    expect(await refundsOf(reference)).toHaveLength(0);
  });

  it("a manual payment's refund is recorded as processed; unpaid or unknown orders are refused", async () => {
    const member = await makeUserWithToken();
    const recorded = await callRoute<{ data: { reference: string } }>(
      manualRoute.POST,
      jsonRequest(
        "POST",
        "/api/admin/payments/manual",
        { email: member.user.email, plan: "VIP", amount: "79.99", currency: "USD", externalReference: "CASH-1" },
        admin.headers,
      ),
    );
    const response = await refund({ reference: recorded.body.data.reference, amount: "9.99" });
    expect(response.body.data).toMatchObject({ status: "PROCESSED", orderStatus: "PARTIALLY_REFUNDED" });
    expect((await refund({ reference: "ec_000000000000000000000000" })).status).toBe(404);
    const pending = await callRoute<{ data: { reference: string } }>(
      paystackRoute.POST,
      jsonRequest("POST", "/api/payments/paystack", { plan: "BASIC" }, member.headers),
    );
    expect((await refund({ reference: pending.body.data.reference })).status).toBe(409);
  });

  it("the payments list shows orders with their refunds and filters by provider and status", async () => {
    const list = await callRoute<{
      data: { payments: { provider: string; status: string; refunds: unknown[]; refundable: boolean }[] };
    }>(
      paymentsRoute.GET,
      jsonRequest("GET", "/api/admin/payments?provider=paystack&status=REFUNDED", undefined, admin.headers),
    );
    expect(list.status).toBe(200);
    expect(list.body.data.payments.length).toBeGreaterThan(0);
    expect(
      list.body.data.payments.every(
        (row) => row.provider === "paystack" && row.status === "REFUNDED" && row.refunds.length > 0 && !row.refundable,
      ),
    ).toBe(true);
  });
});
