import "server-only";

import { and, desc, eq, gt, gte, isNotNull, isNull, lt } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { emailVerificationTokens, type NewEmailVerificationToken } from "@/db/schema";

export async function createEmailVerificationToken(values: NewEmailVerificationToken, tx: DbOrTx = db) {
  await tx.insert(emailVerificationTokens).values(values);
}

export interface UsableVerificationToken {
  id: string;
  userId: string;
  /** The registration's own password and name; null on a link that only confirms the address. */
  passwordHash: string | null;
  fullName: string | null;
}

/**
 * An unused, unexpired link by its token hash, locked for the rest of the transaction (two clicks on one
 * link apply it once); null when there is no such link.
 */
export async function lockUsableVerificationToken(
  tokenHash: string,
  now: Date,
  tx: DbOrTx,
): Promise<UsableVerificationToken | null> {
  const [row] = await tx
    .select({
      id: emailVerificationTokens.id,
      userId: emailVerificationTokens.userId,
      passwordHash: emailVerificationTokens.passwordHash,
      fullName: emailVerificationTokens.fullName,
    })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .for("update")
    .limit(1);
  return row ?? null;
}

/**
 * Retires every outstanding link and registration of a user: once the address is confirmed (or a reset
 * chose the password), no other registration's password can be applied any more, and the password hashes
 * strangers' registrations left behind are not kept.
 */
export async function expireUserVerificationTokens(userId: string, now: Date, tx: DbOrTx = db) {
  await tx
    .update(emailVerificationTokens)
    .set({ usedAt: now, passwordHash: null, fullName: null })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}

/**
 * The user's registrations still open since `since` (unused, with a password), newest first, at most `limit`:
 * the passwords a sign-in may be matched against to send a fresh link instead of "invalid".
 */
export function listOpenRegistrations(userId: string, since: Date, limit: number, tx: DbOrTx = db) {
  return tx
    .select({ passwordHash: emailVerificationTokens.passwordHash, fullName: emailVerificationTokens.fullName })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.userId, userId),
        isNull(emailVerificationTokens.usedAt),
        isNotNull(emailVerificationTokens.passwordHash),
        gte(emailVerificationTokens.createdAt, since),
      ),
    )
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(limit) as Promise<{ passwordHash: string; fullName: string }[]>;
}

/**
 * Forgets the passwords and names of registrations that expired before `expiredBefore` (they no longer earn a
 * link at sign-in): strangers' password hashes are not kept longer than they serve. Uses the expiry index.
 */
export async function forgetStaleRegistrations(expiredBefore: Date, tx: DbOrTx = db) {
  await tx
    .update(emailVerificationTokens)
    .set({ passwordHash: null, fullName: null })
    .where(and(isNotNull(emailVerificationTokens.passwordHash), lt(emailVerificationTokens.expiresAt, expiredBefore)));
}
