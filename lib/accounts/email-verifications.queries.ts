import "server-only";

import { and, eq, gt, isNull } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { emailVerificationTokens, type NewEmailVerificationToken } from "@/db/schema";

export async function createEmailVerificationToken(values: NewEmailVerificationToken, tx: DbOrTx = db) {
  await tx.insert(emailVerificationTokens).values(values);
}

/** Marks an unused, unexpired token used and returns its user; null when there is no such token. */
export async function consumeEmailVerificationToken(tokenHash: string, now: Date, tx: DbOrTx = db): Promise<{ userId: string } | null> {
  const [row] = await tx
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.tokenHash, tokenHash), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, now)))
    .returning({ userId: emailVerificationTokens.userId });
  return row ?? null;
}

/** Retires every other outstanding link of a user once the address is confirmed. */
export async function expireUserVerificationTokens(userId: string, now: Date, tx: DbOrTx = db) {
  await tx
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}
