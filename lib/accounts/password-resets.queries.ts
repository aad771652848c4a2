import "server-only";

import { and, eq, gt, isNull } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { passwordResetTokens, type NewPasswordResetToken } from "@/db/schema";

export async function createPasswordResetToken(values: NewPasswordResetToken, tx: DbOrTx = db) {
  await tx.insert(passwordResetTokens).values(values);
}

/** Marks an unused, unexpired token used and returns its user; null when there is no such token. */
export async function consumePasswordResetToken(
  tokenHash: string,
  now: Date,
  tx: DbOrTx = db,
): Promise<{ userId: string } | null> {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row ?? null;
}

/** Retires every other outstanding token of a user once one has been used. */
export async function expireUserResetTokens(userId: string, now: Date, tx: DbOrTx = db) {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
