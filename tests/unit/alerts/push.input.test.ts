import { describe, expect, it } from "vitest";

import { pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from "@/lib/alerts/push.input";

// The browser's PushSubscription JSON as /api/user/push-subscriptions reads it. Which push services are
// accepted is a setting checked by the service (tests/unit/core/origin-patterns.test.ts).

// The user agent's key and secret of RFC 8291 Appendix A: fixed, so the case "base64 with + or /" always has one
// (a random key's standard base64 has neither about one time in sixteen).
const P256DH = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
const AUTH = "BTBZMqHH6r4Tts7J_aSIgg";
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b";
const valid = { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } };

const issuesOf = (input: unknown) => {
  const result = pushSubscriptionBodySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}:${issue.code}`);
};

describe("pushSubscriptionBodySchema", () => {
  it("takes what PushSubscription.toJSON() gives", () => {
    expect(pushSubscriptionBodySchema.parse(valid)).toEqual(valid);
    expect(pushSubscriptionBodySchema.parse({ endpoint: ENDPOINT, keys: valid.keys }).expirationTime).toBeNull();
    expect(pushSubscriptionBodySchema.parse({ ...valid, expirationTime: 1_900_000_000_000 }).expirationTime).toEqual(
      new Date(1_900_000_000_000),
    );
    // Padding is optional in base64url.
    expect(
      pushSubscriptionBodySchema.safeParse({ ...valid, keys: { p256dh: `${P256DH}=`, auth: `${AUTH}==` } }).success,
    ).toBe(true);
  });

  it("is strict: unknown keys, at the top or in keys, are refused", () => {
    expect(issuesOf({ ...valid, userId: "x" })).toEqual([":unrecognized_keys"]);
    expect(issuesOf({ ...valid, keys: { ...valid.keys, extra: "x" } })).toEqual(["keys:unrecognized_keys"]);
  });

  it.each([
    ["http://fcm.googleapis.com/fcm/send/x", "plain http"],
    ["https://user:pw@fcm.googleapis.com/x", "credentials"],
    ["javascript:alert(1)", "not http"],
    ["fcm.googleapis.com/x", "not a URL"],
    [`https://fcm.googleapis.com/${"a".repeat(2048)}`, "longer than 2048"],
  ])("refuses endpoint %#", (endpoint) => {
    expect(issuesOf({ ...valid, endpoint })).toEqual([expect.stringMatching(/^endpoint:(custom|too_big)$/)]);
  });

  const compressed = Buffer.concat([Buffer.from([2]), Buffer.from(P256DH, "base64url").subarray(1, 33)]);
  it.each([
    [compressed.toString("base64url"), "a compressed point (33 bytes)"],
    [Buffer.concat([Buffer.from([5]), Buffer.from(P256DH, "base64url").subarray(1)]).toString("base64url"), "prefix 5"],
    [Buffer.from(P256DH, "base64url").subarray(0, 64).toString("base64url"), "64 bytes"],
    [Buffer.from(P256DH, "base64url").toString("base64"), "base64 with + or /"],
    ["not base64url!", "another alphabet"],
    ["", "empty"],
    ["A", "an impossible length"],
  ])("refuses p256dh %j (%s)", (p256dh) => {
    // The standard base64 of a key may happen to hold no + or /; only test the case when it does.
    if (p256dh === Buffer.from(P256DH, "base64url").toString("base64") && !/[+/=]/.test(p256dh)) return;
    expect(issuesOf({ ...valid, keys: { ...valid.keys, p256dh } })).toEqual(["keys.p256dh:custom"]);
  });

  it.each([
    [Buffer.alloc(15, 7).toString("base64url"), "15 bytes"],
    [Buffer.alloc(17, 7).toString("base64url"), "17 bytes"],
    ["", "empty"],
    ["%%%%%%%%%%%%%%%%%%%%%%", "another alphabet"],
  ])("refuses auth %j (%s)", (auth) => {
    expect(issuesOf({ ...valid, keys: { ...valid.keys, auth } })).toEqual(["keys.auth:custom"]);
  });

  it("refuses missing fields and wrong types", () => {
    expect(issuesOf({ endpoint: ENDPOINT })).toEqual(["keys:invalid_type"]);
    expect(issuesOf({ ...valid, expirationTime: "soon" })).toEqual(["expirationTime:invalid_type"]);
    expect(issuesOf({ ...valid, expirationTime: -1 })).toEqual(["expirationTime:too_small"]);
    expect(issuesOf({ ...valid, expirationTime: 8.64e15 })).toEqual(["expirationTime:custom"]);
  });
});

describe("pushUnsubscribeBodySchema", () => {
  it("takes an endpoint and nothing else", () => {
    expect(pushUnsubscribeBodySchema.parse({ endpoint: ENDPOINT })).toEqual({ endpoint: ENDPOINT });
    expect(pushUnsubscribeBodySchema.safeParse({ endpoint: ENDPOINT, keys: valid.keys }).success).toBe(false);
    expect(pushUnsubscribeBodySchema.safeParse({ endpoint: "http://x.example/" }).success).toBe(false);
  });
});
