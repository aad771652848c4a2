// The standalone fake's hosted pages (what e2e pays on) against the real services: the page sends the payer
// back with each provider's parameters, the return path activates, the webhooks it signs pass our signature
// checks and activate, and the control API makes one payer's next checkout fail.
import { afterAll, describe, expect, it } from "vitest";

import { fakePaymentsEnv, startFakePayments } from "@/tests/helpers/fake-servers/payments";
import { signedWebhook } from "@/tests/helpers/fake-servers/payments-hosted";

const fake = await startFakePayments({ hostedPages: true });
Object.assign(process.env, {
  APP_URL: "http://127.0.0.1:3999",
  ...fakePaymentsEnv(fake.url),
});

const { startCheckout } = await import("@/lib/payments/checkout.service");
const { confirmReturn, handlePaymentWebhook } = await import("@/lib/payments/webhooks.service");
const { getMemberSubscription } = await import("@/lib/payments/billing.service");
const { makeUserWithToken } = await import("@/tests/helpers/factories");

afterAll(() => fake.close());

async function member() {
  const { user } = await makeUserWithToken();
  return { user: { ...user }, role: user.role, via: "bearer" as const };
}

/** Presses Pay on the hosted page; returns where the fake sends the browser. */
async function pay(url: string, webhook = false): Promise<URL> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<button type="submit">Pay</button>');
  const response = await fetch(url, {
    method: "POST",
    body: webhook ? "webhook=1" : "",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!);
}

describe("hosted pages of the standalone fake", () => {
  it("Paystack: page linked from checkout, Pay returns with trxref and reference, return path activates", async () => {
    const caller = await member();
    const checkout = await startCheckout(caller, "paystack", { plan: "PREMIUM", currency: "NGN" });
    expect(checkout.url).toBe(`${fake.url}/paystack/pay/${checkout.reference}`);

    const back = await pay(checkout.url);
    expect(`${back.origin}${back.pathname}`).toBe("http://127.0.0.1:3999/api/payments/return/paystack");
    expect(back.searchParams.get("trxref")).toBe(checkout.reference);
    expect(back.searchParams.get("reference")).toBe(checkout.reference);
    expect(await confirmReturn("paystack", checkout.reference)).toBe("activated");
    expect((await getMemberSubscription(caller.user.id)).subscription).toMatchObject({
      plan: "PREMIUM",
      status: "ACTIVE",
    });
  });

  it("Flutterwave: Pay returns with status, tx_ref and transaction_id; its signed webhook activates", async () => {
    const caller = await member();
    const checkout = await startCheckout(caller, "flutterwave", { plan: "BASIC", currency: "USD" });
    const back = await pay(checkout.url);
    const tx = fake.transactions.get(checkout.reference)!;
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      reference: checkout.reference,
      status: "successful",
      tx_ref: checkout.reference,
      transaction_id: String(tx.providerId),
    });

    const { body, headers } = signedWebhook(tx);
    await expect(handlePaymentWebhook("flutterwave", Buffer.from(body), new Headers(headers))).resolves.toEqual({
      status: "processed",
      outcome: "activated",
    });
    expect((await getMemberSubscription(caller.user.id)).subscription).toMatchObject({
      plan: "BASIC",
      status: "ACTIVE",
    });
  });

  it("NOWPayments: Pay returns to success_url with NP_id; its signed IPN activates", async () => {
    const caller = await member();
    const checkout = await startCheckout(caller, "nowpayments", { plan: "VIP", currency: "USD" });
    const back = await pay(checkout.url);
    const tx = fake.transactions.get(checkout.reference)!;
    expect(back.searchParams.get("NP_id")).toBe(tx.paymentId);

    const { body, headers } = signedWebhook(tx);
    await expect(handlePaymentWebhook("nowpayments", Buffer.from(body), new Headers(headers))).resolves.toEqual({
      status: "processed",
      outcome: "activated",
    });
  });

  it("Paystack's signed webhook passes the signature check and activates", async () => {
    const caller = await member();
    const checkout = await startCheckout(caller, "paystack", { plan: "ENTERPRISE", currency: "NGN" });
    await pay(checkout.url);
    const { body, headers } = signedWebhook(fake.transactions.get(checkout.reference)!);
    await expect(handlePaymentWebhook("paystack", Buffer.from(body), new Headers(headers))).resolves.toEqual({
      status: "processed",
      outcome: "activated",
    });
  });

  it("the control API fails the next checkout of one payer only, once", async () => {
    const caller = await member();
    const other = await member();
    const control = await fetch(`${fake.url}/__control/fail`, {
      method: "POST",
      body: JSON.stringify({ provider: "paystack", email: caller.user.email, status: 500 }),
    });
    expect(control.status).toBe(200);

    await expect(startCheckout(other, "paystack", { plan: "PREMIUM", currency: "NGN" })).resolves.toMatchObject({
      provider: "paystack",
    });
    await expect(startCheckout(caller, "paystack", { plan: "PREMIUM", currency: "NGN" })).rejects.toMatchObject({
      message: "Payment initiation failed",
    });
    await expect(startCheckout(caller, "paystack", { plan: "PREMIUM", currency: "NGN" })).resolves.toMatchObject({
      provider: "paystack",
    });
  });
});
