// Invitations end to end through the route handlers and the service: the sign-up records the invitation, the
// confirmation decides it once (credited to both sides, or refused with a reason). The caps, the reversal and the
// ledger pages are in referral-ledger.test.ts. Runs on PGlite and on PostgreSQL.
import { randomUUID } from "node:crypto";

import { addDays } from "date-fns";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as referralLink } from "@/app/r/[code]/route";
import { db } from "@/db";
import { accountSightings, referrals, users } from "@/db/schema";
import { decideReferral, ensureReferralCode } from "@/lib/growth/referrals.service";
import { insertSubscription } from "@/lib/subscriptions/subscriptions.queries";
import { updateSettingValue } from "@/lib/settings/settings.queries";
import { upsertPlayLimits } from "@/lib/play/play-limits.queries";
import { DISPOSABLE_DOMAINS_EXTRA_SETTING } from "@/lib/growth/referrals.rules";

import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";
import {
  PASSWORD,
  freshIp,
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
