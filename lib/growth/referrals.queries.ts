import "server-only";

import { and, desc, eq, gte, inArray, isNotNull, like, lte, sql, type SQL } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import {
  accountSightings,
  earnedDays,
  referrals,
  subscriptions,
  users,
  type EarnedDayKind,
  type Referral,
  type ReferralStatus,
} from "@/db/schema";
import { alias } from "drizzle-orm/pg-core";

// The SQL of invitations, the earned-days ledger and account sightings.

type SightingKind = (typeof accountSightings.$inferInsert)["kind"];

export async function insertSighting(
  values: { userId: string; kind: SightingKind; deviceId: string | null; ipHash: string | null; seenAt: Date },
  tx: DbOrTx = db,
): Promise<void> {
  await tx.insert(accountSightings).values(values);
}

export async function setUserTimeZone(userId: string, timeZone: string, tx: DbOrTx = db): Promise<void> {
  await tx.update(users).set({ timeZone }).where(eq(users.id, userId));
}

export async function referralCodeOf(userId: string, tx: DbOrTx = db): Promise<string | null | undefined> {
  const [row] = await tx.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  return row ? row.code : undefined;
}

/** Sets the code only when the member has none yet; answers the code the row holds afterwards. */
export async function claimReferralCode(userId: string, code: string, tx: DbOrTx = db): Promise<string | null> {
  await tx
    .update(users)
    .set({ referralCode: code })
    .where(and(eq(users.id, userId), sql`${users.referralCode} is null`));
  return (await referralCodeOf(userId, tx)) ?? null;
}

/** The member a code belongs to, when their account may invite (not disabled). */
export async function referrerByCode(code: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.referralCode, code));
  return row ?? null;
}

/** Records an invitation once per friend (the unique friend_id keeps the first). */
export async function insertPendingReferral(
  values: {
    referrerId: string;
    friendId: string;
    code: string;
    friendDeviceId: string | null;
    friendIpHash: string | null;
    signedUpAt: Date;
  },
  tx: DbOrTx = db,
): Promise<void> {
  await tx
    .insert(referrals)
    .values({ ...values, status: "PENDING" })
    .onConflictDoNothing({ target: referrals.friendId });
}

/** The friend's address when they have a PENDING invitation, else null. */
export async function pendingFriendEmail(friendId: string, tx: DbOrTx = db): Promise<string | null> {
  const [row] = await tx
    .select({ email: users.email })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.friendId))
    .where(and(eq(referrals.friendId, friendId), eq(referrals.status, "PENDING")));
  return row?.email ?? null;
}

export async function lockPendingReferralOfFriend(friendId: string, tx: DbOrTx): Promise<Referral | null> {
  const [row] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.friendId, friendId), eq(referrals.status, "PENDING")))
    .for("update");
  return row ?? null;
}

export async function lockReferral(id: string, tx: DbOrTx): Promise<Referral | null> {
  const [row] = await tx.select().from(referrals).where(eq(referrals.id, id)).for("update");
  return row ?? null;
}

/** Both members' rows, locked in id order (two confirmations touching the same pair cannot deadlock). */
export async function lockMembers(ids: string[], tx: DbOrTx) {
  return tx
    .select({
      id: users.id,
      email: users.email,
      disabledAt: users.disabledAt,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id)
    .for("update");
}

export async function updateReferral(id: string, values: Partial<Referral>, tx: DbOrTx): Promise<Referral> {
  const [row] = await tx
    .update(referrals)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(referrals.id, id))
    .returning();
  return row!;
}

export async function deviceIdsOf(userId: string, tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ deviceId: accountSightings.deviceId })
    .from(accountSightings)
    .where(and(eq(accountSightings.userId, userId), isNotNull(accountSightings.deviceId)));
  return rows.map((row) => row.deviceId!);
}

/** The referrer's networks seen between `from` and `to`. */
export async function networksOf(userId: string, from: Date, to: Date, tx: DbOrTx) {
  const rows = await tx
    .select({ ipHash: accountSightings.ipHash, seenAt: accountSightings.seenAt })
    .from(accountSightings)
    .where(
      and(
        eq(accountSightings.userId, userId),
        isNotNull(accountSightings.ipHash),
        gte(accountSightings.seenAt, from),
        lte(accountSightings.seenAt, to),
      ),
    );
  return rows.map((row) => ({ ipHash: row.ipHash!, seenAt: row.seenAt }));
}

/** Days credited to a member (reversals excluded: taking days back does not free the cap) on a day, or in a month. */
export async function creditedDays(userId: string, period: { day: string } | { month: string }, tx: DbOrTx) {
  const on: SQL =
    "day" in period
      ? sql`${earnedDays.localDay} = ${period.day}`
      : like(sql`cast(${earnedDays.localDay} as text)`, `${period.month}-%`);
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${earnedDays.days}), 0)::int` })
    .from(earnedDays)
    .where(and(eq(earnedDays.userId, userId), sql`${earnedDays.days} > 0`, on));
  return Number(row?.total ?? 0);
}

export async function insertEarnedDays(
  values: {
    userId: string;
    kind: EarnedDayKind;
    days: number;
    requestedDays: number;
    referralId: string;
    subscriptionId: string | null;
    localDay: string;
    timeZone: string;
    note: string | null;
  },
  tx: DbOrTx,
): Promise<void> {
  await tx.insert(earnedDays).values(values);
}

/** The credits (not reversals) of one referral. */
export async function creditsOfReferral(referralId: string, tx: DbOrTx) {
  return tx
    .select()
    .from(earnedDays)
    .where(and(eq(earnedDays.referralId, referralId), inArray(earnedDays.kind, ["REFERRAL", "WELCOME"])));
}

/** The member's ledger, newest first. */
export async function ledgerOf(userId: string, tx: DbOrTx = db) {
  return tx.select().from(earnedDays).where(eq(earnedDays.userId, userId)).orderBy(desc(earnedDays.createdAt));
}

/** The member's REFERRAL periods (what earned days became), whatever their status. */
export async function earnedPeriodsOf(userId: string, tx: DbOrTx = db) {
  return tx
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.source, "REFERRAL")));
}

/** The invitations a member sent, newest first, with each friend's address (masked by the caller). */
export async function referralsSentBy(userId: string, tx: DbOrTx = db) {
  return tx
    .select({
      id: referrals.id,
      status: referrals.status,
      refusalReason: referrals.refusalReason,
      signedUpAt: referrals.signedUpAt,
      confirmedAt: referrals.confirmedAt,
      creditedAt: referrals.creditedAt,
      reversedAt: referrals.reversedAt,
      friendEmail: users.email,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.friendId))
    .where(eq(referrals.referrerId, userId))
    .orderBy(desc(referrals.createdAt))
    .limit(200);
}

const friends = alias(users, "friend");

/** The admin ledger: one page of referrals, newest first, optionally of one status. */
export async function listReferrals(
  filter: { status?: ReferralStatus; limit: number; offset: number },
  tx: DbOrTx = db,
) {
  const where = filter.status ? eq(referrals.status, filter.status) : undefined;
  const [rows, [count]] = await Promise.all([
    tx
      .select({
        id: referrals.id,
        code: referrals.code,
        status: referrals.status,
        refusalReason: referrals.refusalReason,
        signedUpAt: referrals.signedUpAt,
        confirmedAt: referrals.confirmedAt,
        creditedAt: referrals.creditedAt,
        reversedAt: referrals.reversedAt,
        reversalReason: referrals.reversalReason,
        referrerEmail: users.email,
        friendEmail: friends.email,
        referrerDays: sql<number>`coalesce((select sum(${earnedDays.days}) from ${earnedDays}
          where ${earnedDays.referralId} = ${referrals.id}
            and ${earnedDays.userId} = ${referrals.referrerId}), 0)::int`,
        friendDays: sql<number>`coalesce((select sum(${earnedDays.days}) from ${earnedDays}
          where ${earnedDays.referralId} = ${referrals.id} and ${earnedDays.userId} = ${referrals.friendId}), 0)::int`,
      })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referrerId))
      .innerJoin(friends, eq(friends.id, referrals.friendId))
      .where(where)
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(filter.limit)
      .offset(filter.offset),
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(referrals)
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
