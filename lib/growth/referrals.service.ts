import "server-only";

import { randomBytes } from "node:crypto";

import { db, type DbOrTx } from "@/db";
import { AppError } from "@/lib/core/errors";
import { isUniqueViolation } from "@/lib/core/db-errors";
import { logger } from "@/lib/logger";
import { readNumberSetting } from "@/lib/settings/settings.service";
import { activePause } from "@/lib/play/play-limits.queries";
import { getUserByEmail } from "@/lib/accounts/users.queries";
import { normaliseAddress } from "@/lib/accounts/email-identity.rules";
import { deviceIdentity, hashNetworkAddress } from "@/lib/accounts/device-identity.service";
import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE, timeZoneFrom } from "@/lib/time/time-zone.rules";
import {
  creditAllowance,
  DEFAULT_MONTHLY_EARNED_DAYS,
  earnedDayOf,
  MONTHLY_EARNED_DAYS_SETTING,
  monthOf,
  REFERRAL_DAYS,
  WELCOME_DAYS,
} from "@/lib/subscriptions/earned-days.rules";
import { addFreePeriod } from "@/lib/subscriptions/subscriptions.service";

import * as queries from "./referrals.queries";
import { isDisposableAddress } from "./disposable-domains.service";
import {
  parseReferralCode,
  REFERRAL_EXPIRY_DAYS,
  referralCodeFrom,
  referralRefusal,
  SAME_NETWORK_WINDOW_MS,
  type RefusalReason,
} from "./referrals.rules";

// Invitations between members, decided once (docs/decisions.md, "Trial, invitations and earned days"); the ledger
// they feed is read and reversed in lib/growth/referral-ledger.service.ts.
// A friend who signs up through a member's link (/r/{code}) is recorded PENDING with the browser and network they
// signed up from; when the friend confirms their address the invitation is decided once, in one transaction that
// holds both members' rows locked: refused with a reason, or credited to both sides through the daily cap and the
// monthly ceiling in each member's own zone, as REFERRAL periods queued after anything already open.
//
// The accounts folder knows nothing of this: the sign-up, sign-in and confirmation route handlers call the `after…`
// hooks below once the account call has succeeded, and a failure here never fails the account call.

const CODE_ATTEMPTS = 5;

/** The cookie /r/{code} leaves for the sign-up form: the code, for 30 days, never readable by scripts. */
const REFERRAL_COOKIE = "ec_ref";
const REFERRAL_COOKIE_MAX_AGE_SECONDS = REFERRAL_EXPIRY_DAYS * 24 * 3600;

type DeviceIdentity = ReturnType<typeof deviceIdentity>;

interface RequestSignals {
  cookieHeader: string | null;
  ip: string;
}

/** The code an `ec_ref` cookie carries, or null. */
function referralCodeOfCookieHeader(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === REFERRAL_COOKIE) return parseReferralCode(decodeURIComponent(rest.join("=")));
  }
  return null;
}

export function referralCookie(code: string, secure: boolean): string {
  const parts = [`${REFERRAL_COOKIE}=${code}`, "Path=/", `Max-Age=${REFERRAL_COOKIE_MAX_AGE_SECONDS}`, "HttpOnly"];
  parts.push("SameSite=Lax");
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The zone the request's zone cookie names, or null when it carries none (then a stored zone is kept). */
function zoneOfRequest(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === TIME_ZONE_COOKIE) return timeZoneFrom(rest.join("="));
  }
  return null;
}

/**
 * Notes that this browser (device cookie, issued when missing) and network were seen with the account, and keeps the
 * member's zone from the zone cookie. Answers the Set-Cookie that issues the device cookie, if one was needed.
 */
async function recordSighting(
  userId: string,
  kind: "SIGN_UP" | "SIGN_IN" | "CONFIRM",
  signals: RequestSignals & { device?: DeviceIdentity },
  now: Date,
  tx: DbOrTx = db,
): Promise<DeviceIdentity> {
  const device = signals.device ?? deviceIdentity(signals.cookieHeader);
  await queries.insertSighting(
    { userId, kind, deviceId: device.deviceId, ipHash: hashNetworkAddress(signals.ip), seenAt: now },
    tx,
  );
  const zone = zoneOfRequest(signals.cookieHeader);
  if (zone) await queries.setUserTimeZone(userId, zone, tx);
  return device;
}

/** Runs a hook that must never fail the account call it follows: logged, and answered as "no cookie". */
async function quietly(event: string, run: () => Promise<string | null>): Promise<string | null> {
  try {
    return await run();
  } catch (error) {
    logger.error(event, { error });
    return null;
  }
}

/**
 * After POST /api/auth/register answered: for an account still waiting for its address to be confirmed, the sighting,
 * and the invitation when a valid code of another member came with it. An address that is already confirmed is left
 * alone (the registration was someone else's attempt), and a bad code is ignored: the answer is the same for all.
 */
export async function afterSignUp(
  input: RequestSignals & { email: string; referralCode: string | null | undefined },
  now = new Date(),
): Promise<string | null> {
  // The device cookie goes to every registering browser that lacks one, whatever the address: a Set-Cookie only for
  // new accounts would tell who already has one.
  const device = deviceIdentity(input.cookieHeader);
  const signals = { ...input, device };
  await quietly("growth.after_sign_up_failed", async () => {
    const account = await getUserByEmail(input.email.trim().toLowerCase());
    if (!account || account.emailVerified || account.disabledAt) return null;
    await db.transaction(async (tx) => {
      await recordSighting(account.id, "SIGN_UP", signals, now, tx);
      const code = parseReferralCode(input.referralCode) ?? referralCodeOfCookieHeader(input.cookieHeader);
      const referrer = code ? await queries.referrerByCode(code, tx) : null;
      if (!code || !referrer || referrer.id === account.id || referrer.disabledAt) return;
      await queries.insertPendingReferral(
        {
          referrerId: referrer.id,
          friendId: account.id,
          code,
          friendDeviceId: device.deviceId,
          friendIpHash: hashNetworkAddress(input.ip),
          signedUpAt: now,
        },
        tx,
      );
    });
    return null;
  });
  return device.setCookie;
}

/** After a sign-in: the sighting, and a pending invitation decided if the address was confirmed another way. */
export function afterSignIn(input: RequestSignals & { userId: string }, now = new Date()) {
  return quietly("growth.after_sign_in_failed", async () => {
    const device = await recordSighting(input.userId, "SIGN_IN", input, now);
    await decideReferral(input.userId, now);
    return device.setCookie;
  });
}

/** After the address was confirmed by its e-mailed link: the sighting, then the friend's invitation decided. */
export function afterConfirmation(input: RequestSignals & { userId: string }, now = new Date()) {
  return quietly("growth.after_confirmation_failed", async () => {
    const device = await recordSighting(input.userId, "CONFIRM", input, now);
    await decideReferral(input.userId, now);
    return device.setCookie;
  });
}

/** The member's personal code, issued the first time it is needed (unique; a collision draws again). */
export async function ensureReferralCode(userId: string): Promise<string> {
  const existing = await queries.referralCodeOf(userId);
  if (existing === undefined) throw new AppError("not_found", "Account not found.");
  if (existing) return existing;
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    try {
      const code = await queries.claimReferralCode(userId, referralCodeFrom(randomBytes(8)));
      if (code) return code;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError("service_unavailable", "Could not issue an invitation code. Please try again.");
}

/** Whether /r/{code} leads to an invitation: a well-formed code of an account that is not disabled. */
export async function invitationCode(input: string): Promise<string | null> {
  const code = parseReferralCode(input);
  if (!code) return null;
  const referrer = await queries.referrerByCode(code);
  return referrer && !referrer.disabledAt ? code : null;
}

export type ReferralDecision =
  | { outcome: "none" }
  | { outcome: "refused"; reason: RefusalReason }
  | { outcome: "credited"; referrerDays: number; friendDays: number };

/**
 * Decides the friend's PENDING invitation once their address is confirmed: refused with a reason, or credited to both
 * sides. Idempotent: only a PENDING row is decided (locked), and each side's credit is unique per referral and kind.
 */
export async function decideReferral(friendId: string, now = new Date()): Promise<ReferralDecision> {
  const disposable = await pendingFriendDisposable(friendId);
  if (disposable === null) return { outcome: "none" };
  const ceiling = await readNumberSetting(MONTHLY_EARNED_DAYS_SETTING, DEFAULT_MONTHLY_EARNED_DAYS);
  return db.transaction(async (tx) => {
    const referral = await queries.lockPendingReferralOfFriend(friendId, tx);
    if (!referral) return { outcome: "none" } as const;
    const members = await queries.lockMembers([referral.referrerId, referral.friendId], tx);
    const referrer = members.find((member) => member.id === referral.referrerId);
    const friend = members.find((member) => member.id === referral.friendId);
    if (!referrer || !friend) return { outcome: "none" } as const;
    const windowFrom = new Date(referral.signedUpAt.getTime() - SAME_NETWORK_WINDOW_MS);
    const windowTo = new Date(referral.signedUpAt.getTime() + SAME_NETWORK_WINDOW_MS);
    const [pause, referrerDevices, friendDevices, referrerNetworks] = await Promise.all([
      activePause(referrer.id, now, tx),
      queries.deviceIdsOf(referrer.id, tx),
      queries.deviceIdsOf(friend.id, tx),
      queries.networksOf(referrer.id, windowFrom, windowTo, tx),
    ]);
    const reason = referralRefusal({
      referrerAddressKey: normaliseAddress(referrer.email),
      friendAddressKey: normaliseAddress(friend.email),
      referrerDisabled: referrer.disabledAt !== null,
      referrerPaused: pause !== null,
      signedUpAt: referral.signedUpAt,
      confirmedAt: now,
      friendAddressDisposable: disposable,
      friendDeviceIds: [...(referral.friendDeviceId ? [referral.friendDeviceId] : []), ...friendDevices],
      referrerDeviceIds: referrerDevices,
      friendIpHash: referral.friendIpHash,
      referrerNetworks,
    });
    if (reason) {
      await queries.updateReferral(referral.id, { status: "REFUSED", refusalReason: reason, confirmedAt: now }, tx);
      logger.info("growth.referral_refused", { referralId: referral.id, reason });
      return { outcome: "refused", reason } as const;
    }
    const referrerDays = await credit(referrer, "REFERRAL", REFERRAL_DAYS, referral.id, ceiling, now, tx);
    const friendDays = await credit(friend, "WELCOME", WELCOME_DAYS, referral.id, ceiling, now, tx);
    await queries.updateReferral(referral.id, { status: "CREDITED", confirmedAt: now, creditedAt: now }, tx);
    logger.info("growth.referral_credited", { referralId: referral.id, referrerDays, friendDays });
    return { outcome: "credited", referrerDays, friendDays } as const;
  });
}

/** null when the friend has no PENDING invitation; otherwise whether their address is disposable (read before the
 * transaction: the shipped list is loaded once, on the first confirmation that needs it). */
async function pendingFriendDisposable(friendId: string): Promise<boolean | null> {
  const email = await queries.pendingFriendEmail(friendId);
  return email === null ? null : isDisposableAddress(email);
}

/**
 * One side's credit: the rule's days cut by the member's daily cap and monthly ceiling in their zone, a REFERRAL
 * period for what is left, and the ledger row. Nothing is written when the caps leave no room: the ledger holds days
 * that exist (its check refuses a zero), and the earnings page reads "0 of 3 days" from the missing row.
 */
async function credit(
  member: { id: string; timeZone: string | null },
  kind: "REFERRAL" | "WELCOME",
  requested: number,
  referralId: string,
  monthlyCeiling: number,
  now: Date,
  tx: DbOrTx,
): Promise<number> {
  const timeZone = timeZoneFrom(member.timeZone ?? DEFAULT_TIME_ZONE);
  const day = earnedDayOf(now, timeZone);
  const [creditedToday, creditedThisMonth] = await Promise.all([
    queries.creditedDays(member.id, { day }, tx),
    queries.creditedDays(member.id, { month: monthOf(day) }, tx),
  ]);
  const allowance = creditAllowance({ requested, creditedToday, creditedThisMonth, monthlyCeiling });
  if (allowance.days === 0) return 0;
  const note =
    allowance.cappedBy === "daily"
      ? `Cut from ${requested} by the daily limit of earned days.`
      : allowance.cappedBy === "monthly"
        ? `Cut from ${requested} by the monthly ceiling of earned days.`
        : null;
  const period = await addFreePeriod(
    { userId: member.id, source: "REFERRAL", days: allowance.days, note: kind === "WELCOME" ? "Welcome bonus" : null },
    now,
    tx,
  );
  await queries.insertEarnedDays(
    {
      userId: member.id,
      kind,
      days: allowance.days,
      requestedDays: requested,
      referralId,
      subscriptionId: period.id,
      localDay: day,
      timeZone,
      note,
    },
    tx,
  );
  return allowance.days;
}
