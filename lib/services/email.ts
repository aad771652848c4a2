import "server-only";

import * as outbox from "@/db/queries/email-outbox";
import { deliverEmail } from "@/lib/mail/transport";
import { logger } from "@/lib/logger";

// The outbox sender. Messages are rows first (written with the change that causes them), delivered
// afterwards; a failure is retried with backoff up to MAX_ATTEMPTS times.

const MAX_ATTEMPTS = 5;
const BATCH = 20;

/** Delivers what is due now. Safe to run concurrently: each message is claimed before sending. */
export async function sendDueEmails(now = new Date()): Promise<{ sent: number; failed: number }> {
  const claimed = await outbox.claimDueEmails(now, BATCH, MAX_ATTEMPTS);
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    try {
      await deliverEmail(message);
      await outbox.markEmailSent(message.id, new Date());
      sent += 1;
    } catch (error) {
      failed += 1;
      const retryAt = new Date(Date.now() + 2 ** message.attempts * 60_000);
      await outbox.markEmailFailed(message.id, error instanceof Error ? error.message : String(error), retryAt);
      logger.warn("mail.delivery_failed", { id: message.id, attempts: message.attempts, error });
    }
  }
  return { sent, failed };
}

/** Kicks the sender without making the caller wait for SMTP (or fail because of it). */
export function sendDueEmailsSoon(): void {
  void sendDueEmails().catch((error: unknown) => logger.error("mail.sender_failed", { error }));
}
