// Durable verification retries without Inngest: a webhook whose verify call timed out leaves its inbox row
// 'failed' with the order PENDING. The sweep (start-up and every ten minutes in the embedded runner) finds
// it after any number of restarts and confirms it once; settled, fresh and day-old events are left alone.
import { createHmac } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";

import { FAKE_PAYSTACK_KEY, startFakePayments } from "@/tests/helpers/fake-servers/payments";

const TIMEOUT_MS = 300;
const fake = await startFakePayments();
Object.assign(process.env, {
  PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
  PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_KEY,
  PAYSTACK_BASE_URL: `${fake.url}/paystack`,
});

const { db } = await import("@/db");
const { paymentEvents, paymentOrders, subscriptions } = await import("@/db/schema");
const { SWEEP_MIN_AGE_MS, SWEEP_WINDOW_MS, sweepUnconfirmedPayments } =
  await import("@/lib/payments/verification-sweep.service");
const paystackRoute = await import("@/app/api/payments/paystack/route");
const webhookRoute = await import("@/app/api/payments/webhooks/[provider]/route");
const { confirmReturn } = await import("@/lib/payments/webhooks.service");
const { browserReturnEventKey, nowPaymentsPaymentIdOf } = await import("@/lib/payments/verification-retry.service");
const { callRoute, jsonRequest } = await import("@/tests/helpers/request");
const { makeUserWithToken } = await import("@/tests/helpers/factories");

afterEach(() => fake.slowVerifications(0, 0));
afterAll(() => fake.close());

/** A PREMIUM checkout whose charge.success webhook arrived while Paystack's verify endpoint timed out. */
async function unconfirmedPayment(eventId: number) {
  const member = await makeUserWithToken();
  const checkout = await callRoute<{ data: { reference: string } }>(
    paystackRoute.POST,
    jsonRequest("POST", "/api/payments/paystack", { plan: "PREMIUM" }, member.headers),
  );
  const reference = checkout.body.data.reference;
  fake.settle(reference, { status: "success" });
  fake.slowVerifications(1, TIMEOUT_MS * 4);
  const body = JSON.stringify({
    event: "charge.success",
    data: { id: eventId, reference, status: "success", amount: 1, currency: "NGN" },
  });
  const signature = createHmac("sha512", FAKE_PAYSTACK_KEY).update(body).digest("hex");
  const webhook = await callRoute(
    webhookRoute.POST,
    jsonRequest("POST", "/api/payments/webhooks/paystack", body, {
      "content-type": "application/json",
      "x-paystack-signature": signature,
    }),
    {
      provider: "paystack",
    },
  );
  expect(webhook.status).toBe(503);
  return { member, reference };
}

const inboxOf = (reference: string) => db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
const orderOf = async (reference: string) =>
  (await db.select().from(paymentOrders).where(eq(paymentOrders.reference, reference)))[0]!;
const subscriptionsOf = (userId: string) => db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
/** The clock of a sweep that runs `ms` after the event arrived. */
const later = async (reference: string, ms: number) =>
  new Date((await inboxOf(reference))[0]!.receivedAt.getTime() + ms);

describe("the payment verification sweep", () => {
  it("confirms an event the provider could not verify, once, after the in-process timers are gone", async () => {
    const { member, reference } = await unconfirmedPayment(710_001);
    expect(await inboxOf(reference)).toMatchObject([{ outcome: "failed" }]);

    const result = await sweepUnconfirmedPayments(await later(reference, SWEEP_MIN_AGE_MS + 1_000));
    expect(result.outcomes).toMatchObject({ activated: 1 });
    expect(await orderOf(reference)).toMatchObject({ status: "PAID" });
    expect(await subscriptionsOf(member.user.id)).toMatchObject([{ planId: "PREMIUM", status: "ACTIVE" }]);
    expect(await inboxOf(reference)).toMatchObject([{ outcome: "activated" }]);

    // The next sweep finds nothing left to do.
    const again = await sweepUnconfirmedPayments(await later(reference, SWEEP_MIN_AGE_MS + 2_000));
    expect(again.outcomes.activated ?? 0).toBe(0);
    expect(await subscriptionsOf(member.user.id)).toHaveLength(1);
  });

  it("keeps the event for the next sweep while the provider is still slow", async () => {
    const { member, reference } = await unconfirmedPayment(710_002);
    fake.slowVerifications(1, TIMEOUT_MS * 4);
    const result = await sweepUnconfirmedPayments(await later(reference, SWEEP_MIN_AGE_MS + 1_000));
    expect(result.outcomes).toMatchObject({ still_unavailable: 1 });
    expect(await orderOf(reference)).toMatchObject({ status: "PENDING" });
    expect(await subscriptionsOf(member.user.id)).toHaveLength(0);
    expect(await inboxOf(reference)).toMatchObject([{ outcome: "failed" }]);
  });

  it("confirms a browser return the provider could not verify, as it does a webhook", async () => {
    const member = await makeUserWithToken();
    const checkout = await callRoute<{ data: { reference: string } }>(
      paystackRoute.POST,
      jsonRequest("POST", "/api/payments/paystack", { plan: "PREMIUM" }, member.headers),
    );
    const reference = checkout.body.data.reference;
    fake.settle(reference, { status: "success" });
    fake.slowVerifications(1, TIMEOUT_MS * 4);
    expect(await confirmReturn("paystack", reference)).toBe("pending");
    expect(await inboxOf(reference)).toMatchObject([{ eventType: "browser-return", outcome: "failed" }]);
    // A second return while the provider is still down reuses the row.
    fake.slowVerifications(1, TIMEOUT_MS * 4);
    expect(await confirmReturn("paystack", reference)).toBe("pending");
    expect(await inboxOf(reference)).toHaveLength(1);

    // (Earlier tests' events still waiting may be confirmed by the same pass.)
    await sweepUnconfirmedPayments(await later(reference, SWEEP_MIN_AGE_MS + 1_000));
    expect(await orderOf(reference)).toMatchObject({ status: "PAID" });
    expect(await subscriptionsOf(member.user.id)).toMatchObject([{ planId: "PREMIUM", status: "ACTIVE" }]);
    expect(await inboxOf(reference)).toMatchObject([{ outcome: "activated" }]);
  });

  it("finds the NOWPayments payment id in IPN and browser-return keys", () => {
    expect(nowPaymentsPaymentIdOf("5077125051:finished")).toBe("5077125051");
    expect(nowPaymentsPaymentIdOf(browserReturnEventKey("ec_abc", "5077125051"))).toBe("5077125051");
    expect(nowPaymentsPaymentIdOf(browserReturnEventKey("ec_abc"))).toBeUndefined();
  });

  it("leaves events younger than a minute to the retry timers and gives up after a day", async () => {
    const { member, reference } = await unconfirmedPayment(710_003);
    await sweepUnconfirmedPayments(await later(reference, 5_000));
    await sweepUnconfirmedPayments(await later(reference, SWEEP_WINDOW_MS + 60_000));
    expect(await orderOf(reference)).toMatchObject({ status: "PENDING" });
    expect(await subscriptionsOf(member.user.id)).toHaveLength(0);
  });
});
