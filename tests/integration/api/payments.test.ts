// The checkout, webhook and browser-return routes against the fake providers (real HTTP on 127.0.0.1).
import { createHmac, randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import {
  FAKE_FLUTTERWAVE_SECRET_HASH,
  FAKE_NOWPAYMENTS_IPN_SECRET,
  FAKE_PAYSTACK_KEY,
  fakePaymentsEnv,
  startFakePayments,
} from "@/tests/helpers/fake-servers/payments";

const fake = await startFakePayments();
Object.assign(process.env, fakePaymentsEnv(fake.url));

const { db } = await import("@/db");
const { paymentEvents, paymentOrders, subscriptions, users } = await import("@/db/schema");
const { sortKeysDeep } = await import("@/lib/payments/signatures.rules");
const paystackRoute = await import("@/app/api/payments/paystack/route");
const flutterwaveRoute = await import("@/app/api/payments/flutterwave/route");
const cryptoRoute = await import("@/app/api/payments/crypto/route");
const webhookRoute = await import("@/app/api/payments/webhooks/[provider]/route");
const returnRoute = await import("@/app/api/payments/return/[provider]/route");
const { callRoute, jsonRequest } = await import("@/tests/helpers/request");
const { makeUserWithToken } = await import("@/tests/helpers/factories");

afterAll(() => fake.close());

async function checkout(route: { POST: Parameters<typeof callRoute>[0] }, path: string, body: unknown) {
  const member = await makeUserWithToken();
  const response = await callRoute<{ success: boolean; data: Record<string, string | number>; error?: string }>(
    route.POST,
    jsonRequest("POST", path, body, member.headers),
  );
  return { member, response };
}

const orderCount = async () => (await db.select().from(paymentOrders)).length;
const subscriptionsOf = (userId: string) => db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

function paystackWebhook(
  reference: string,
  id = Math.floor(Math.random() * 1e9),
  event = "charge.success",
  secret = FAKE_PAYSTACK_KEY,
) {
  const body = JSON.stringify({ event, data: { id, reference, status: "success", amount: 1, currency: "NGN" } });
  const signature = createHmac("sha512", secret).update(body).digest("hex");
  return jsonRequest("POST", "/api/payments/webhooks/paystack", body, {
    "content-type": "application/json",
    "x-paystack-signature": signature,
  });
}

describe("checkout routes", () => {
  it("refuse visitors with the sign-in message and write nothing", async () => {
    const before = await orderCount();
    const response = await callRoute(
      paystackRoute.POST,
      jsonRequest("POST", "/api/payments/paystack", { plan: "PREMIUM" }),
    );
    expect(response.status).toBe(401);
    expect(await orderCount()).toBe(before);
  });

  it("never take the amount, email or currency of another provider from the browser", async () => {
    const before = await orderCount();
    const withAmount = await checkout(paystackRoute, "/api/payments/paystack", {
      plan: "PREMIUM",
      amount: 1,
      email: "x@example.com",
    });
    expect(withAmount.response.status).toBe(400);
    const usd = await checkout(paystackRoute, "/api/payments/paystack", { plan: "PREMIUM", currency: "USD" });
    expect(usd.response).toMatchObject({
      status: 400,
      body: { success: false, error: "Paystack supports NGN only in this setup" },
    });
    const free = await checkout(flutterwaveRoute, "/api/payments/flutterwave", { plan: "FREE" });
    expect(free.response.status).toBe(422);
    expect(await orderCount()).toBe(before);
  });

  it("answer the provider page for each provider", async () => {
    const paystack = await checkout(paystackRoute, "/api/payments/paystack", { plan: "basic" });
    expect(paystack.response.status).toBe(200);
    expect(paystack.response.body.data).toMatchObject({
      amount: 1_498_500,
      currency: "NGN",
      authorization_url: expect.stringContaining("checkout.paystack.com"),
    });
    const flutterwave = await checkout(flutterwaveRoute, "/api/payments/flutterwave", { plan: "PREMIUM" });
    expect(flutterwave.response.body.data).toMatchObject({
      amount: 1999,
      currency: "USD",
      payment_link: expect.stringContaining("flutterwave"),
    });
    const crypto = await checkout(cryptoRoute, "/api/payments/crypto", { plan: "VIP" });
    expect(crypto.response.body.data).toMatchObject({
      amount: 7999,
      currency: "USD",
      invoice_url: expect.stringContaining("nowpayments"),
    });
  });
});

describe("webhooks", () => {
  it("refuse a bad signature and change nothing", async () => {
    const { member, response } = await checkout(paystackRoute, "/api/payments/paystack", { plan: "PREMIUM" });
    const reference = String(response.body.data.reference);
    fake.settle(reference, { status: "success" });
    const forged = await callRoute(
      webhookRoute.POST,
      paystackWebhook(reference, 1, "charge.success", "sk_test_attacker"),
      { provider: "paystack" },
    );
    expect(forged.status).toBe(401);
    expect(await subscriptionsOf(member.user.id)).toHaveLength(0);
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference))).toHaveLength(0);
  });

  it("activate after the provider's verify agrees; a replay is a no-op", async () => {
    const { member, response } = await checkout(paystackRoute, "/api/payments/paystack", { plan: "PREMIUM" });
    const reference = String(response.body.data.reference);
    fake.settle(reference, { status: "success" });
    const first = await callRoute(webhookRoute.POST, paystackWebhook(reference, 42), { provider: "paystack" });
    expect(first).toMatchObject({ status: 200, body: { data: { status: "processed", outcome: "activated" } } });
    const replay = await callRoute(webhookRoute.POST, paystackWebhook(reference, 42), { provider: "paystack" });
    expect(replay.body).toMatchObject({ data: { status: "duplicate" } });
    expect(await subscriptionsOf(member.user.id)).toHaveLength(1);
    expect(await userRow(member.user.id)).toMatchObject({ subscriptionTier: "PREMIUM", subscriptionStatus: "ACTIVE" });
  });

  it("grant nothing when the webhook says paid but the provider does not", async () => {
    const { member, response } = await checkout(paystackRoute, "/api/payments/paystack", { plan: "PREMIUM" });
    const reference = String(response.body.data.reference);
    const result = await callRoute(webhookRoute.POST, paystackWebhook(reference), { provider: "paystack" });
    expect(result.body).toMatchObject({ data: { outcome: "pending" } });
    expect(await subscriptionsOf(member.user.id)).toHaveLength(0);
  });

  it("answer 503 while the provider cannot be asked, and process the provider's retry", async () => {
    const { member, response } = await checkout(paystackRoute, "/api/payments/paystack", { plan: "PREMIUM" });
    const reference = String(response.body.data.reference);
    fake.settle(reference, { status: "success" });
    fake.server.setMode({ kind: "respond", response: { status: 502, body: "bad gateway", contentType: "text/plain" } });
    try {
      const down = await callRoute(webhookRoute.POST, paystackWebhook(reference, 77), { provider: "paystack" });
      expect(down.status).toBe(503);
      expect(await subscriptionsOf(member.user.id)).toHaveLength(0);
    } finally {
      fake.server.setMode({ kind: "normal" });
    }
    const retry = await callRoute(webhookRoute.POST, paystackWebhook(reference, 77), { provider: "paystack" });
    expect(retry.body).toMatchObject({ data: { status: "processed", outcome: "activated" } });
    expect(await subscriptionsOf(member.user.id)).toHaveLength(1);
  });

  it("Flutterwave (HMAC header) and NOWPayments (sorted-key HMAC) webhooks activate too", async () => {
    const fw = await checkout(flutterwaveRoute, "/api/payments/flutterwave", { plan: "BASIC" });
    const fwRef = String(fw.response.body.data.reference);
    fake.settle(fwRef, { status: "successful" });
    const fwBody = JSON.stringify({
      event: "charge.completed",
      data: { id: 9001, tx_ref: fwRef, status: "successful", amount: 9.99, currency: "USD" },
    });
    const fwSig = createHmac("sha256", FAKE_FLUTTERWAVE_SECRET_HASH).update(fwBody).digest("base64");
    const fwResult = await callRoute(
      webhookRoute.POST,
      jsonRequest("POST", "/api/payments/webhooks/flutterwave", fwBody, {
        "content-type": "application/json",
        "flutterwave-signature": fwSig,
      }),
      { provider: "flutterwave" },
    );
    expect(fwResult.body).toMatchObject({ data: { outcome: "activated" } });

    const np = await checkout(cryptoRoute, "/api/payments/crypto", { plan: "ENTERPRISE" });
    const npRef = String(np.response.body.data.reference);
    const tx = fake.settle(npRef, { status: "finished" });
    const npPayload = {
      payment_id: Number(tx.paymentId),
      payment_status: "finished",
      order_id: npRef,
      price_amount: 39.99,
      price_currency: "usd",
      fee: { depositFee: 0, currency: "usd" },
    };
    const npBody = JSON.stringify(npPayload);
    const npSig = createHmac("sha512", FAKE_NOWPAYMENTS_IPN_SECRET)
      .update(JSON.stringify(sortKeysDeep(npPayload)))
      .digest("hex");
    const npResult = await callRoute(
      webhookRoute.POST,
      jsonRequest("POST", "/api/payments/webhooks/nowpayments", npBody, {
        "content-type": "application/json",
        "x-nowpayments-sig": npSig,
      }),
      { provider: "nowpayments" },
    );
    expect(npResult.body).toMatchObject({ data: { outcome: "activated" } });
    expect(await userRow(np.member.user.id)).toMatchObject({ subscriptionTier: "ENTERPRISE" });
  });

  it("a late failed event never revokes a paid order", async () => {
    const fw = await checkout(flutterwaveRoute, "/api/payments/flutterwave", { plan: "BASIC" });
    const ref = String(fw.response.body.data.reference);
    fake.settle(ref, { status: "successful" });
    const send = (status: string, id: number) => {
      const body = JSON.stringify({ event: "charge.completed", data: { id, tx_ref: ref, status } });
      return callRoute(
        webhookRoute.POST,
        jsonRequest("POST", "/api/payments/webhooks/flutterwave", body, {
          "content-type": "application/json",
          "verif-hash": FAKE_FLUTTERWAVE_SECRET_HASH,
        }),
        { provider: "flutterwave" },
      );
    };
    await send("successful", 5001);
    fake.settle(ref, { status: "failed" });
    const late = await send("failed", 5002);
    expect(late.body).toMatchObject({ data: { outcome: "already_paid" } });
    expect(await userRow(fw.member.user.id)).toMatchObject({ subscriptionStatus: "ACTIVE", subscriptionTier: "BASIC" });
  });

  it("ignore events for references that are not ours", async () => {
    const result = await callRoute(
      webhookRoute.POST,
      paystackWebhook(`ec_${randomUUID().replaceAll("-", "").slice(0, 24)}`),
      { provider: "paystack" },
    );
    expect(result.body).toMatchObject({ data: { status: "ignored" } });
  });
});

describe("browser return", () => {
  it("confirms through the provider and lands on the subscription page", async () => {
    const { member, response } = await checkout(paystackRoute, "/api/payments/paystack", { plan: "PREMIUM" });
    const reference = String(response.body.data.reference);
    const pending = await callRoute(
      returnRoute.GET,
      jsonRequest("GET", `/api/payments/return/paystack?reference=${reference}&trxref=${reference}`),
      { provider: "paystack" },
    );
    expect(pending.status).toBe(303);
    expect(pending.headers.get("location")).toContain("payment=pending");

    fake.settle(reference, { status: "success" });
    const paid = await callRoute(
      returnRoute.GET,
      jsonRequest("GET", `/api/payments/return/paystack?reference=${reference}`),
      { provider: "paystack" },
    );
    expect(paid.headers.get("location")).toBe(
      `http://localhost:3000/user/subscription?payment=activated&reference=${reference}`,
    );
    expect(await subscriptionsOf(member.user.id)).toHaveLength(1);
  });
});
