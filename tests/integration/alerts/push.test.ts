import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "@/db";
import { pushSubscriptions, webPushKeys } from "@/db/schema";
import { pushToMember, pushToMembers, setPushTargetPolicy, type PushTargetPolicy } from "@/lib/alerts/push.service";
import { getVapidDetails, getVapidPublicKey, resetVapidDetails } from "@/lib/alerts/vapid.service";
import { parseOriginPatterns } from "@/lib/core/origin-patterns";
import type { Resolver } from "@/lib/net/ssrf-guard";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { startFakePushService, type FakeDevice, type FakePushService } from "@/tests/helpers/fake-servers/push-service";

// Sending web push end to end: the VAPID key pair made once, real encrypted requests to a fake push service on
// loopback that verifies the VAPID signature and DECRYPTS each message with the device's keys (RFC 8291), the
// bookkeeping of gone (404/410) and failing devices, and the SSRF guard at send time.

const PUSH_HOST = "push.example";
let service: FakePushService;

/** push.example resolves to loopback, as a hostile DNS answer for an allowed origin would. */
const resolver: Resolver = async (hostname) => {
  if (hostname === PUSH_HOST) return [{ address: "127.0.0.1", family: 4 }];
  throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};

/** The fake service's origins allowed; loopback reachable only when `loopback` (what the test-only setting does). */
function policy({ loopback }: { loopback: boolean }): PushTargetPolicy {
  return {
    origins: parseOriginPatterns(`${service.origin},https://${PUSH_HOST}:${service.port}`),
    guard: { resolve: resolver, allowedPorts: [service.port], allowedAddresses: loopback ? ["127.0.0.1"] : [] },
    ca: service.ca,
  };
}
const loopbackPolicy = () => policy({ loopback: true });

async function register(userId: string, device: FakeDevice) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: device.json.endpoint, p256dh: device.json.keys.p256dh, auth: device.json.keys.auth })
    .returning();
  return row!;
}
const rowOf = async (id: string) => (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)))[0];

const PICK = {
  title: "Value pick: Arsenal v Chelsea",
  body: "Arsenal @ 2.40 at Bet365 · EV +6.1% · price seen 2 min ago",
  url: "/predictions/7b9e",
  tag: "7b9e",
  predictionId: "7b9e",
  kind: "value_pick" as const,
};

beforeAll(async () => {
  service = await startFakePushService({ hostnames: [PUSH_HOST] });
});
afterAll(async () => {
  setPushTargetPolicy(null);
  await service.close();
});
beforeEach(() => {
  setPushTargetPolicy(loopbackPolicy());
});

describe("VAPID keys", () => {
  it("are made once: concurrent first starts all end with the one stored pair", async () => {
    await db.delete(webPushKeys);
    const starts = Array.from({ length: 6 }, () => {
      resetVapidDetails(); // each call below loads as a fresh process would
      return getVapidDetails();
    });
    const loaded = await Promise.all(starts);
    const stored = await db.select().from(webPushKeys);
    expect(stored).toHaveLength(1);
    for (const details of loaded) {
      expect(details).toEqual({
        subject: "mailto:support@edgecast.example",
        publicKey: stored[0]!.publicKey,
        privateKey: stored[0]!.privateKey,
      });
    }
    resetVapidDetails();
    expect(await getVapidPublicKey()).toBe(stored[0]!.publicKey);
  });
});

describe("pushToMember", () => {
  it("sends the payload, encrypted per device and signed with our key, to every device of the member", async () => {
    const member = await makeUserWithToken("USER");
    const other = await makeUserWithToken("USER");
    const phone = service.newSubscription();
    const laptop = service.newSubscription();
    const phoneRow = await register(member.user.id, phone);
    await register(member.user.id, laptop);
    await register(other.user.id, service.newSubscription());
    const before = service.messages.length;

    expect(await pushToMember(member.user.id, PICK)).toEqual({ sent: 2, removed: 0, failed: 0 });

    const received = service.messages.slice(before);
    expect(received.map((message) => message.deviceId).sort()).toEqual([phone.id, laptop.id].sort());
    const publicKey = await getVapidPublicKey();
    for (const message of received) {
      expect(message.payload).toEqual(PICK);
      expect(message.vapidKey).toBe(publicKey);
      expect(message.claims).toMatchObject({ aud: service.origin, sub: "mailto:support@edgecast.example" });
      expect(message.ttl).toBe("3600");
      expect(message.urgency).toBe("high");
    }
    expect((await rowOf(phoneRow.id))?.lastSuccessAt).toBeInstanceOf(Date);

    // Options reach the push service; a member without devices is a quiet zero.
    await pushToMember(
      member.user.id,
      { title: "Test", kind: "test" },
      { ttlSeconds: 60, urgency: "normal", topic: "t1" },
    );
    expect(service.messages.at(-1)).toMatchObject({
      ttl: "60",
      urgency: "normal",
      topic: "t1",
      payload: { title: "Test" },
    });
    const lonely = await makeUserWithToken("USER");
    expect(await pushToMember(lonely.user.id, PICK)).toEqual({ sent: 0, removed: 0, failed: 0 });
  });

  it("removes devices the push service says are gone (404, 410) and counts other failures", async () => {
    const member = await makeUserWithToken("USER");
    const expired = service.newSubscription();
    const unknown = service.newSubscription();
    const flaky = service.newSubscription();
    const healthy = service.newSubscription();
    const rows = await Promise.all(
      [expired, unknown, flaky, healthy].map((device) => register(member.user.id, device)),
    );
    service.respondWith(expired, 410);
    service.respondWith(unknown, 404);
    service.respondWith(flaky, 500);

    expect(await pushToMember(member.user.id, PICK)).toEqual({ sent: 1, removed: 2, failed: 1 });
    expect(await rowOf(rows[0]!.id)).toBeUndefined();
    expect(await rowOf(rows[1]!.id)).toBeUndefined();
    expect(await rowOf(rows[2]!.id)).toMatchObject({ failures: 1, lastSuccessAt: null });
    expect(await rowOf(rows[3]!.id)).toMatchObject({ failures: 0 });

    // A success starts the count again; five failures in a row drop the device.
    service.respondWith(flaky, null);
    await pushToMember(member.user.id, PICK);
    expect(await rowOf(rows[2]!.id)).toMatchObject({ failures: 0 });
    service.respondWith(flaky, 503);
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await pushToMember(member.user.id, PICK));
    expect(outcomes.map((outcome) => outcome.failed)).toEqual([1, 1, 1, 1, 0]);
    expect(outcomes.at(-1)).toEqual({ sent: 1, removed: 1, failed: 0 });
    expect(await rowOf(rows[2]!.id)).toBeUndefined();
  });

  it("refuses payloads that link off the site or are too long, before sending anything", async () => {
    const member = await makeUserWithToken("USER");
    await register(member.user.id, service.newSubscription());
    const before = service.requestCount;
    for (const url of ["https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      await expect(pushToMember(member.user.id, { ...PICK, url })).rejects.toMatchObject({ code: "validation_failed" });
    }
    await expect(pushToMember(member.user.id, { ...PICK, body: "x".repeat(4000) })).rejects.toMatchObject({
      code: "validation_failed",
    });
    expect(service.requestCount).toBe(before);
  });
});

describe("pushToMembers", () => {
  it("sends each member their own payload in one pass and reports per member", async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => makeUserWithToken("USER")));
    const devices = new Map<string, FakeDevice[]>();
    for (const [index, member] of members.entries()) {
      // Two devices each, none for the last member.
      const own = index === members.length - 1 ? [] : [service.newSubscription(), service.newSubscription()];
      for (const device of own) await register(member.user.id, device);
      devices.set(member.user.id, own);
    }
    const skipped = members[0]!.user.id;
    const ids = members.map((member) => member.user.id);
    const before = service.messages.length;

    const outcome = await pushToMembers([...ids, ids[1]!], (userId) =>
      userId === skipped ? null : { title: `For ${userId}`, url: `/predictions/${userId}`, kind: "value_pick" },
    );

    expect({ sent: outcome.sent, removed: outcome.removed, failed: outcome.failed }).toEqual({
      sent: 2 * (members.length - 2),
      removed: 0,
      failed: 0,
    });
    expect([...outcome.byUser.keys()].sort()).toEqual([...ids].sort());
    expect(outcome.byUser.get(skipped)).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(outcome.byUser.get(ids.at(-1)!)).toEqual({ sent: 0, removed: 0, failed: 0 });
    const received = service.messages.slice(before);
    expect(received).toHaveLength(2 * (members.length - 2));
    for (const message of received) {
      const owner = [...devices].find(([, own]) => own.some((device) => device.id === message.deviceId))![0];
      expect(message.payload).toEqual({ title: `For ${owner}`, url: `/predictions/${owner}`, kind: "value_pick" });
    }
    const rows = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, ids.slice(1)));
    expect(rows.every((row) => row.lastSuccessAt !== null)).toBe(true);
  });
});

describe("SSRF guard at send time", () => {
  it("refuses an allowed origin whose name resolves to a private address, at connect time", async () => {
    const member = await makeUserWithToken("USER");
    const device = service.newSubscription({ host: PUSH_HOST });
    const row = await register(member.user.id, device);
    const before = service.requestCount;

    setPushTargetPolicy(policy({ loopback: false }));
    expect(await pushToMember(member.user.id, PICK)).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(service.requestCount).toBe(before);
    expect(await rowOf(row.id)).toMatchObject({ failures: 1 });

    // The same device is reached once loopback is allowed: the guard, not the name, refused it.
    setPushTargetPolicy(loopbackPolicy());
    expect(await pushToMember(member.user.id, PICK)).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(service.messages.at(-1)).toMatchObject({
      deviceId: device.id,
      claims: { aud: `https://${PUSH_HOST}:${service.port}` },
    });
  });

  it("re-checks the origin allow-list before sending: a stored endpoint elsewhere gets no request", async () => {
    const member = await makeUserWithToken("USER");
    const device = service.newSubscription();
    await register(member.user.id, device);
    const before = service.requestCount;
    setPushTargetPolicy({ ...loopbackPolicy(), origins: parseOriginPatterns("https://fcm.googleapis.com") });
    expect(await pushToMember(member.user.id, PICK)).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(service.requestCount).toBe(before);
  });
});
