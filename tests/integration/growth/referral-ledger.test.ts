// The days invitations earn: the daily cap and the monthly ceiling in each member's zone (also under concurrent
// confirmations), an admin's reversal of unused days, and the member's and the admin's ledgers
// (lib/growth/referral-ledger.service.ts). Runs on PGlite and on PostgreSQL.

import { addDays } from "date-fns";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { GET as earningsRoute } from "@/app/api/user/earnings/route";
import { GET as adminListRoute } from "@/app/api/admin/referrals/route";
import { POST as reverseRoute } from "@/app/api/admin/referrals/[referralId]/reverse/route";
import { db } from "@/db";
import { auditLog } from "@/db/schema";
import { decideReferral } from "@/lib/growth/referrals.service";
import { insertSubscription } from "@/lib/subscriptions/subscriptions.queries";
import { updateSettingValue } from "@/lib/settings/settings.queries";
import { MONTHLY_EARNED_DAYS_SETTING } from "@/lib/subscriptions/earned-days.rules";

import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest, type ApiEnvelope } from "@/tests/helpers/request";
import {
  DAY,
  friendEmail,
  referrer,
  signUp,
  confirm,
  referralOf,
  earnedPeriods,
  ledger,
  pendingFriend,
} from "@/tests/helpers/referrals";

describe("caps", () => {
  it("credits 3 + 2 + 0 for three friends on one local day, and 3 again the next local day (Lagos)", async () => {
    const inviter = await referrer({ timeZone: "Africa/Lagos" });
    // 22:30 UTC is 23:30 in Lagos; 23:30 UTC is already the next day there (00:30), still the same UTC day.
    const late = new Date("2026-11-10T22:30:00Z");
    const afterMidnightLagos = new Date("2026-11-10T23:30:00Z");
    const credited: number[] = [];
    for (const minute of [0, 5, 10]) {
      const friend = await pendingFriend(inviter, late);
      const decision = await decideReferral(friend.id, new Date(late.getTime() + minute * 60_000));
      credited.push(decision.outcome === "credited" ? decision.referrerDays : -1);
    }
    expect(credited).toEqual([3, 2, 0]);
    const next = await pendingFriend(inviter, late);
    expect(await decideReferral(next.id, afterMidnightLagos)).toMatchObject({ referrerDays: 3 });
    const rows = await ledger(inviter.id);
    expect(rows.map((row) => [row.localDay, row.days, row.requestedDays])).toEqual([
      ["2026-11-10", 3, 3],
      ["2026-11-10", 2, 3],
      ["2026-11-11", 3, 3],
    ]);
    expect(rows[1]!.note).toMatch(/daily/);
    expect(rows.every((row) => row.timeZone === "Africa/Lagos")).toBe(true);
  });

  it("stops at the monthly ceiling from the setting", async () => {
    await updateSettingValue({ key: MONTHLY_EARNED_DAYS_SETTING, value: 7, updatedById: null });
    try {
      const inviter = await referrer();
      const days: number[] = [];
      for (const date of ["2026-10-01", "2026-10-02", "2026-10-03", "2026-11-01"]) {
        const at = new Date(`${date}T12:00:00Z`);
        const friend = await pendingFriend(inviter, at);
        const decision = await decideReferral(friend.id, at);
        days.push(decision.outcome === "credited" ? decision.referrerDays : -1);
      }
      expect(days).toEqual([3, 3, 1, 3]);
      expect((await ledger(inviter.id))[2]!.note).toMatch(/monthly/);
    } finally {
      await updateSettingValue({ key: MONTHLY_EARNED_DAYS_SETTING, value: 30, updatedById: null });
    }
  });

  it("never passes the daily cap when friends of one referrer confirm at the same time", async () => {
    const inviter = await referrer();
    const now = new Date();
    const friends = await Promise.all([1, 2, 3, 4].map(() => pendingFriend(inviter, now)));
    const decisions = await Promise.all(friends.map((friend) => decideReferral(friend.id, now)));
    expect(decisions.every((decision) => decision.outcome === "credited")).toBe(true);
    const total = (await ledger(inviter.id)).reduce((sum, row) => sum + row.days, 0);
    expect(total).toBe(5);
  });
});

describe("reversal", () => {
  it("takes back unused days on both sides with REVERSAL rows and an audit; 409 the second time", async () => {
    const admin = await makeUserWithToken("ADMIN");
    const inviter = await referrer();
    const email = friendEmail();
    const friend = await signUp(email, { code: inviter.code });
    await confirm(email);
    const referral = await referralOf(friend.id);

    const path = `/api/admin/referrals/${referral.id}/reverse`;
    const first = await callRoute<ApiEnvelope<{ referrerDaysTaken: number; friendDaysTaken: number }>>(
      reverseRoute,
      jsonRequest("POST", path, { reason: "Farmed" }, admin.headers),
      { referralId: referral.id },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Both periods started a moment ago: the day in progress stays with each member.
    expect(first.body.data).toMatchObject({ referrerDaysTaken: 2, friendDaysTaken: 0 });
    expect((await ledger(inviter.id)).map((row) => [row.kind, row.days])).toEqual([
      ["REFERRAL", 3],
      ["REVERSAL", -2],
    ]);
    const [period] = await earnedPeriods(inviter.id);
    expect(period!.endDate!.getTime() - period!.startDate!.getTime()).toBe(DAY);
    expect((await referralOf(friend.id)).status).toBe("REVERSED");
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, referral.id));
    expect(audits.map((row) => row.action)).toEqual(["referral.reverse"]);

    const second = await callRoute(reverseRoute, jsonRequest("POST", path, { reason: "Again" }, admin.headers), {
      referralId: referral.id,
    });
    expect(second.status).toBe(409);
    expect(await ledger(inviter.id)).toHaveLength(2);
  });

  it("cancels a period that has not started and refuses to reverse a refused referral", async () => {
    const admin = await makeUserWithToken("ADMIN");
    const inviter = await referrer();
    const now = new Date();
    await insertSubscription({
      userId: inviter.id,
      planId: "PREMIUM",
      source: "PAYMENT",
      status: "ACTIVE",
      startDate: now,
      endDate: addDays(now, 5),
      amountMinor: 1000,
      currency: "USD",
    });
    const friend = await pendingFriend(inviter, now);
    await decideReferral(friend.id, now);
    const referral = await referralOf(friend.id);
    const reversed = await callRoute<ApiEnvelope<{ referrerDaysTaken: number }>>(
      reverseRoute,
      jsonRequest("POST", `/api/admin/referrals/${referral.id}/reverse`, { reason: "Test" }, admin.headers),
      { referralId: referral.id },
    );
    expect(reversed.body.data).toMatchObject({ referrerDaysTaken: 3 });
    const [period] = await earnedPeriods(inviter.id);
    expect(period!.status).toBe("CANCELLED");

    const refused = await pendingFriend(inviter, new Date(now.getTime() - 40 * DAY));
    await decideReferral(refused.id, now);
    const refusedRow = await referralOf(refused.id);
    const conflict = await callRoute(
      reverseRoute,
      jsonRequest("POST", `/api/admin/referrals/${refusedRow.id}/reverse`, { reason: "Test" }, admin.headers),
      { referralId: refusedRow.id },
    );
    expect(conflict.status).toBe(409);
  });
});

describe("GET /api/user/earnings and the admin list", () => {
  it("shows the member their code, link, masked friends, ledger and totals; the admin sees addresses", async () => {
    const inviter = await referrer();
    const email = friendEmail("jane");
    const friend = await signUp(email, { code: inviter.code });
    await confirm(email);
    const response = await callRoute<ApiEnvelope<Record<string, unknown>>>(
      earningsRoute,
      jsonRequest("GET", "/api/user/earnings", undefined, inviter.headers),
    );
    expect(response.status).toBe(200);
    const data = response.body.data!;
    expect(data.code).toBe(inviter.code);
    expect(data.link).toMatch(new RegExp(`/r/${inviter.code}$`));
    expect(data.referrals).toEqual([expect.objectContaining({ friend: "j•••@example.com", status: "CREDITED" })]);
    expect(JSON.stringify(data)).not.toContain(email);
    expect(data.totals).toEqual({ earned: 3, reversed: 0, used: 0, remaining: 3 });

    const admin = await makeUserWithToken("ADMIN");
    const list = await callRoute<ApiEnvelope<{ referrals: Record<string, unknown>[] }>>(
      adminListRoute,
      jsonRequest("GET", "/api/admin/referrals?status=CREDITED&limit=100", undefined, admin.headers),
    );
    expect(list.status).toBe(200);
    expect(list.body.data!.referrals).toContainEqual(
      expect.objectContaining({
        friendEmail: friend.email,
        referrerEmail: inviter.email,
        referrerDays: 3,
        friendDays: 1,
      }),
    );
  });
});
