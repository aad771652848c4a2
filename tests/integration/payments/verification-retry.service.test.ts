// "Provider calls time out; on doubt nothing is granted and the job retries (Inngest)". The fake
// Paystack answers its verify endpoint slower than the client's time limit at first, then normally. A signed
// webhook that cannot be confirmed grants nothing, answers 503 (the provider retries) and sends
// payments/verification.retry-requested; the retry-payment-verification function, executed with
// @inngest/test, fails its step while the provider is still slow (Inngest retries it) and activates once it
// answers. The provider's own re-delivery, before or at the same time, never grants a second period.
import { createHmac } from "node:crypto";

import { InngestTestEngine } from "@inngest/test";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { FAKE_PAYSTACK_KEY, fakePaymentsEnv, startFakePayments } from "@/tests/helpers/fake-servers/payments";

// Inngest is "configured" for this file so the retry goes out as an event (captured below, never sent).
vi.mock("@/lib/jobs/inngest.client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/jobs/inngest.client")>()),
  isInngestConfigured: () => true,
}));

const TIMEOUT_MS = 300;
const SLOW_MS = 1_200;
const fake = await startFakePayments();
Object.assign(process.env, {
  PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
  ...fakePaymentsEnv(fake.url),
});

const { db } = await import("@/db");
const { paymentEvents, paymentOrders, subscriptions, users } = await import("@/db/schema");
const { inngest } = await import("@/lib/jobs/inngest.client");
const { functions } = await import("@/inngest");
const { retryPaymentVerificationFunction } = await import("@/inngest/functions/retry-payment-verification");
const { confirmReturn } = await import("@/lib/payments/webhooks.service");
const paystackRoute = await import("@/app/api/payments/paystack/route");
const webhookRoute = await import("@/app/api/payments/webhooks/[provider]/route");
const { callRoute, jsonRequest } = await import("@/tests/helpers/request");
const { makeUserWithToken } = await import("@/tests/helpers/factories");

type SentEvent = { name: string; id?: string; data: Record<string, unknown> };
const sent: SentEvent[] = [];
beforeAll(() => {
  vi.spyOn(inngest, "send").mockImplementation((async (payload: SentEvent | SentEvent[]) => {
    const events = Array.isArray(payload) ? payload : [payload];
    sent.push(...events);
    return { ids: events.map((_, index) => `evt-${sent.length + index}`) };
  }) as never);
});
afterEach(() => {
  sent.length = 0;
  fake.slowVerifications(0, 0);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await fake.close();
});

async function pendingPremiumOrder() {
  const member = await makeUserWithToken();
  const response = await callRoute<{ data: { reference: string } }>(
    paystackRoute.POST,
    jsonRequest("POST", "/api/payments/paystack", { plan: "PREMIUM" }, member.headers),
  );
  const reference = response.body.data.reference;
  fake.settle(reference, { status: "success" });
  return { member, reference };
}

function chargeSuccess(reference: string, eventId: number) {
  const body = JSON.stringify({
    event: "charge.success",
    data: { id: eventId, reference, status: "success", amount: 1, currency: "NGN" },
  });
  const signature = createHmac("sha512", FAKE_PAYSTACK_KEY).update(body).digest("hex");
  return callRoute<{ success: boolean; data: { status: string; outcome?: string } }>(
    webhookRoute.POST,
    jsonRequest("POST", "/api/payments/webhooks/paystack", body, {
      "content-type": "application/json",
      "x-paystack-signature": signature,
    }),
    { provider: "paystack" },
  );
}

const subscriptionsOf = (userId: string) => db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
const orderOf = async (reference: string) =>
  (await db.select().from(paymentOrders).where(eq(paymentOrders.reference, reference)))[0]!;
const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const inboxOf = (reference: string) => db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
/** One delivery of the event by Inngest: a fresh engine per attempt, as every retry is a new execution. */
const runRetry = (event: SentEvent) =>
  new InngestTestEngine({ function: retryPaymentVerificationFunction }).execute({
    events: [{ name: event.name, data: event.data }],
  });

describe("a webhook whose verify call times out", () => {
  it(
    "grants nothing, answers 503 and sends one retry event; the function retries while slow and activates exactly " +
      "once",
    async () => {
      const { member, reference } = await pendingPremiumOrder();
      fake.slowVerifications(2, SLOW_MS);

      const webhook = await chargeSuccess(reference, 610_001);
      expect(webhook.status).toBe(503);
      expect(await subscriptionsOf(member.user.id)).toHaveLength(0);
      expect(await orderOf(reference)).toMatchObject({ status: "PENDING", paidAt: null });
      expect(await userRow(member.user.id)).toMatchObject({ subscriptionTier: "FREE" });
      expect(await inboxOf(reference)).toMatchObject([
        { outcome: "failed", detail: expect.stringContaining(`within ${TIMEOUT_MS} ms`) },
      ]);
      expect(sent).toEqual([
        {
          name: "payments/verification.retry-requested",
          id: `payment-verification-paystack:${reference}:charge.success:610001`,
          data: { provider: "paystack", reference, eventKey: "charge.success:610001" },
        },
      ]);

      // First attempt: the provider is still slow. The step fails (Inngest will retry it); still nothing granted.
      const stillSlow = await runRetry(sent[0]!);
      expect(stillSlow.error).toBeDefined();
      expect(JSON.stringify(stillSlow.error)).toContain("could not confirm the payment yet");
      expect(await subscriptionsOf(member.user.id)).toHaveLength(0);

      // The next attempt: the provider answers; the order is paid and activated once.
      const answered = await runRetry(sent[0]!);
      expect(answered.error).toBeUndefined();
      expect(answered.result).toEqual({ reference, outcome: "activated" });
      expect(await subscriptionsOf(member.user.id)).toMatchObject([{ planId: "PREMIUM", status: "ACTIVE" }]);
      expect(await orderOf(reference)).toMatchObject({ status: "PAID" });
      expect(await userRow(member.user.id)).toMatchObject({
        subscriptionTier: "PREMIUM",
        subscriptionStatus: "ACTIVE",
      });
      expect(await inboxOf(reference)).toMatchObject([{ outcome: "activated" }]);

      // The provider re-delivers the same event, and sends another one: no second period.
      expect((await chargeSuccess(reference, 610_001)).body.data.status).toBe("duplicate");
      expect((await chargeSuccess(reference, 610_002)).body.data).toMatchObject({
        status: "processed",
        outcome: "already_paid",
      });
      // A late extra run of the job (Inngest delivers at least once) finds the order paid.
      expect((await runRetry(sent[0]!)).result).toEqual({ reference, outcome: "already_paid" });
      expect(await subscriptionsOf(member.user.id)).toHaveLength(1);
      expect(fake.verifyCalls).toBeGreaterThanOrEqual(4);
    },
  );

  it("activates once when the provider's retry and the Inngest retry arrive together", async () => {
    const { member, reference } = await pendingPremiumOrder();
    fake.slowVerifications(1, SLOW_MS);
    expect((await chargeSuccess(reference, 620_001)).status).toBe(503);
    expect(sent).toHaveLength(1);

    const [redelivery, job] = await Promise.all([chargeSuccess(reference, 620_001), runRetry(sent[0]!)]);
    expect(redelivery.status).toBe(200);
    expect(job.error).toBeUndefined();
    const outcomes = [
      redelivery.body.data.outcome ?? redelivery.body.data.status,
      (job.result as { outcome: string }).outcome,
    ];
    expect(outcomes.filter((outcome) => outcome === "activated")).toHaveLength(1);
    expect(await subscriptionsOf(member.user.id)).toHaveLength(1);
    expect(await userRow(member.user.id)).toMatchObject({ subscriptionTier: "PREMIUM" });
  });

  it("a verify call that errors (502) is retried the same way", async () => {
    const { member, reference } = await pendingPremiumOrder();
    fake.server.setMode({ kind: "respond", response: { status: 502, body: "bad gateway", contentType: "text/plain" } });
    try {
      expect((await chargeSuccess(reference, 630_001)).status).toBe(503);
      expect((await runRetry(sent[0]!)).error).toBeDefined();
    } finally {
      fake.server.setMode({ kind: "normal" });
    }
    expect(await subscriptionsOf(member.user.id)).toHaveLength(0);
    expect((await runRetry(sent[0]!)).result).toEqual({ reference, outcome: "activated" });
    expect(await subscriptionsOf(member.user.id)).toHaveLength(1);
  });
});

describe("the browser return while the provider is slow", () => {
  it("shows pending, grants nothing, and leaves the confirmation to the retry job", async () => {
    const { member, reference } = await pendingPremiumOrder();
    fake.slowVerifications(1, SLOW_MS);
    expect(await confirmReturn("paystack", reference)).toBe("pending");
    expect(await subscriptionsOf(member.user.id)).toHaveLength(0);
    expect(sent).toMatchObject([
      { name: "payments/verification.retry-requested", data: { provider: "paystack", reference } },
    ]);
    // The return is kept in the inbox like a webhook, so the verification sweep finds it after a restart.
    expect(sent[0]!.data).toMatchObject({ eventKey: `browser-return:${reference}` });
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference))).toMatchObject([
      { eventType: "browser-return", outcome: "failed", signatureValid: false },
    ]);
    expect((await runRetry(sent[0]!)).result).toEqual({ reference, outcome: "activated" });
    expect(await subscriptionsOf(member.user.id)).toHaveLength(1);
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference))).toMatchObject([
      { outcome: "activated" },
    ]);
  });
});

describe("retry-payment-verification", () => {
  it("is served at /api/inngest and refuses a malformed event", async () => {
    expect(functions.map((fn) => fn.id())).toContain("retry-payment-verification");
    const { error } = await new InngestTestEngine({ function: retryPaymentVerificationFunction }).execute({
      events: [{ name: "payments/verification.retry-requested", data: { provider: "paypal", reference: "x" } }],
    });
    expect(error).toBeDefined();
  });

  it("does nothing for an order that is not ours", async () => {
    const { result } = await runRetry({
      name: "payments/verification.retry-requested",
      data: { provider: "paystack", reference: "ec_000000000000000000000000" },
    });
    expect(result).toEqual({ reference: "ec_000000000000000000000000", outcome: "unknown_order" });
  });
});
