// The push channel of the fan-out, end to end: a member who registered a device through the API (which turns the
// push switch on) and asked for push hears of a published value pick on a fake push service that verifies the VAPID
// signature and decrypts the message (RFC 8291); a device the push service says is gone (410) is removed and the
// alert counts as skipped; a member who switched push off is not sent anything.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const pushPort = vi.hoisted(() => {
  // Before the app's modules load: lib/env reads PUSH_SERVICE_ORIGINS once. The fake service listens there.
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  process.env.PUSH_SERVICE_ORIGINS = `https://127.0.0.1:${port}`;
  return port;
});

import { POST as registerDevice } from "@/app/api/user/push-subscriptions/route";
import { db } from "@/db";
import { alertDeliveries, alertRules, pushSubscriptions, userPreferences } from "@/db/schema";
import { deliverDue, queueAlerts } from "@/lib/alerts/delivery.service";
import { setPushTargetPolicy } from "@/lib/alerts/push.service";
import { parseOriginPatterns } from "@/lib/core/origin-patterns";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { startFakePushService, type FakePushService } from "@/tests/helpers/fake-servers/push-service";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

let service: FakePushService;
let day = 1;

beforeAll(async () => {
  service = await startFakePushService({ port: pushPort });
  setPushTargetPolicy({
    origins: parseOriginPatterns(service.origin),
    guard: {
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
      allowedPorts: [service.port],
      allowedAddresses: ["127.0.0.1"],
    },
    ca: service.ca,
  });
});
afterAll(async () => {
  setPushTargetPolicy(null);
  await service.close();
});

const pick = () =>
  makePrediction({
    sportId: "football",
    leagueId: "epl",
    homeTeam: "Arsenal",
    awayTeam: "Chelsea",
    market: "1x2",
    pick: "Arsenal",
    decimalOdds: 2.2,
    expectedValue: 0.1,
    fairProbability: 0.5,
    fairBasis: "market-only",
    consensusBookmakers: 6,
    bookmaker: "pinnacle",
    matchDate: new Date(Date.now() + day++ * 2 * 24 * 60 * 60 * 1000),
  });

/** A member with a push rule and a device registered the way the browser does it. */
async function memberWithDevice() {
  const { user, token } = await makeUserWithToken("USER");
  await db.insert(alertRules).values({ userId: user.id, name: "push", channels: ["push"] });
  const device = service.newSubscription();
  const res = await callRoute(
    registerDevice,
    jsonRequest("POST", "/api/user/push-subscriptions", device.json, { authorization: `Bearer ${token}` }),
  );
  expect(res.status).toBe(200);
  return { user, device };
}

const pushRow = async (userId: string, predictionId: string) =>
  (
    await db
      .select()
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.userId, userId), eq(alertDeliveries.predictionId, predictionId)))
  )[0];

describe("push alerts", () => {
  it("registering a device turns push on; the pick arrives encrypted and signed, once", async () => {
    const { user, device } = await memberWithDevice();
    const [prefs] = await db.select().from(userPreferences).where(eq(userPreferences.userId, user.id));
    expect(prefs!.notifications.push).toBe(true);

    const published = await pick();
    expect((await queueAlerts(published.id)).queued.push).toBeGreaterThanOrEqual(1);
    await Promise.all([deliverDue("push"), deliverDue("push")]);
    const received = service.messages.filter((message) => message.deviceId === device.id);
    expect(received).toHaveLength(1);
    expect(received[0]!.payload).toMatchObject({
      kind: "value_pick",
      title: "Value: Arsenal v Chelsea",
      url: `/predictions/${published.id}`,
      tag: published.id,
      predictionId: published.id,
    });
    expect((received[0]!.payload as { body: string }).body).toContain("Arsenal @ 2.20 (Pinnacle) · EV +10.0%");
    expect(await pushRow(user.id, published.id)).toMatchObject({ status: "sent" });
  });

  it("a device the push service reports gone (410) is removed and the alert is skipped", async () => {
    const { user, device } = await memberWithDevice();
    service.respondWith(device, 410);
    const published = await pick();
    await queueAlerts(published.id);
    await deliverDue("push");
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
    expect(await pushRow(user.id, published.id)).toMatchObject({ status: "skipped", error: "no push device left" });
  });

  it("a push service failure is retried later, then given up", async () => {
    const { user, device } = await memberWithDevice();
    service.respondWith(device, 500);
    const published = await pick();
    await queueAlerts(published.id);
    const now = Date.now();
    await deliverDue("push", new Date(now));
    expect(await pushRow(user.id, published.id)).toMatchObject({ status: "queued", attempts: 1 });
    await deliverDue("push", new Date(now + 2 * 60_000));
    await deliverDue("push", new Date(now + 10 * 60_000));
    expect(await pushRow(user.id, published.id)).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("switching push off in settings stops what is already queued", async () => {
    const { user, device } = await memberWithDevice();
    const published = await pick();
    await queueAlerts(published.id);
    await db
      .update(userPreferences)
      .set({
        notifications: { email: true, push: false, predictionAlerts: true, weeklyDigest: true, marketing: false },
      })
      .where(eq(userPreferences.userId, user.id));
    await deliverDue("push");
    expect(service.messages.filter((message) => message.deviceId === device.id)).toEqual([]);
    expect(await pushRow(user.id, published.id)).toMatchObject({ status: "skipped", error: "push switched off" });
  });
});
