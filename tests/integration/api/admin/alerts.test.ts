// GET /api/admin/alerts (the automation panel's alert figures) and POST /api/admin/alerts/test-send (a test alert
// to the calling admin): admins only, a strict empty body, a limit per admin, and the test alert reaching the
// caller only: their notification, their outbox row, their devices.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { GET as figuresGet } from "@/app/api/admin/alerts/route";
import { POST as testSend } from "@/app/api/admin/alerts/test-send/route";
import { GET as notificationsGet } from "@/app/api/user/notifications/route";
import { db } from "@/db";
import { emailOutbox, notifications, predictions, pushSubscriptions, userPreferences, users } from "@/db/schema";
import { setPushTargetPolicy } from "@/lib/alerts/push.service";
import { parseOriginPatterns } from "@/lib/core/origin-patterns";
import { emailSendsSettled } from "@/lib/mail/outbox.service";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { startFakePushService, type FakePushService } from "@/tests/helpers/fake-servers/push-service";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

const FIGURES = "/api/admin/alerts";
const TEST_SEND = "/api/admin/alerts/test-send";
type Account = Awaited<ReturnType<typeof makeUserWithToken>>;
type Answer = {
  source: { kind: "pick" | "sample"; predictionId?: string; title: string };
  channels: { channel: string; outcome: string; detail: string }[];
};

const send = (account: Account | null, body?: unknown, headers: Record<string, string> = {}) =>
  callRoute<{ success: boolean; data: Answer; code?: string }>(
    testSend,
    jsonRequest("POST", TEST_SEND, body, { ...(account?.headers ?? {}), ...headers }),
  );
const outcomes = (answer: Answer) =>
  Object.fromEntries(answer.channels.map((channel) => [channel.channel, channel.outcome]));
const notesOf = (userId: string) => db.select().from(notifications).where(eq(notifications.userId, userId));
const mailTo = (userId: string) => db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId));

// The admin's own device is on a fake push service that checks VAPID and decrypts what it receives.
let pushService: FakePushService;
beforeAll(async () => {
  pushService = await startFakePushService();
  setPushTargetPolicy({
    origins: parseOriginPatterns(pushService.origin),
    guard: {
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
      allowedPorts: [pushService.port],
      allowedAddresses: ["127.0.0.1"],
    },
    ca: pushService.ca,
  });
});

afterAll(async () => {
  setPushTargetPolicy(null);
  await pushService.close();
  await emailSendsSettled();
});

describe("GET /api/admin/alerts", () => {
  it("answers visitors 401, members 403, admins 200 with the figures per channel", async () => {
    const member = await makeUserWithToken("USER");
    const admin = await makeUserWithToken("ADMIN");
    expect((await callRoute(figuresGet, jsonRequest("GET", FIGURES))).status).toBe(401);
    expect((await callRoute(figuresGet, jsonRequest("GET", FIGURES, undefined, member.headers))).status).toBe(403);
    const answer = await callRoute<{ data: { channels: { channel: string }[]; rules: unknown; push: unknown } }>(
      figuresGet,
      jsonRequest("GET", FIGURES, undefined, admin.headers),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.body.data.channels.map((channel) => channel.channel)).toEqual(["in_app", "push", "email"]);
    expect(answer.body.data).toMatchObject({ rules: { active: 0, members: 0 }, push: { devices: 0, members: 0 } });
  });
});

describe("POST /api/admin/alerts/test-send", () => {
  it("answers visitors 401 and members 403, and sends them nothing", async () => {
    const member = await makeUserWithToken("USER");
    expect((await send(null)).status).toBe(401);
    expect((await send(member)).status).toBe(403);
    expect(await notesOf(member.user.id)).toEqual([]);
    expect(await mailTo(member.user.id)).toEqual([]);
  });

  it("refuses a body with any key (400), malformed JSON (400) and another content type (415)", async () => {
    const admin = await makeUserWithToken("ADMIN");
    expect((await send(admin, { to: "someone@example.com" })).status).toBe(400);
    expect((await send(admin, { userId: admin.user.id })).body.code).toBe("bad_request");
    expect((await send(admin, "{not json", { "content-type": "application/json" })).status).toBe(400);
    expect((await send(admin, "x", { "content-type": "text/plain" })).status).toBe(415);
    expect(await notesOf(admin.user.id)).toEqual([]);
  });

  it("with no open pick, sends a labelled sample: in-app to the caller, e-mail to the caller's address", async () => {
    expect(await db.select({ id: predictions.id }).from(predictions)).toEqual([]);
    const admin = await makeUserWithToken("ADMIN");
    const other = await makeUserWithToken("ADMIN");
    const answer = await send(admin, {});
    expect(answer.status).toBe(200);
    expect(answer.body.data.source).toEqual({ kind: "sample", title: "Sample Home v Sample Away" });
    expect(outcomes(answer.body.data)).toEqual({ in_app: "sent", push: "switched_off", email: "queued" });

    const [note] = await notesOf(admin.user.id);
    expect(note).toMatchObject({ kind: "test", predictionId: null, readAt: null });
    expect(note!.payload).toMatchObject({
      title: "Test alert: Sample Home v Sample Away",
      url: "/predictions",
      test: true,
      sample: true,
      isDemo: true,
    });
    const [mail] = await mailTo(admin.user.id);
    expect(mail).toMatchObject({ to: admin.user.email, kind: "alert-test" });
    expect(mail!.subject).toMatch(/^Test alert: Sample Home v Sample Away — /);
    expect(mail!.text).toContain("Test alert: you asked for one from the admin dashboard.");
    expect(await notesOf(other.user.id)).toEqual([]);
    expect(await mailTo(other.user.id)).toEqual([]);
    expect(pushService.requestCount).toBe(0);
  });

  it("is made from the latest open pick; the caller's notifications list shows it; a repeat adds one", async () => {
    await makePrediction({ homeTeam: "Older", awayTeam: "Pick", createdAt: new Date(Date.now() - 60_000) });
    const pick = await makePrediction({ homeTeam: "Leeds", awayTeam: "Everton", pick: "Leeds", decimalOdds: 2.4 });
    await makePrediction({ homeTeam: "Unpublished", awayTeam: "Pick", isPublished: false });
    await makePrediction({ homeTeam: "Kicked", awayTeam: "Off", matchDate: new Date(Date.now() - 60_000) });
    const admin = await makeUserWithToken("ADMIN");

    const first = await send(admin);
    expect(first.status).toBe(200);
    expect(first.body.data.source).toEqual({ kind: "pick", predictionId: pick.id, title: "Leeds v Everton" });
    const list = await callRoute<{ data: { notifications: { kind: string; payload: Record<string, unknown> }[] } }>(
      notificationsGet,
      jsonRequest("GET", "/api/user/notifications", undefined, admin.headers),
    );
    expect(list.body.data.notifications).toHaveLength(1);
    expect(list.body.data.notifications[0]).toMatchObject({
      kind: "test",
      payload: {
        predictionId: pick.id,
        url: `/predictions/${pick.id}`,
        title: "Test alert: Leeds v Everton",
        pick: "Leeds",
        price: 2.4,
        test: true,
        sample: false,
      },
    });
    const [mail] = await mailTo(admin.user.id);
    expect(mail!.text).toContain("Pick: Leeds");
    expect(mail!.text).toContain(`/predictions/${pick.id}`);

    expect((await send(admin)).status).toBe(200);
    expect(await notesOf(admin.user.id)).toHaveLength(2);
  });

  it("pushes to the caller's own devices only when push is on and a device is subscribed", async () => {
    const admin = await makeUserWithToken("ADMIN");
    const prefs = (push: boolean) => ({
      email: true,
      push,
      predictionAlerts: true,
      weeklyDigest: true,
      marketing: false,
    });
    await db.insert(userPreferences).values({ userId: admin.user.id, notifications: prefs(true) });
    const before = pushService.requestCount;
    expect(outcomes((await send(admin)).body.data).push).toBe("no_device");
    expect(pushService.requestCount).toBe(before);

    const device = pushService.newSubscription();
    await db.insert(pushSubscriptions).values({
      userId: admin.user.id,
      endpoint: device.json.endpoint,
      p256dh: device.json.keys.p256dh,
      auth: device.json.keys.auth,
    });
    const answer = (await send(admin)).body.data;
    expect(answer.channels.find((channel) => channel.channel === "push")).toEqual({
      channel: "push",
      outcome: "sent",
      detail: "Sent to 1 device.",
    });
    const received = pushService.messages.filter((message) => message.deviceId === device.id);
    expect(received).toHaveLength(1);
    expect(received[0]!.payload).toMatchObject({ kind: "test", tag: "test-alert" });
    expect(String((received[0]!.payload as { title: string }).title)).toMatch(/^Test alert — Value: /);

    await db
      .update(userPreferences)
      .set({ notifications: prefs(false) })
      .where(eq(userPreferences.userId, admin.user.id));
    expect(outcomes((await send(admin)).body.data).push).toBe("switched_off");
  });

  it("says when the address is not confirmed or alerts are switched off, and then sends nothing there", async () => {
    const admin = await makeUserWithToken("ADMIN");
    await db.update(users).set({ emailVerified: false, emailVerifiedAt: null }).where(eq(users.id, admin.user.id));
    const unconfirmed = (await send(admin)).body.data;
    expect(outcomes(unconfirmed)).toEqual({ in_app: "sent", push: "switched_off", email: "address_not_confirmed" });
    expect(await mailTo(admin.user.id)).toEqual([]);

    const quiet = await makeUserWithToken("ADMIN");
    await db.insert(userPreferences).values({
      userId: quiet.user.id,
      notifications: { email: true, push: true, predictionAlerts: false, weeklyDigest: true, marketing: false },
    });
    const off = (await send(quiet)).body.data;
    expect(outcomes(off)).toEqual({ in_app: "switched_off", push: "switched_off", email: "switched_off" });
    expect(await notesOf(quiet.user.id)).toEqual([]);
    expect(await mailTo(quiet.user.id)).toEqual([]);
  });

  it("is limited per admin: over the limit 429 with Retry-After, and another admin is not affected", async () => {
    const admin = await makeUserWithToken("ADMIN");
    const other = await makeUserWithToken("ADMIN");
    for (let i = 0; i < RATE_LIMITS.alertTestSend.points; i += 1) expect((await send(admin)).status).toBe(200);
    const refused = await send(admin);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await notesOf(admin.user.id)).toHaveLength(RATE_LIMITS.alertTestSend.points);
    expect((await send(other)).status).toBe(200);
    const kinds = await db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.userId, other.user.id), eq(notifications.kind, "test")));
    expect(kinds).toHaveLength(1);
  });
});
