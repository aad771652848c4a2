import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { GET, POST } from "@/app/api/user/trial/route";
import { GET as getSubscription } from "@/app/api/user/subscription/route";
import { DEVICE_COOKIE } from "@/lib/accounts/device-identity.service";
import type { TrialStatus } from "@/lib/growth/trial.rules";
import type { MemberSubscription } from "@/lib/subscriptions/subscriptions.dto";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest, type ApiEnvelope } from "@/tests/helpers/request";

// POST and GET /api/user/trial over HTTP: the device cookie issued when the browser has none, the status before and
// after, the refusal's status and words, and the subscription the page then reads.

const post = (headers: Record<string, string>) =>
  callRoute<ApiEnvelope<TrialStatus>>(POST, jsonRequest("POST", "/api/user/trial", undefined, headers));
const status = (headers: Record<string, string>) =>
  callRoute<ApiEnvelope<TrialStatus>>(GET, jsonRequest("GET", "/api/user/trial", undefined, headers));

describe("/api/user/trial", () => {
  it("says a confirmed Free member may start it, starts it, and issues the device cookie", async () => {
    const { headers } = await makeUserWithToken();
    const before = await status(headers);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ days: 7, eligible: true, refusal: null, trial: null });

    const started = await post(headers);
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ eligible: false, trial: { active: true, daysLeft: 7 } });
    const cookie = started.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[0-9a-f-]{36}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax`));

    const subscription = await callRoute<ApiEnvelope<MemberSubscription>>(
      getSubscription,
      jsonRequest("GET", "/api/user/subscription", undefined, headers),
    );
    expect(subscription.body.data!.subscription).toMatchObject({ plan: "PREMIUM", source: "TRIAL", status: "ACTIVE" });

    const again = await post(headers);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      error: "You have already had your free trial.",
      details: { reason: "account_used" },
    });
  });

  it("keeps a device cookie the browser already has, and refuses another account on that device", async () => {
    const deviceId = randomUUID();
    const first = await makeUserWithToken();
    const withCookie = { ...first.headers, cookie: `${DEVICE_COOKIE}=${deviceId}` };
    const started = await post(withCookie);
    expect(started.status).toBe(201);
    expect(started.headers.get("set-cookie")).toBeNull();

    const second = await makeUserWithToken();
    const secondHeaders = { ...second.headers, cookie: `${DEVICE_COOKIE}=${deviceId}` };
    expect((await status(secondHeaders)).body.data).toMatchObject({
      eligible: false,
      refusal: { reason: "device_used" },
    });
    const refused = await post(secondHeaders);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("A free trial has already been started on this device.");
  });

  it("answers concurrent starts for one account with exactly one 201; the others are 409", async () => {
    const { headers } = await makeUserWithToken();
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(headers)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body).toMatchObject({ success: false, details: { reason: "account_used" } });
  });
});
