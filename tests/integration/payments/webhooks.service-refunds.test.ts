// Refund webhooks: Flutterwave's refund.completed settles our refund row and the order by the
// Flutterwave transaction id it names; a replay is a no-op; a refund that completed at once is not counted
// twice; a dashboard refund is recorded; a forged signature changes nothing. Every refund event's inbox
// outcome reads refund_recorded, never "activated" (Paystack's too).
import { createHmac } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import {
  FAKE_FLUTTERWAVE_SECRET_HASH,
  FAKE_PAYSTACK_KEY,
  fakePaymentsEnv,
  startFakePayments,
} from "@/tests/helpers/fake-servers/payments";

const fake = await startFakePayments();
Object.assign(process.env, fakePaymentsEnv(fake.url));

const { db } = await import("@/db");
const { paymentEvents, paymentOrders, refunds, subscriptions, users } = await import("@/db/schema");
const { confirmReturn } = await import("@/lib/payments/webhooks.service");
const paystackRoute = await import("@/app/api/payments/paystack/route");
const flutterwaveRoute = await import("@/app/api/payments/flutterwave/route");
const webhookRoute = await import("@/app/api/payments/webhooks/[provider]/route");
const refundRoute = await import("@/app/api/admin/payments/refund/route");
const { callRoute, jsonRequest } = await import("@/tests/helpers/request");
const { makeUserWithToken } = await import("@/tests/helpers/factories");

afterAll(() => fake.close());
afterEach(() => {
  fake.flutterwaveRefundStatus = "completed";
});

let admin: Awaited<ReturnType<typeof makeUserWithToken>>;
beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
});

async function paidOrder(provider: "paystack" | "flutterwave", plan = "PREMIUM") {
  const member = await makeUserWithToken();
  const route = provider === "paystack" ? paystackRoute : flutterwaveRoute;
  const response = await callRoute<{ data: { reference: string } }>(
    route.POST,
    jsonRequest("POST", `/api/payments/${provider}`, { plan }, member.headers),
  );
  const reference = response.body.data.reference;
  fake.settle(reference, { status: provider === "paystack" ? "success" : "successful" });
  expect(await confirmReturn(provider, reference)).toBe("activated");
  return { member, reference, order: await orderOf(reference) };
}

const orderOf = async (reference: string) =>
  (await db.select().from(paymentOrders).where(eq(paymentOrders.reference, reference)))[0]!;
const refundsOf = async (orderId: string) => db.select().from(refunds).where(eq(refunds.orderId, orderId));
const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const refund = (body: unknown) =>
  callRoute<{ data: { id: string; status: string; orderStatus: string } }>(
    refundRoute.POST,
    jsonRequest("POST", "/api/admin/payments/refund", body, admin.headers),
  );
const refundEvents = async (type: string) =>
  (await db.select().from(paymentEvents)).filter((event) => event.eventType === type);

/** Flutterwave's refund.completed as it delivers it: PascalCase fields, amount in major units, signed with the secret
 * hash. */
function flutterwaveRefundWebhook(
  data: { id: number | string; transactionId: string; amount: number; status?: string },
  secret = FAKE_FLUTTERWAVE_SECRET_HASH,
) {
  const body = JSON.stringify({
    event: "refund.completed",
    data: {
      id: data.id,
      AmountRefunded: data.amount,
      status: data.status ?? "completed",
      FlwRef: `URF_${data.id}`,
      destination: "payment_source",
      comments: "Refund",
      TransactionId: Number(data.transactionId),
      createdAt: new Date().toISOString(),
    },
  });
  const signature = createHmac("sha256", secret).update(body).digest("base64");
  return callRoute<{ success: boolean; data: { status: string } }>(
    webhookRoute.POST,
    jsonRequest("POST", "/api/payments/webhooks/flutterwave", body, {
      "content-type": "application/json",
      "flutterwave-signature": signature,
    }),
    { provider: "flutterwave" },
  );
}

describe("Flutterwave refund.completed", () => {
  it(
    "completes a pending refund: the order is refunded, the subscription ends, the inbox says refund_recorded; a " +
      "replay is a no-op",
    async () => {
      fake.flutterwaveRefundStatus = "pending";
      const { member, reference, order } = await paidOrder("flutterwave");
      const asked = await refund({ reference, reason: "Duplicate charge" });
      expect(asked.body.data).toMatchObject({ status: "PENDING", orderStatus: "PAID" });
      const providerRefundId = fake.refunds.at(-1)!.id;
      expect(await userRow(member.user.id)).toMatchObject({
        subscriptionTier: "PREMIUM",
        subscriptionStatus: "ACTIVE",
      });

      const completed = await flutterwaveRefundWebhook({
        id: providerRefundId,
        transactionId: order.providerReference!,
        amount: order.amountMinor / 100,
      });
      expect(completed).toMatchObject({ status: 200, body: { data: { status: "processed" } } });
      const [row] = await refundsOf(order.id);
      expect(row).toMatchObject({
        status: "PROCESSED",
        providerRefundId: String(providerRefundId),
        reason: "Duplicate charge",
      });
      expect(await orderOf(reference)).toMatchObject({ status: "REFUNDED", refundedAmountMinor: order.amountMinor });
      const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.orderId, order.id));
      expect(subscription).toMatchObject({ status: "CANCELLED" });
      expect(await userRow(member.user.id)).toMatchObject({
        subscriptionTier: "FREE",
        subscriptionStatus: "CANCELLED",
      });
      const [event] = (await refundEvents("refund.completed")).filter((candidate) => candidate.orderId === order.id);
      expect(event).toMatchObject({ outcome: "refund_recorded", provider: "flutterwave", signatureValid: true });

      const replay = await flutterwaveRefundWebhook({
        id: providerRefundId,
        transactionId: order.providerReference!,
        amount: order.amountMinor / 100,
      });
      expect(replay.body.data.status).toBe("duplicate");
      expect(await refundsOf(order.id)).toHaveLength(1);
      expect(await orderOf(reference)).toMatchObject({ refundedAmountMinor: order.amountMinor });
    },
  );

  it("does not count a refund twice when Flutterwave completed it at once and the webhook follows", async () => {
    const { reference, order } = await paidOrder("flutterwave", "BASIC");
    expect((await refund({ reference, amount: "4.00" })).body.data).toMatchObject({
      status: "PROCESSED",
      orderStatus: "PARTIALLY_REFUNDED",
    });
    const providerRefundId = fake.refunds.at(-1)!.id;
    const late = await flutterwaveRefundWebhook({
      id: providerRefundId,
      transactionId: order.providerReference!,
      amount: 4,
    });
    expect(late.status).toBe(200);
    expect(await refundsOf(order.id)).toMatchObject([{ status: "PROCESSED", amountMinor: 400 }]);
    expect(await orderOf(reference)).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedAmountMinor: 400 });
  });

  it("records a refund made on the Flutterwave dashboard, and a failed one refunds nothing", async () => {
    const { reference, order } = await paidOrder("flutterwave");
    await flutterwaveRefundWebhook({ id: 990_001, transactionId: order.providerReference!, amount: 5.5 });
    expect(await refundsOf(order.id)).toMatchObject([
      { status: "PROCESSED", amountMinor: 550, providerRefundId: "990001" },
    ]);
    expect(await orderOf(reference)).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedAmountMinor: 550 });

    fake.flutterwaveRefundStatus = "pending";
    await refund({ reference, amount: "2.00" });
    const pendingId = fake.refunds.at(-1)!.id;
    await flutterwaveRefundWebhook({
      id: pendingId,
      transactionId: order.providerReference!,
      amount: 2,
      status: "failed",
    });
    const failed = (await refundsOf(order.id)).find((row) => row.providerRefundId === String(pendingId));
    expect(failed).toMatchObject({ status: "FAILED" });
    expect(await orderOf(reference)).toMatchObject({ refundedAmountMinor: 550 });
  });

  it("refuses a forged signature and ignores a transaction that is not ours", async () => {
    fake.flutterwaveRefundStatus = "pending";
    const { reference, order } = await paidOrder("flutterwave");
    await refund({ reference });
    const forged = await flutterwaveRefundWebhook(
      { id: fake.refunds.at(-1)!.id, transactionId: order.providerReference!, amount: order.amountMinor / 100 },
      "attacker-hash",
    );
    expect(forged.status).toBe(401);
    expect(await refundsOf(order.id)).toMatchObject([{ status: "PENDING" }]);
    expect(await orderOf(reference)).toMatchObject({ status: "PAID", refundedAmountMinor: 0 });

    const stranger = await flutterwaveRefundWebhook({ id: 777_777, transactionId: "123456789", amount: 1 });
    expect(stranger.body.data.status).toBe("ignored");
  });
});

describe("Paystack refund events", () => {
  it("are labelled refund_recorded in the inbox too", async () => {
    const { reference, order } = await paidOrder("paystack");
    await refund({ reference });
    const body = JSON.stringify({
      event: "refund.processed",
      data: {
        status: "processed",
        transaction_reference: reference,
        refund_reference: `RF_${reference}`,
        amount: String(order.amountMinor),
        currency: "NGN",
      },
    });
    const signature = createHmac("sha512", FAKE_PAYSTACK_KEY).update(body).digest("hex");
    const response = await callRoute(
      webhookRoute.POST,
      jsonRequest("POST", "/api/payments/webhooks/paystack", body, {
        "content-type": "application/json",
        "x-paystack-signature": signature,
      }),
      { provider: "paystack" },
    );
    expect(response.status).toBe(200);
    const [event] = (await refundEvents("refund.processed")).filter((candidate) => candidate.orderId === order.id);
    expect(event).toMatchObject({ outcome: "refund_recorded" });
    expect(await orderOf(reference)).toMatchObject({ status: "REFUNDED" });
  });
});
