// The automation panel's alert figures against seeded deliveries: every channel and status, inside and outside
// both windows, held and due; rules of enabled and disabled members; push devices; the latest failures. The file
// has a database of its own, so the counts are exact.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/db";
import {
  alertDeliveries,
  alertRules,
  notifications,
  pushSubscriptions,
  users,
  type AlertDeliveryStatus,
} from "@/db/schema";
import { getAdminAlertFigures } from "@/lib/alerts/admin-figures.service";
import { sendTestAlert } from "@/lib/alerts/test-send.service";
import { emailSendsSettled } from "@/lib/mail/outbox.service";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
let memberId = "";

interface Seed {
  channel: "in_app" | "push" | "email";
  status: AlertDeliveryStatus;
  createdAt: Date;
  mode?: "instant" | "digest";
  notBefore?: Date;
  error?: string;
}

/** One delivery, on a pick of its own (a member gets one delivery per pick and channel); in-app is a notification. */
async function seed(row: Seed) {
  const pick = await makePrediction();
  if (row.channel === "in_app") {
    await db
      .insert(notifications)
      .values({ userId: memberId, predictionId: pick.id, kind: "value_pick", createdAt: row.createdAt });
    return;
  }
  await db.insert(alertDeliveries).values({
    userId: memberId,
    predictionId: pick.id,
    channel: row.channel,
    status: row.status,
    mode: row.mode ?? "instant",
    notBefore: row.notBefore ?? null,
    error: row.error ?? null,
    createdAt: row.createdAt,
    updatedAt: row.createdAt,
  });
}

const oldDue = ago(10 * DAY);

beforeAll(async () => {
  memberId = (await makeUserWithToken("USER")).user.id;
  const email: Seed[] = [
    // Inside 24 hours.
    { channel: "email", status: "sent", createdAt: ago(2 * HOUR) },
    { channel: "email", status: "sent", createdAt: ago(2 * HOUR) },
    { channel: "email", status: "failed", createdAt: ago(2 * HOUR), error: "SMTP relay refused the message" },
    { channel: "email", status: "expired", createdAt: ago(3 * HOUR), error: "price no longer beats the fair line" },
    { channel: "email", status: "skipped", createdAt: ago(3 * HOUR), error: "e-mail switched off" },
    { channel: "email", status: "queued", createdAt: ago(1 * HOUR) },
    { channel: "email", status: "queued", createdAt: ago(1 * HOUR), mode: "digest", notBefore: new Date(+now + HOUR) },
    { channel: "email", status: "sending", createdAt: ago(30 * 60_000) },
    // Inside 7 days only.
    { channel: "email", status: "sent", createdAt: ago(3 * DAY) },
    { channel: "email", status: "expired", createdAt: ago(3 * DAY) },
    { channel: "email", status: "queued", createdAt: ago(2 * DAY), notBefore: new Date(+now + 2 * HOUR) },
    // Outside both: not counted, but the oldest alert still due.
    { channel: "email", status: "sent", createdAt: ago(9 * DAY) },
    { channel: "email", status: "queued", createdAt: oldDue },
  ];
  const push: Seed[] = [
    { channel: "push", status: "sent", createdAt: ago(4 * HOUR) },
    { channel: "push", status: "failed", createdAt: ago(1 * HOUR), error: "the push service refused it" },
    { channel: "push", status: "skipped", createdAt: ago(5 * DAY), error: "no push device left" },
  ];
  const inApp: Seed[] = [
    { channel: "in_app", status: "sent", createdAt: ago(5 * HOUR) },
    { channel: "in_app", status: "sent", createdAt: ago(6 * HOUR) },
    { channel: "in_app", status: "sent", createdAt: ago(6 * DAY) },
  ];
  // A test alert is not an alert: it never counts.
  await db.insert(notifications).values({ userId: memberId, kind: "test", createdAt: ago(HOUR) });
  for (const row of [...email, ...push, ...inApp]) await seed(row);
});

afterAll(async () => {
  await emailSendsSettled();
});

describe("alert figures per channel", () => {
  it("counts each status inside each window, held and due alerts, and rates over the finished ones", async () => {
    const figures = await getAdminAlertFigures(now);
    expect(figures.windowHours).toEqual({ last24h: 24, last7d: 168 });
    const email = figures.channels.find((channel) => channel.channel === "email")!;
    expect(email.last24h).toEqual({
      volume: 8,
      sent: 2,
      waiting: 3,
      held: 1,
      failed: 1,
      expired: 1,
      skipped: 1,
      digest: 1,
      finished: 5,
      sentRate: 40,
      expiredRate: 20,
    });
    expect(email.last7d).toEqual({
      volume: 11,
      sent: 3,
      waiting: 4,
      held: 2,
      failed: 1,
      expired: 2,
      skipped: 1,
      digest: 1,
      finished: 7,
      sentRate: 42.9,
      expiredRate: 28.6,
    });
    // The oldest alert due and not sent, whatever its age: ten days old, outside both windows.
    expect(email.oldestDueAt).toBe(oldDue.toISOString());

    const push = figures.channels.find((channel) => channel.channel === "push")!;
    expect(push.last24h).toMatchObject({ volume: 2, sent: 1, failed: 1, waiting: 0, finished: 2, sentRate: 50 });
    expect(push.last7d).toMatchObject({ volume: 3, sent: 1, failed: 1, skipped: 1, finished: 3, sentRate: 33.3 });
    expect(push.oldestDueAt).toBeNull();

    const inApp = figures.channels.find((channel) => channel.channel === "in_app")!;
    expect(inApp.last24h).toMatchObject({ volume: 2, sent: 2, sentRate: 100 });
    expect(inApp.last7d).toMatchObject({ volume: 3, sent: 3, sentRate: 100 });

    // Every count adds up to the volume.
    for (const channel of figures.channels) {
      for (const window of [channel.last24h, channel.last7d]) {
        expect(window.sent + window.waiting + window.failed + window.expired + window.skipped).toBe(window.volume);
      }
    }
  });

  it("a window with nothing finished has no rate", async () => {
    const figures = await getAdminAlertFigures(new Date(now.getTime() + 30 * DAY));
    for (const channel of figures.channels) {
      expect(channel.last24h).toMatchObject({ volume: 0, finished: 0, sentRate: null, expiredRate: null });
    }
  });

  it("lists the latest failures, newest first, with channel, error and match, nothing about the member", async () => {
    const { recentFailures } = await getAdminAlertFigures(now);
    expect(recentFailures.map((failure) => [failure.channel, failure.error])).toEqual([
      ["push", "the push service refused it"],
      ["email", "SMTP relay refused the message"],
    ]);
    expect(recentFailures[0]).toMatchObject({ mode: "instant", attempts: 0, match: "Arsenal v Chelsea" });
    const member = (await db.select().from(users).where(eq(users.id, memberId)))[0]!;
    expect(JSON.stringify(recentFailures)).not.toContain(member.email);
    expect(JSON.stringify(recentFailures)).not.toContain(memberId);
  });
});

describe("rules and devices", () => {
  it("counts enabled rules with a channel of enabled members, the members with one, and push devices", async () => {
    const a = (await makeUserWithToken("USER")).user.id;
    const b = (await makeUserWithToken("USER")).user.id;
    const c = (await makeUserWithToken("USER")).user.id;
    const gone = (await makeUserWithToken("USER")).user.id;
    await db.update(users).set({ disabledAt: now }).where(eq(users.id, gone));
    await db.insert(alertRules).values([
      { userId: a, name: "one" },
      { userId: b, name: "two", channels: ["email", "push"] },
      { userId: b, name: "three" },
      { userId: c, name: "switched off", enabled: false },
      { userId: c, name: "no channel", channels: [] },
      { userId: gone, name: "disabled account" },
    ]);
    const device = (userId: string, n: number) => ({
      userId,
      endpoint: `https://fcm.googleapis.com/fcm/send/figures-${userId}-${n}`,
      p256dh: "p256dh",
      auth: "auth",
    });
    await db.insert(pushSubscriptions).values([device(a, 1), device(a, 2), device(b, 1)]);

    const figures = await getAdminAlertFigures(now);
    expect(figures.rules).toEqual({ active: 3, members: 2 });
    expect(figures.push).toEqual({ devices: 3, members: 2 });
  });
});

describe("test alerts", () => {
  it("are not counted in the delivery figures", async () => {
    const before = await getAdminAlertFigures(now);
    const { user } = await makeUserWithToken("ADMIN");
    const answer = await sendTestAlert(user.id, now);
    expect(answer.channels.find((channel) => channel.channel === "in_app")?.outcome).toBe("sent");
    expect(answer.channels.find((channel) => channel.channel === "email")?.outcome).toBe("queued");
    const after = await getAdminAlertFigures(now);
    expect(after.channels).toEqual(before.channels);
    expect(after.recentFailures).toEqual(before.recentFailures);
  });
});
