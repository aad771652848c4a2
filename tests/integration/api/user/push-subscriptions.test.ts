import { createECDH, randomBytes, randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { GET as publicKeyRoute } from "@/app/api/push/public-key/route";
import { DELETE as remove, GET as list, POST as subscribe } from "@/app/api/user/push-subscriptions/route";
import { db } from "@/db";
import { pushSubscriptions, webPushKeys } from "@/db/schema";
import { MAX_PUSH_DEVICES } from "@/lib/alerts/push-subscriptions.service";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

// The push device API: a member registers the browser's PushSubscription JSON, lists and removes their own
// devices; only the push services of PUSH_SERVICE_ORIGINS (the defaults here) are accepted, and a refused
// request stores nothing. And the public VAPID key browsers subscribe with.

type Envelope<T = unknown> = { success: boolean; data: T; error?: string; code?: string; details?: unknown };
type Device = { id: string; createdAt: string; lastSuccessAt: string | null; userAgent: string | null };
type Member = Awaited<ReturnType<typeof makeUserWithToken>>;

const URL = "/api/user/push-subscriptions";
const headersOf = (member: Member | null, extra: Record<string, string> = {}) => ({ ...member?.headers, ...extra });
const post = (member: Member | null, body: unknown, extra: Record<string, string> = {}) =>
  callRoute<Envelope<Device>>(subscribe, jsonRequest("POST", URL, body, headersOf(member, extra)));
const del = (member: Member | null, body: unknown) =>
  callRoute<Envelope<null>>(remove, jsonRequest("DELETE", URL, body, headersOf(member)));
const getList = (member: Member | null) =>
  callRoute<Envelope<Device[]>>(list, jsonRequest("GET", URL, undefined, headersOf(member)));
const rowsOf = (userId: string) => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** A browser's subscription at an allowed push service (FCM by default). */
function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`) {
  const ecdh = createECDH("prime256v1");
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

describe("GET /api/push/public-key", () => {
  it("serves the generated VAPID public key to anyone, the same on every call, cacheable briefly", async () => {
    const first = await callRoute<Envelope<{ publicKey: string }>>(
      publicKeyRoute,
      jsonRequest("GET", "/api/push/public-key"),
    );
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.data.publicKey, "base64url")).toHaveLength(65);
    expect(first.headers.get("cache-control")).toBe("public, max-age=300");
    expect(JSON.stringify(first.body)).not.toMatch(/private/i);
    const second = await callRoute<Envelope<{ publicKey: string }>>(
      publicKeyRoute,
      jsonRequest("GET", "/api/push/public-key"),
    );
    expect(second.body.data.publicKey).toBe(first.body.data.publicKey);
    const stored = await db.select().from(webPushKeys);
    expect(stored.map((row) => row.publicKey)).toEqual([first.body.data.publicKey]);
  });
});

describe("/api/user/push-subscriptions", () => {
  it("answers 401 to visitors and stores nothing", async () => {
    const body = browserSubscription();
    expect((await post(null, body)).status).toBe(401);
    expect((await del(null, { endpoint: body.endpoint })).status).toBe(401);
    expect((await getList(null)).status).toBe(401);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint))).toEqual([]);
  });

  it("registers a device with its user agent and lists it without endpoint or keys", async () => {
    const member = await makeUserWithToken("USER");
    const body = browserSubscription("https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk");
    const created = await post(member, body, { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" });
    expect(created.status).toBe(200);
    expect(created.headers.get("cache-control")).toContain("no-store");
    expect(created.body.data).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      lastSuccessAt: null,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
    });
    const [row] = await rowsOf(member.user.id);
    expect(row).toMatchObject({ endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, failures: 0 });

    const listed = await getList(member);
    expect(listed.body.data).toEqual([created.body.data]);
    expect(JSON.stringify(listed.body)).not.toContain(body.keys.p256dh);
    expect(JSON.stringify(listed.body)).not.toContain(body.endpoint);
  });

  it("accepts every default push service, WNS under its wildcard", async () => {
    const member = await makeUserWithToken("USER");
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD",
    ]) {
      expect((await post(member, browserSubscription(endpoint))).status).toBe(200);
    }
    expect(await rowsOf(member.user.id)).toHaveLength(3);
  });

  it.each([
    ["https://evil.example/push/1", "another host"],
    ["https://fcm.googleapis.com:8443/fcm/send/x", "another port"],
    ["https://fcm.googleapis.com.evil.example/x", "a lookalike"],
    ["https://169.254.169.254/latest/meta-data", "the metadata address"],
    ["https://a.b.notify.windows.com/w/", "two labels under the WNS wildcard"],
  ])("refuses %s (%s) with 422 in the envelope, storing nothing", async (endpoint) => {
    const member = await makeUserWithToken("USER");
    const response = await post(member, browserSubscription(endpoint));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ success: false, code: "validation_failed" });
    expect(response.body.details).toEqual([{ path: "endpoint", message: expect.any(String) }]);
    expect(await rowsOf(member.user.id)).toEqual([]);
  });

  it("refuses malformed subscriptions: bad keys or http 422, unknown keys 400, wrong content type 415", async () => {
    const member = await makeUserWithToken("USER");
    const good = browserSubscription();
    const offCurve = Buffer.from(good.keys.p256dh, "base64url");
    offCurve[40]! ^= 1;
    const cases: [unknown, number][] = [
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, 422],
      [{ ...good, keys: { ...good.keys, p256dh: offCurve.toString("base64url") } }, 422],
      [{ ...good, keys: { ...good.keys, auth: randomBytes(8).toString("base64url") } }, 422],
      [{ ...good, endpoint: "http://fcm.googleapis.com/fcm/send/x" }, 422],
      [{ ...good, keys: undefined }, 422],
      [{ ...good, userId: "someone-else" }, 400],
      [{ ...good, keys: { ...good.keys, extra: "x" } }, 400],
    ];
    for (const [body, status] of cases) {
      const response = await post(member, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.success).toBe(false);
    }
    const wrongType = await post(member, JSON.stringify(good), { "content-type": "text/plain" });
    expect(wrongType.status).toBe(415);
    expect(await rowsOf(member.user.id)).toEqual([]);
  });

  it("refuses a cross-site registration", async () => {
    const member = await makeUserWithToken("USER");
    const response = await post(member, browserSubscription(), { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await rowsOf(member.user.id)).toEqual([]);
  });

  it("moves a re-subscribed endpoint to the caller with the new keys (one row per endpoint)", async () => {
    const first = await makeUserWithToken("USER");
    const second = await makeUserWithToken("USER");
    const body = browserSubscription();
    await post(first, body);
    await db.update(pushSubscriptions).set({ failures: 3 }).where(eq(pushSubscriptions.endpoint, body.endpoint));
    const renewed = browserSubscription(body.endpoint);
    expect((await post(second, renewed)).status).toBe(200);
    expect(await rowsOf(first.user.id)).toEqual([]);
    const [row] = await rowsOf(second.user.id);
    expect(row).toMatchObject({
      endpoint: body.endpoint,
      p256dh: renewed.keys.p256dh,
      auth: renewed.keys.auth,
      failures: 0,
    });
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices per member, dropping the least recently active`, async () => {
    const member = await makeUserWithToken("USER");
    const base = Date.now() - 60 * 60 * 1000;
    // Registered a minute apart, the first one the oldest; the second reached a device recently.
    await db.insert(pushSubscriptions).values(
      Array.from({ length: MAX_PUSH_DEVICES }, (_, i) => {
        const body = browserSubscription(`https://fcm.googleapis.com/fcm/send/device-${i}-${randomUUID()}`);
        return {
          userId: member.user.id,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          createdAt: new Date(base + i * 60_000),
          lastSuccessAt: i === 1 ? new Date() : null,
        };
      }),
    );
    const newest = browserSubscription();
    expect((await post(member, newest)).status).toBe(200);
    const endpoints = (await rowsOf(member.user.id)).map((row) => row.endpoint);
    expect(endpoints).toHaveLength(MAX_PUSH_DEVICES);
    expect(endpoints).toContain(newest.endpoint);
    expect(endpoints.some((endpoint) => endpoint.includes("/device-0-"))).toBe(false);
    expect(endpoints.some((endpoint) => endpoint.includes("/device-1-"))).toBe(true);
  });

  it("removes the caller's own device; another member's endpoint answers 404 and stays", async () => {
    const owner = await makeUserWithToken("USER");
    const other = await makeUserWithToken("USER");
    const body = browserSubscription();
    await post(owner, body);

    const stolen = await del(other, { endpoint: body.endpoint });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ success: false, code: "not_found" });
    expect(await rowsOf(owner.user.id)).toHaveLength(1);

    const removed = await del(owner, { endpoint: body.endpoint });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, data: null });
    expect(await rowsOf(owner.user.id)).toEqual([]);
    expect((await del(owner, { endpoint: body.endpoint })).status).toBe(404);
    expect((await del(owner, { endpoint: body.endpoint, keys: body.keys })).status).toBe(400);
  });
});
