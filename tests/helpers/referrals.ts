// Invitations in integration tests: a referrer with a code and a device and network of their own, a friend signing
// up and confirming through the route handlers, and reads of the referral, the REFERRAL periods and the ledger.
import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { expect } from "vitest";

import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as verifyRoute } from "@/app/api/auth/verify-email/route";
import { db } from "@/db";
import { earnedDays, referrals, subscriptions, users } from "@/db/schema";
import { hashNetworkAddress } from "@/lib/accounts/device-identity.service";
import { insertPendingReferral, insertSighting } from "@/lib/growth/referrals.queries";
import { ensureReferralCode } from "@/lib/growth/referrals.service";

import { makeUserWithToken } from "./factories";
import { latestVerificationToken } from "./registration";
import { callRoute, jsonRequest, type ApiEnvelope } from "./request";

export const PASSWORD = "correct horse battery staple";
/** A network address no other test uses (test files share the database, and the same-network rule compares). */
export const freshIp = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;
const freshDevice = () => randomUUID();
export const DAY = 24 * 60 * 60 * 1000;

export interface Referrer {
  id: string;
  email: string;
  code: string;
  headers: Record<string, string>;
  device: string;
  ip: string;
}

/** A confirmed member with a code, seen on a device and network of their own (as their sign-in would record). */
export async function referrer(options: { timeZone?: string; seenAt?: Date } = {}): Promise<Referrer> {
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
export async function signUp(
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
export async function confirm(email: string, options: { device?: string; ip?: string } = {}) {
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

export const friendEmail = (tag = "friend") => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

export async function referralOf(friendId: string) {
  const [row] = await db.select().from(referrals).where(eq(referrals.friendId, friendId));
  return row!;
}

export async function earnedPeriods(userId: string) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.source, "REFERRAL")))
    .orderBy(subscriptions.startDate);
}

export async function ledger(userId: string) {
  return db.select().from(earnedDays).where(eq(earnedDays.userId, userId)).orderBy(earnedDays.createdAt);
}

/** A confirmed friend and a PENDING invitation written directly, for the cap tests that set the clock. */
export async function pendingFriend(inviter: Referrer, signedUpAt: Date) {
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
