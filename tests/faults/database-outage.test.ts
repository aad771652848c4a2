// A PostgreSQL outage, on a server this test owns: while it is down the app answers 503 in the envelope
// (quickly, not after a 30 s connect wait) and writes nothing; when it is back the app recovers by itself,
// and a payment webhook that got 503 during the outage succeeds when the provider re-delivers it.
import { createHmac } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { FAKE_PAYSTACK_KEY, startFakePayments } from "../helpers/fake-servers/payments";
import { startThrowawayPostgres } from "../helpers/throwaway-postgres";

const server = await startThrowawayPostgres();
const fake = await startFakePayments();
Object.assign(process.env, {
  DATABASE_URL: server.url,
  DATABASE_POOL_MAX: "4",
  PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_KEY,
  PAYSTACK_BASE_URL: `${fake.url}/paystack`,
});
delete process.env.PGLITE_DATA_DIR;

const { db, closeConnection } = await import("@/db");
const { paymentOrders, subscriptions } = await import("@/db/schema");
const { prepareDatabase } = await import("@/lib/system/bootstrap.service");
const profileRoute = await import("@/app/api/auth/profile/route");
const paystackRoute = await import("@/app/api/payments/paystack/route");
const webhookRoute = await import("@/app/api/payments/webhooks/[provider]/route");
const { callRoute, jsonRequest } = await import("../helpers/request");
const { makeUserWithToken } = await import("../helpers/factories");

beforeAll(async () => {
  await prepareDatabase({ demo: false, printCredentials: false });
});

afterAll(async () => {
  await closeConnection().catch(() => undefined);
  await fake.close();
  server.destroy();
});

function paystackWebhook(reference: string, id: number) {
  const body = JSON.stringify({
    event: "charge.success",
    data: { id, reference, status: "success", amount: 1, currency: "NGN" },
  });
  const signature = createHmac("sha512", FAKE_PAYSTACK_KEY).update(body).digest("hex");
  return jsonRequest("POST", "/api/payments/webhooks/paystack", body, {
    "content-type": "application/json",
    "x-paystack-signature": signature,
  });
}

/** Calls until the answer is not 503 (the pool re-opens its connections on the first calls after a restart). */
async function untilAvailable<T extends { status: number }>(call: () => Promise<T>, attempts = 20): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const result = await call();
    if (result.status !== 503 || attempt >= attempts) return result;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("database outage", () => {
  it("answers 503 in the envelope while the server is down, recovers by itself, and loses no webhook", async () => {
    const member = await makeUserWithToken();
    const profile = () =>
      callRoute(profileRoute.GET, jsonRequest("GET", "/api/auth/profile", undefined, member.headers));
    expect((await profile()).status).toBe(200);

    const checkout = await callRoute<{ data: { reference: string } }>(
      paystackRoute.POST,
      jsonRequest("POST", "/api/payments/paystack", { plan: "PREMIUM" }, member.headers),
    );
    expect(checkout.status).toBe(200);
    const reference = checkout.body.data.reference;
    fake.settle(reference, { status: "success" });

    server.stop();
    try {
      const down = await profile();
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ success: false, code: "service_unavailable" });
      expect(down.headers.get("retry-after")).toBe("5");

      const webhookDuringOutage = await callRoute(webhookRoute.POST, paystackWebhook(reference, 9001), {
        provider: "paystack",
      });
      expect(webhookDuringOutage.status).toBe(503);
      expect(webhookDuringOutage.body).toMatchObject({ success: false, code: "service_unavailable" });
    } finally {
      server.start();
    }

    expect((await untilAvailable(profile)).status).toBe(200);
    // The provider re-delivers the same event: it is processed now, once.
    const redelivered = await untilAvailable(() =>
      callRoute(webhookRoute.POST, paystackWebhook(reference, 9001), { provider: "paystack" }),
    );
    expect(redelivered).toMatchObject({ status: 200, body: { data: { status: "processed", outcome: "activated" } } });
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.reference, reference));
    expect(order?.status).toBe("PAID");
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, member.user.id))).toHaveLength(1);
  });
});
