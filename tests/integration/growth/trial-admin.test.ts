import { randomUUID } from "node:crypto";

import { addDays } from "date-fns";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as analytics } from "@/app/api/admin/analytics/route";
import { GET as listSubscriptions } from "@/app/api/admin/subscriptions/route";
import type { AnalyticsReport } from "@/lib/analytics/analytics-figures.rules";
import { startTrial } from "@/lib/growth/trial.service";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { paidPeriod } from "@/tests/helpers/payments";
import { callRoute, jsonRequest, type ApiEnvelope } from "@/tests/helpers/request";

// The admin's view of trials: the subscriptions console's Source filter and column, and the analytics' trial
// conversion (trials started in the window that became paid within 30 days of their start), counted in SQL.

type Admin = Awaited<ReturnType<typeof makeUserWithToken>>;
let admin: Admin;

beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
});

async function trialAt(startedAt: Date) {
  const { user } = await makeUserWithToken();
  await startTrial({ id: user.id, email: user.email, ip: null }, { deviceId: randomUUID(), ip: null }, startedAt);
  return user;
}

const report = async () =>
  (
    await callRoute<ApiEnvelope<AnalyticsReport>>(
      analytics,
      jsonRequest("GET", "/api/admin/analytics?days=90", undefined, admin.headers),
    )
  ).body.data!;

describe("trials in the admin", () => {
  it("counts trial conversion in the window: paid within 30 days of the start, with n and the young ones", async () => {
    const before = (await report()).trials;
    const now = new Date();
    // Converted: started 10 days ago, paid now. Not converted: started 60 days ago and paid now (too late), and one
    // started 2 days ago that has not paid (yet).
    await paidPeriod(await trialAt(addDays(now, -10)), "PREMIUM");
    await paidPeriod(await trialAt(addDays(now, -60)), "PREMIUM");
    await trialAt(addDays(now, -2));

    const after = (await report()).trials;
    expect(after.started - before.started).toBe(3);
    expect(after.converted - before.converted).toBe(1);
    expect(after.young - before.young).toBe(2);
    expect(after.conversionRate).toBe(Math.round((after.converted / after.started) * 1000) / 10);
  });

  it("filters the subscriptions console by source and shows each row's source", async () => {
    const member = await trialAt(new Date());
    const get = (query: string) =>
      callRoute<ApiEnvelope<{ subscriptions: { userId: string; source: string }[] }>>(
        listSubscriptions,
        jsonRequest("GET", `/api/admin/subscriptions${query}`, undefined, admin.headers),
      );
    const trials = await get(`?source=TRIAL&limit=100&search=${encodeURIComponent(member.email)}`);
    expect(trials.status).toBe(200);
    expect(trials.body.data!.subscriptions).toEqual([expect.objectContaining({ userId: member.id, source: "TRIAL" })]);
    const payments = await get(`?source=PAYMENT&search=${encodeURIComponent(member.email)}`);
    expect(payments.body.data!.subscriptions).toEqual([]);
    const bad = await get("?source=GIFT");
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatch(/source/i);
  });
});
