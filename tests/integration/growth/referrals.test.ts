// Invitations end to end through the route handlers and the service: the sign-up records the invitation, the
// confirmation decides it once (credited through the caps in each member's zone, or refused with a reason), and an
// admin's reversal takes back only unused days. Runs on PGlite and on PostgreSQL.
import { randomUUID } from "node:crypto";

import { addDays } from "date-fns";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as verifyRoute } from "@/app/api/auth/verify-email/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as referralLink } from "@/app/r/[code]/route";
import { GET as earningsRoute } from "@/app/api/user/earnings/route";
import { GET as adminListRoute } from "@/app/api/admin/referrals/route";
import { POST as reverseRoute } from "@/app/api/admin/referrals/[referralId]/reverse/route";
import { db } from "@/db";
import { accountSightings, auditLog, earnedDays, referrals, subscriptions, users } from "@/db/schema";
import { decideReferral, ensureReferralCode } from "@/lib/growth/referrals.service";
import { insertPendingReferral, insertSighting } from "@/lib/growth/referrals.queries";
import { hashNetworkAddress } from "@/lib/accounts/device-identity.service";
import { insertSubscription } from "@/lib/subscriptions/subscriptions.queries";
import { updateSettingValue } from "@/lib/settings/settings.queries";
import { upsertPlayLimits } from "@/lib/play/play-limits.queries";
import { MONTHLY_EARNED_DAYS_SETTING } from "@/lib/subscriptions/earned-days.rules";
import { DISPOSABLE_DOMAINS_EXTRA_SETTING } from "@/lib/growth/referrals.rules";

import { makeUserWithToken } from "@/tests/helpers/factories";
import { latestVerificationToken } from "@/tests/helpers/registration";
import { callRoute, jsonRequest, type ApiEnvelope } from "@/tests/helpers/request";

const PASSWORD = "correct horse battery staple";
let ipCounter = 0;
const freshIp = () => `203.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const freshDevice = () => randomUUID();
const DAY = 24 * 60 * 60 * 1000;

interface Referrer {
  id: string;
  email: string;
  code: string;
  headers: Record<string, string>;
  device: string;
  ip: string;
}

/** A confirmed member with a code, seen on a device and network of their own (as their sign-in would record). */
async function referrer(options: { timeZone?: string; seenAt?: Date } = {}): Promise<Referrer> {
  const made = await makeUserWithToken("USER");
  if (options.timeZone) await db.update(users).set({ timeZone: options.timeZone }).where(eq(users.id, made.user.id));
  const device = freshDevice();
  const ip = freshIp();
  await insertSighting({
    userId: made.user.id,
    kind: "SIGN_IN",
    deviceId: device,
    ipHash: hashNetworkAddress(ip),
    seenAt: options.seenAt ?? new Date(),
  });
  return {
    id: made.user.id,
    email: made.user.email,
    code: await ensureReferralCode(made.user.id),
    ...made,
    device,
    ip,
  };
}

/** Signs a friend up through the register route, with a device cookie and a network of their own unless given. */
async function signUp(
  email: string,
  options: { code?: string; cookieCode?: string; device?: string; ip?: string } = {},
) {
  const cookies = [`ec_device=${options.device ?? freshDevice()}`];
  if (options.cookieCode) cookies.push(`ec_ref=${options.cookieCode}`);
  const response = await callRoute(
    registerRoute,
    jsonRequest(
      "POST",
      "/api/auth/register",
      { email, password: PASSWORD, fullName: "Friend Member", ...(options.code ? { referralCode: options.code } : {}) },
      { "x-forwarded-for": options.ip ?? freshIp(), cookie: cookies.join("; ") },
    ),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(202);
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user!;
}

/** Opens the e-mailed link (the confirmation route), from a device and network of the friend's own. */
async function confirm(email: string, options: { device?: string; ip?: string } = {}) {
  const token = await latestVerificationToken(email.toLowerCase());
  const response = await callRoute<ApiEnvelope<{ token: string }>>(
    verifyRoute,
    jsonRequest(
      "POST",
      "/api/auth/verify-email",
      { token },
      { "x-forwarded-for": options.ip ?? freshIp(), cookie: `ec_device=${options.device ?? freshDevice()}` },
    ),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data!.token;
}

const friendEmail = (tag = "friend") => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

async function referralOf(friendId: string) {
  const [row] = await db.select().from(referrals).where(eq(referrals.friendId, friendId));
  return row!;
}

async function earnedPeriods(userId: string) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.source, "REFERRAL")))
    .orderBy(subscriptions.startDate);
}

async function ledger(userId: string) {
  return db.select().from(earnedDays).where(eq(earnedDays.userId, userId)).orderBy(earnedDays.createdAt);
}

/** A confirmed friend and a PENDING invitation written directly, for the cap tests that set the clock. */
async function pendingFriend(inviter: Referrer, signedUpAt: Date) {
  const friend = await makeUserWithToken("USER");
  await insertPendingReferral({
    referrerId: inviter.id,
    friendId: friend.user.id,
    code: inviter.code,
    friendDeviceId: freshDevice(),
    friendIpHash: hashNetworkAddress(freshIp()),
    signedUpAt,
  });
  return friend.user;
}

describe("an invitation through sign-up and confirmation", () => {
  it("credits the referrer 3 days and the friend 1 welcome day, once, queued after a paid period", async () => {
    const inviter = await referrer();
    const now = new Date();
    const paidEnd = addDays(now, 10);
    await insertSubscription({
      userId: inviter.id,
      planId: "PREMIUM",
      source: "PAYMENT",
      status: "ACTIVE",
      startDate: now,
      endDate: paidEnd,
      amountMinor: 1000,
      currency: "USD",
    });
    const email = friendEmail();
    const friend = await signUp(email, { code: inviter.code.toLowerCase() });
    expect((await referralOf(friend.id)).status).toBe("PENDING");

    await confirm(email);
    const referral = await referralOf(friend.id);
    expect(referral.status).toBe("CREDITED");
    const [mine] = await earnedPeriods(inviter.id);
    expect(mine!.startDate!.getTime()).toBe(paidEnd.getTime());
    expect(mine!.endDate!.getTime()).toBe(addDays(paidEnd, 3).getTime());
    const [theirs] = await earnedPeriods(friend.id);
    expect(theirs!.endDate!.getTime() - theirs!.startDate!.getTime()).toBe(DAY);
    expect((await ledger(inviter.id)).map((row) => [row.kind, row.days])).toEqual([["REFERRAL", 3]]);
    expect((await ledger(friend.id)).map((row) => [row.kind, row.days])).toEqual([["WELCOME", 1]]);

    // Deciding again (a second confirmation, a sign-in, a re-run) credits nothing more.
    expect(await decideReferral(friend.id)).toEqual({ outcome: "none" });
    const signIn = await callRoute(
      loginRoute,
      jsonRequest("POST", "/api/auth/login", { email, password: PASSWORD }, { "x-forwarded-for": freshIp() }),
    );
    expect(signIn.status).toBe(200);
    expect(await ledger(inviter.id)).toHaveLength(1);
    expect(await earnedPeriods(friend.id)).toHaveLength(1);
  });

  it("records the /r/{code} cookie's invitation; registering the same address twice keeps one row", async () => {
    const inviter = await referrer();
    const email = friendEmail();
    await signUp(email, { cookieCode: inviter.code });
    const friend = await signUp(email, { cookieCode: inviter.code });
    const rows = await db.select().from(referrals).where(eq(referrals.friendId, friend.id));
    expect(rows).toHaveLength(1);
    const sightings = await db.select().from(accountSightings).where(eq(accountSightings.userId, friend.id));
    expect(sightings.map((row) => row.kind)).toEqual(["SIGN_UP", "SIGN_UP"]);
  });

  it("still registers with a bad, unknown or own code, and records no invitation", async () => {
    for (const code of ["nope", "ZZZZZZZZ", "<script>"]) {
      const friend = await signUp(friendEmail("bad"), { code });
      expect(await db.select().from(referrals).where(eq(referrals.friendId, friend.id))).toEqual([]);
    }
  });

  it("issues the device cookie at sign-up when the browser has none, and keeps the zone cookie", async () => {
    const email = friendEmail("zone");
    const response = await callRoute(
      registerRoute,
      jsonRequest(
        "POST",
        "/api/auth/register",
        { email, password: PASSWORD, fullName: "Zone Friend" },
        { "x-forwarded-for": freshIp(), cookie: "tz=Africa%2FLagos" },
      ),
    );
    expect(response.status).toBe(202);
    expect(response.headers.get("set-cookie")).toMatch(/ec_device=[0-9a-f-]{36}; Path=\/;.*HttpOnly/);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user!.timeZone).toBe("Africa/Lagos");
  });
});

describe("/r/{code}", () => {
  it("sends a valid code to the sign-up form with the code cookie and the device cookie", async () => {
    const inviter = await referrer();
    const response = await callRoute(referralLink, jsonRequest("GET", `/r/${inviter.code.toLowerCase()}`), {
      code: inviter.code.toLowerCase(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(new RegExp(`/auth/signup\\?ref=${inviter.code}$`));
    const cookies = response.headers.get("set-cookie") ?? "";
    expect(cookies).toMatch(new RegExp(`ec_ref=${inviter.code}; Path=/; Max-Age=2592000; HttpOnly`));
    expect(cookies).toMatch(/ec_device=/);
  });

  it("sends an unknown, malformed or disabled account's code to the plain form, the same way", async () => {
    const disabled = await referrer();
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
    for (const code of ["ZZZZZZZZ", "bad", disabled.code]) {
      const response = await callRoute(referralLink, jsonRequest("GET", `/r/${code}`), { code });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toMatch(/\/auth\/signup\?invite=invalid$/);
      expect(response.headers.get("set-cookie") ?? "").not.toMatch(/ec_ref=/);
    }
  });
});

describe("refusals", () => {
  it("refuses a friend on the referrer's device", async () => {
    const inviter = await referrer();
    const email = friendEmail();
    const friend = await signUp(email, { code: inviter.code, device: inviter.device });
    await confirm(email);
    const referral = await referralOf(friend.id);
    expect([referral.status, referral.refusalReason]).toEqual(["REFUSED", "same_device"]);
    expect(await ledger(inviter.id)).toEqual([]);
    expect(await earnedPeriods(friend.id)).toEqual([]);
  });

  it("refuses the same network within a day of the sign-up, and credits it a day and more apart", async () => {
    const now = new Date();
    const near = await referrer({ seenAt: new Date(now.getTime() - 23 * 60 * 60 * 1000) });
    const nearFriend = await signUp(friendEmail(), { code: near.code, ip: near.ip });
    await confirm(nearFriend.email);
    expect((await referralOf(nearFriend.id)).refusalReason).toBe("same_network");

    const far = await referrer({ seenAt: new Date(now.getTime() - 25 * 60 * 60 * 1000) });
    const farFriend = await signUp(friendEmail(), { code: far.code, ip: far.ip });
    await confirm(farFriend.email);
    expect((await referralOf(farFriend.id)).status).toBe("CREDITED");
  });

  it("refuses a disposable address: the shipped list (subdomains, any case) and the admins' extra list", async () => {
    const inviter = await referrer();
    const shipped = await signUp(`friend-${randomUUID().slice(0, 6)}@Mail.MAILINATOR.com`, { code: inviter.code });
    await confirm(shipped.email);
    expect((await referralOf(shipped.id)).refusalReason).toBe("disposable_address");

    await updateSettingValue({
      key: DISPOSABLE_DOMAINS_EXTRA_SETTING,
      value: ["Throwaway.example"],
      updatedById: null,
    });
    const extra = await signUp(`friend-${randomUUID().slice(0, 6)}@throwaway.example`, { code: inviter.code });
    await confirm(extra.email);
    expect((await referralOf(extra.id)).refusalReason).toBe("disposable_address");
    await updateSettingValue({ key: DISPOSABLE_DOMAINS_EXTRA_SETTING, value: [], updatedById: null });
    expect(await ledger(inviter.id)).toEqual([]);
  });

  it("refuses a disabled or self-excluded referrer", async () => {
    const disabled = await referrer();
    const first = await signUp(friendEmail(), { code: disabled.code });
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
    await confirm(first.email);
    expect((await referralOf(first.id)).refusalReason).toBe("referrer_disabled");

    const paused = await referrer();
    const second = await signUp(friendEmail(), { code: paused.code });
    await upsertPlayLimits(paused.id, { selfExcludedAt: new Date(), selfExcludedUntil: addDays(new Date(), 30) });
    await confirm(second.email);
    expect((await referralOf(second.id)).refusalReason).toBe("referrer_paused");
  });

  it("refuses a self-referral by another spelling of the referrer's own mailbox", async () => {
    const local = `self${randomUUID().slice(0, 6)}`;
    const made = await makeUserWithToken("USER", { email: `${local}@gmail.com` });
    const code = await ensureReferralCode(made.user.id);
    const twin = await signUp(`${local.slice(0, 2)}.${local.slice(2)}+promo@gmail.com`, { code });
    await confirm(twin.email);
    expect((await referralOf(twin.id)).refusalReason).toBe("self_referral");
  });

  it("refuses an invitation confirmed more than 30 days after the sign-up", async () => {
    const inviter = await referrer();
    const now = new Date();
    const friend = await pendingFriend(inviter, new Date(now.getTime() - 31 * DAY));
    expect(await decideReferral(friend.id, now)).toEqual({ outcome: "refused", reason: "expired" });
  });
});

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
