// Checkout and provider verification against the fake providers (real HTTP on 127.0.0.1). The env is
// read once when lib/env is first imported, so the fake server starts and the keys are set before the
// services are imported.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import {
  FAKE_FLUTTERWAVE_KEY,
  FAKE_NOWPAYMENTS_KEY,
  FAKE_PAYSTACK_KEY,
  startFakePayments,
} from "@/tests/helpers/fake-servers/payments";

const fake = await startFakePayments();
process.env.PAYSTACK_SECRET_KEY = FAKE_PAYSTACK_KEY;
process.env.PAYSTACK_BASE_URL = `${fake.url}/paystack`;
process.env.FLUTTERWAVE_SECRET_KEY = FAKE_FLUTTERWAVE_KEY;
process.env.FLUTTERWAVE_BASE_URL = `${fake.url}/flutterwave/v3`;
process.env.NOWPAYMENTS_API_KEY = FAKE_NOWPAYMENTS_KEY;
process.env.NOWPAYMENTS_BASE_URL = `${fake.url}/nowpayments/v1`;
process.env.APP_URL = "http://localhost:3000";

const { db } = await import("@/db");
const { paymentOrders, users } = await import("@/db/schema");
const { startCheckout, chargeAmount } = await import("@/lib/payments/checkout.service");
const { verifyOrderWithProvider } = await import("@/lib/payments/verify.service");
const { confirmPayment } = await import("@/lib/payments/confirm.service");
const { makeUserWithToken } = await import("@/tests/helpers/factories");

afterAll(() => fake.close());

async function member() {
  const { user } = await makeUserWithToken();
  return { user: { ...user }, role: user.role, via: "bearer" as const };
}

const orderOf = async (reference: string) =>
  (await db.select().from(paymentOrders).where(eq(paymentOrders.reference, reference)))[0]!;

describe("chargeAmount", () => {
  it("converts the USD price to cents or to kobo at the NGN rate", () => {
    expect(chargeAmount(19.99, "USD", 1500)).toBe(1999);
    expect(chargeAmount(19.99, "NGN", 1500)).toBe(2_998_500);
    expect(chargeAmount(9.99, "NGN", 1500)).toBe(1_498_500);
    expect(chargeAmount(0.29, "USD", 1)).toBe(29); // 0.29 * 100 is 28.999… in floating point
  });
});

describe("startCheckout", () => {
  it("Paystack: NGN only, amount in kobo at the rate, order written before the provider call", async () => {
    const caller = await member();
    await expect(startCheckout(caller, "paystack", { plan: "PREMIUM", currency: "USD" })).rejects.toMatchObject({
      code: "bad_request",
      message: "Paystack supports NGN only in this setup",
    });

    const result = await startCheckout(caller, "paystack", { plan: "PREMIUM", currency: "NGN" });
    expect(result).toMatchObject({ provider: "paystack", amountMinor: 2_998_500, currency: "NGN" });
    expect(result.url).toContain(result.reference);
    const sent = JSON.parse(fake.server.requests.at(-1)!.body);
    expect(sent).toMatchObject({
      amount: 2_998_500,
      currency: "NGN",
      reference: result.reference,
      email: caller.user.email,
    });
    expect(sent.callback_url).toBe(`http://localhost:3000/api/payments/return/paystack?reference=${result.reference}`);
    expect(await orderOf(result.reference)).toMatchObject({
      status: "PENDING",
      userId: caller.user.id,
      planId: "PREMIUM",
      amountMinor: 2_998_500,
      exchangeRate: "1500.0000",
      checkoutUrl: result.url,
    });
  });

  it("Flutterwave: USD in major units with the customer's e-mail and name", async () => {
    const caller = await member();
    const result = await startCheckout(caller, "flutterwave", { plan: "BASIC", currency: "USD" });
    expect(result).toMatchObject({ amountMinor: 999, currency: "USD" });
    expect(JSON.parse(fake.server.requests.at(-1)!.body)).toMatchObject({
      tx_ref: result.reference,
      amount: 9.99,
      currency: "USD",
      customer: { email: caller.user.email, name: caller.user.fullName },
    });
  });

  it("NOWPayments: a USD invoice with our order id and the IPN URL", async () => {
    const caller = await member();
    const result = await startCheckout(caller, "nowpayments", { plan: "ENTERPRISE", currency: "USD" });
    expect(JSON.parse(fake.server.requests.at(-1)!.body)).toMatchObject({
      order_id: result.reference,
      price_amount: 39.99,
      price_currency: "usd",
      ipn_callback_url: "http://localhost:3000/api/payments/webhooks/nowpayments",
    });
  });

  it("refuses the free plan and marks the order FAILED when the provider refuses", async () => {
    const caller = await member();
    await expect(startCheckout(caller, "flutterwave", { plan: "FREE", currency: "USD" })).rejects.toMatchObject({
      code: "bad_request",
    });
    fake.server.setMode({
      kind: "respond",
      response: { status: 500, body: '{"status":"error","message":"boom","data":null}' },
    });
    try {
      await expect(startCheckout(caller, "flutterwave", { plan: "BASIC", currency: "USD" })).rejects.toMatchObject({
        code: "upstream_failed",
        message: "Payment initiation failed",
      });
    } finally {
      fake.server.setMode({ kind: "normal" });
    }
    const failed = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, caller.user.id));
    expect(failed.map((order) => order.status)).toEqual(["FAILED"]);
  });
});

describe("verify with the provider, then confirm", () => {
  it.each([
    ["paystack", "NGN", "success"],
    ["flutterwave", "USD", "successful"],
    ["nowpayments", "USD", "finished"],
  ] as const)("%s: a paid order activates the plan", async (provider, currency, paidStatus) => {
    const caller = await member();
    const checkout = await startCheckout(caller, provider, { plan: "PREMIUM", currency });
    const order = await orderOf(checkout.reference);

    // Before the payer pays, the provider says pending (or nothing yet): nothing is granted.
    expect((await confirmPayment(await verifyOrderWithProvider(order))).outcome).toBe("pending");

    const tx = fake.settle(checkout.reference, { status: paidStatus });
    const verified = await verifyOrderWithProvider(order, { paymentId: tx.paymentId });
    expect(verified).toMatchObject({
      status: "paid",
      reference: checkout.reference,
      amountMinor: order.amountMinor,
      currency,
    });
    expect((await confirmPayment(verified)).outcome).toBe("activated");
    const [row] = await db.select().from(users).where(eq(users.id, caller.user.id));
    expect(row).toMatchObject({ subscriptionTier: "PREMIUM", subscriptionStatus: "ACTIVE" });
  });

  it("a provider reporting less than we charged grants nothing", async () => {
    const caller = await member();
    const checkout = await startCheckout(caller, "paystack", { plan: "PREMIUM", currency: "NGN" });
    fake.settle(checkout.reference, { status: "success", amount: 100 });
    const result = await confirmPayment(await verifyOrderWithProvider(await orderOf(checkout.reference)));
    expect(result.outcome).toBe("rejected");
  });
});
