import "server-only";

import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { emailOutbox, type NewEmailOutboxMessage } from "@/db/schema";
import { logger } from "@/lib/logger";
import { activePause } from "@/lib/play/play-limits.queries";

import { isAccountMail } from "./mail-kinds.rules";

/**
 * Queues a message; null when it is refused: e-mail that is not about the account (mail-kinds.rules.ts) to a member
 * with a time-out or self-exclusion running is never written, whoever asks for it (alerts, digests, marketing,
 * renewal prompts), so a sender that forgot to leave paused members out still cannot reach them.
 */
export async function enqueueEmail(values: NewEmailOutboxMessage, tx: DbOrTx = db): Promise<{ id: string } | null> {
  if (values.userId && !isAccountMail(values.kind)) {
    const pause = await activePause(values.userId, values.createdAt ?? new Date(), tx);
    if (pause) {
      logger.info("mail.refused_paused_member", { userId: values.userId, kind: values.kind ?? "general" });
      return null;
    }
  }
  const [row] = await tx.insert(emailOutbox).values(values).returning({ id: emailOutbox.id });
  return row!;
}

/**
 * Claims up to `limit` messages due for delivery by flipping them to 'sending' in one statement,
 * so two senders never deliver the same message.
 */
export async function claimDueEmails(now: Date, limit: number, maxAttempts: number, tx: DbOrTx = db) {
  const due = tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, ["pending", "failed"]),
        sql`${emailOutbox.attempts} < ${maxAttempts}`,
        or(isNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return tx
    .update(emailOutbox)
    .set({ status: "sending", attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/** Claims one message for delivery now (pending or failed, attempts left); null when another sender has it. */
export async function claimEmail(id: string, maxAttempts: number, tx: DbOrTx = db) {
  const [row] = await tx
    .update(emailOutbox)
    .set({ status: "sending", attempts: sql`${emailOutbox.attempts} + 1` })
    .where(
      and(
        eq(emailOutbox.id, id),
        inArray(emailOutbox.status, ["pending", "failed"]),
        sql`${emailOutbox.attempts} < ${maxAttempts}`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function markEmailSent(id: string, now: Date, tx: DbOrTx = db) {
  await tx.update(emailOutbox).set({ status: "sent", sentAt: now, lastError: null }).where(eq(emailOutbox.id, id));
}

export async function markEmailFailed(id: string, error: string, retryAt: Date, tx: DbOrTx = db) {
  await tx
    .update(emailOutbox)
    .set({ status: "failed", lastError: error.slice(0, 500), nextAttemptAt: retryAt })
    .where(eq(emailOutbox.id, id));
}

/** Messages not delivered yet (waiting, being sent or failed), the oldest one's time and the last error: the admin
 * dashboard's mail health. */
export async function readOutboxBacklog(tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      waiting: sql<number>`count(*)`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')`.mapWith(Number),
      oldest: sql<string | null>`min(${emailOutbox.createdAt})`,
      lastError: sql<
        string | null
      >`(array_agg(${emailOutbox.lastError} order by ${emailOutbox.updatedAt} desc) filter (where
        ${emailOutbox.lastError} is not null))[1]`,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["pending", "sending", "failed"]));
  return {
    waiting: row?.waiting ?? 0,
    failed: row?.failed ?? 0,
    oldestAt: row?.oldest ? new Date(row.oldest) : null,
    lastError: row?.lastError ?? null,
  };
}
