import "server-only";

import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { auditLog, userActivityDays, users, type NewUser, type Role, type User } from "@/db/schema";

import type { CursorValue } from "@/lib/core/cursor.input";

import { countUpTo } from "@/db/sql/capped-count";
import {
  keysetAfter,
  keysetOrderBy,
  keysetValues,
  parseKeysetValues,
  withoutCursor,
  type KeyColumn,
} from "@/lib/core/keyset";
import { containsPattern } from "@/db/sql/like";

// Users: SQL only. List and detail queries select explicit columns so the password hash never leaves
// this file except through getUserCredentialsByEmail / getPasswordHash.

/** The columns every caller may see. */
const publicUserColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  subscriptionTier: users.subscriptionTier,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionEndsAt: users.subscriptionEndsAt,
  emailVerified: users.emailVerified,
  lastLoginAt: users.lastLoginAt,
  lastActiveAt: users.lastActiveAt,
  disabledAt: users.disabledAt,
  tokenVersion: users.tokenVersion,
  isDemo: users.isDemo,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
export type UserRecord = Pick<User, keyof typeof publicUserColumns>;

export async function getUserById(id: string, tx: DbOrTx = db): Promise<UserRecord | null> {
  const [row] = await tx.select(publicUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function getUserByEmail(email: string, tx: DbOrTx = db): Promise<UserRecord | null> {
  const [row] = await tx.select(publicUserColumns).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** For sign-in and registration only: the user with the password hash (null while nobody has chosen one). */
export async function getUserCredentialsByEmail(email: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

export async function getPasswordHash(userId: string, tx: DbOrTx = db): Promise<string | null> {
  const [row] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.passwordHash ?? null;
}

/** Locks a user row and reads it with its password hash (a confirmation decides whether to apply a password). */
export async function lockUserCredentials(id: string, tx: DbOrTx) {
  const [row] = await tx
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function createUser(values: NewUser, tx: DbOrTx = db): Promise<UserRecord> {
  const [row] = await tx.insert(users).values(values).returning(publicUserColumns);
  return row!;
}

export type UserUpdate = Partial<
  Pick<
    NewUser,
    | "email"
    | "fullName"
    | "passwordHash"
    | "role"
    | "subscriptionTier"
    | "subscriptionStatus"
    | "subscriptionEndsAt"
    | "emailVerified"
    | "emailVerifiedAt"
    | "lastLoginAt"
    | "lastActiveAt"
    | "disabledAt"
  >
> & { bumpTokenVersion?: boolean };

/** Updates one user; `bumpTokenVersion` invalidates every token issued before. */
export async function updateUser(
  id: string,
  { bumpTokenVersion, ...values }: UserUpdate,
  tx: DbOrTx = db,
): Promise<UserRecord | null> {
  const [row] = await tx
    .update(users)
    .set({ ...values, ...(bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
    .where(eq(users.id, id))
    .returning(publicUserColumns);
  return row ?? null;
}

/**
 * Records an admin's activity. Only last_active_at changes (updated_at keeps meaning "profile edited"),
 * and only when the stored value is older than `staleBefore`, so a busy admin costs one write a minute.
 */
export async function touchUserActivity(id: string, at: Date, staleBefore: Date, tx: DbOrTx = db): Promise<void> {
  await tx
    .update(users)
    .set({ lastActiveAt: at, updatedAt: sql`${users.updatedAt}` })
    .where(and(eq(users.id, id), or(isNull(users.lastActiveAt), lt(users.lastActiveAt, staleBefore))));
}

/** Marks the account active on `day` ('YYYY-MM-DD', UTC); a second call for the same day changes nothing. */
export async function recordActivityDay(userId: string, day: string, tx: DbOrTx = db): Promise<void> {
  await tx.insert(userActivityDays).values({ userId, day }).onConflictDoNothing();
}

export async function deleteUser(id: string, tx: DbOrTx = db): Promise<boolean> {
  const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** Locks a user row for the rest of the transaction (role and deletion rules read-then-write). */
export async function lockUser(id: string, tx: DbOrTx) {
  const [row] = await tx.select(publicUserColumns).from(users).where(eq(users.id, id)).for("update").limit(1);
  return row ?? null;
}

/** Active super admins other than `exceptId`, locked, so two requests cannot remove the last two at once. */
export async function countOtherSuperAdmins(exceptId: string, tx: DbOrTx): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "SUPER_ADMIN"), ne(users.id, exceptId), isNull(users.disabledAt)))
    .for("update");
  return rows.length;
}

export interface ListUsersParams {
  page: number;
  limit: number;
  role?: Role;
  search?: string;
  sort: "createdAt" | "fullName" | "email" | "role" | "subscriptionTier" | "emailVerified" | "lastLoginAt";
  order: "asc" | "desc";
  /** A cursor's values: resume after that row by keyset, without counting the total. */
  after?: readonly CursorValue[];
  /** A page by number counts the matching rows up to this many (then reports cap + 1: "more"). */
  countCap: number;
}

const SORT_COLUMNS = {
  createdAt: { column: users.createdAt, type: "timestamptz" },
  fullName: { column: users.fullName, type: "text" },
  email: { column: users.email, type: "text" },
  role: { column: users.role, type: "role" },
  subscriptionTier: { column: users.subscriptionTier, type: "subscription_tier" },
  emailVerified: { column: users.emailVerified, type: "boolean" },
  lastLoginAt: { column: users.lastLoginAt, type: "timestamptz" },
} as const satisfies Record<ListUsersParams["sort"], Pick<KeyColumn, "column" | "type">>;

/** The search box: the term anywhere in the e-mail or the full name, any case (index `users_search_trgm_idx`). */
export function userSearch(term: string): SQL {
  const pattern = containsPattern(term);
  return or(ilike(users.email, pattern), ilike(users.fullName, pattern))!;
}

/** The users list's order: the sorted column (never-signed-in users last either way), then the id for ties. */
export function userOrderKeys(sort: ListUsersParams["sort"], order: "asc" | "desc"): KeyColumn[] {
  return [
    { ...SORT_COLUMNS[sort], direction: order, nulls: "last" },
    { column: users.id, direction: order, type: "text" },
  ];
}

export async function listUsers(
  { page, limit, role, search, sort, order, after, countCap }: ListUsersParams,
  tx: DbOrTx = db,
) {
  const where = and(role ? eq(users.role, role) : undefined, search ? userSearch(search) : undefined);
  const keys = userOrderKeys(sort, order);
  const base = tx
    .select({ ...publicUserColumns, cursor: keysetValues(keys) })
    .from(users)
    .where(after ? and(where, keysetAfter(keys, after)) : where)
    .orderBy(...keysetOrderBy(keys))
    // One more than the page tells whether another page follows.
    .limit(limit + 1);
  const [found, total] = await Promise.all([
    after ? base : base.offset((page - 1) * limit),
    after ? null : countUpTo(tx, users, where, countCap),
  ]);
  const rows = found.slice(0, limit);
  const last = rows.at(-1);
  return {
    rows: rows.map(withoutCursor),
    total,
    next: found.length > limit && last ? parseKeysetValues(last.cursor) : null,
  };
}

async function countUsersWhere(where: SQL | undefined, tx: DbOrTx = db): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(users).where(where);
  return row?.value ?? 0;
}

/**
 * The numbers of the users stat cards. Active means seen in the last 30 days: a sign-in, or a day on which
 * the account made an authenticated request (a session outlives its sign-in by weeks).
 */
export async function getUserStats(now: Date, tx: DbOrTx = db) {
  const thirtyDaysAgo = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const firstActiveDay = thirtyDaysAgo.toISOString().slice(0, 10);
  const activeOnADay = sql`exists (select 1 from ${userActivityDays} where ${userActivityDays.userId} = ${users.id} and
    ${userActivityDays.day} >= ${firstActiveDay})`;
  const [totalUsers, activeUsers, premiumUsers, recentUsers] = await Promise.all([
    countUsersWhere(undefined, tx),
    countUsersWhere(or(gte(users.lastLoginAt, thirtyDaysAgo), activeOnADay), tx),
    countUsersWhere(
      and(inArray(users.subscriptionTier, ["PREMIUM", "ENTERPRISE", "VIP"]), eq(users.subscriptionStatus, "ACTIVE")),
      tx,
    ),
    countUsersWhere(gte(users.createdAt, weekAgo), tx),
  ]);
  return { totalUsers, activeUsers, premiumUsers, recentUsers };
}

/**
 * The accounts `actorId` created (audit entries `user.create`), newest first, as they are now: a deleted
 * account drops out of the list.
 */
export async function listUsersCreatedBy(actorId: string, limit: number, tx: DbOrTx = db) {
  return tx
    .select(publicUserColumns)
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.entityId))
    .where(and(eq(auditLog.action, "user.create"), eq(auditLog.entityType, "user"), eq(auditLog.actorId, actorId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
