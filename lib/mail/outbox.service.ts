import "server-only";

import * as outbox from "@/lib/mail/outbox.queries";
import type { ContactCategory, NewEmailOutboxMessage } from "@/db/schema";
import { env } from "@/lib/env";
import { deliverEmail, mailDelivery, type MailDelivery } from "@/lib/mail/transport.service";
import { logger } from "@/lib/logger";
import { routes, siteConfig } from "@/lib/site-config";

// The outbox sender. Messages are rows first (written with the change that causes them), delivered
// afterwards; a failure is retried with backoff up to MAX_ATTEMPTS times.

const MAX_ATTEMPTS = 5;
const BATCH = 20;

/**
 * Delivers what is due now. Safe to run concurrently: each message is claimed before sending. A deployment
 * that has nowhere to deliver (mailDelivery "none") claims nothing: messages wait, with their attempts unspent,
 * until SMTP_URL is set.
 */
async function sendDueEmails(now = new Date()): Promise<{ sent: number; failed: number }> {
  if (mailDelivery() === "none") return { sent: 0, failed: 0 };
  const claimed = await outbox.claimDueEmails(now, BATCH, MAX_ATTEMPTS);
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    if (await deliverClaimed(message)) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}

/** Delivers one claimed message and records the outcome (a failure is retried later with backoff). */
async function deliverClaimed(message: Awaited<ReturnType<typeof outbox.claimDueEmails>>[number]): Promise<boolean> {
  try {
    await deliverEmail(message);
    await outbox.markEmailSent(message.id, new Date());
    return true;
  } catch (error) {
    const retryAt = new Date(Date.now() + 2 ** message.attempts * 60_000);
    await outbox.markEmailFailed(message.id, error instanceof Error ? error.message : String(error), retryAt);
    logger.warn("mail.delivery_failed", { id: message.id, attempts: message.attempts, error });
    return false;
  }
}

/** What became of a message asked to go out now: sent, failed (it will be retried), or still on its way. */
export type SendNowOutcome = "sent" | "failed" | "pending";

/**
 * Delivers one queued message at once and says what happened within `waitMs`: for a caller that must tell
 * someone whether the e-mail went (the contact form). A send still running when the wait ends finishes in
 * the background (emailSendsSettled waits for it); a message another sender holds counts as pending.
 */
export async function sendEmailNow(id: string, waitMs = 5_000): Promise<SendNowOutcome> {
  if (mailDelivery() === "none") return "pending";
  const message = await outbox.claimEmail(id, MAX_ATTEMPTS);
  if (!message) return "pending";
  const delivered = deliverClaimed(message).catch((error: unknown) => {
    logger.error("mail.sender_failed", { error });
    return false;
  });
  const send: Promise<void> = delivered.then(() => undefined);
  sending.add(send);
  void send.finally(() => sending.delete(send));
  const delivery = delivered.then((sent): SendNowOutcome => (sent ? "sent" : "failed"));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<SendNowOutcome>((resolve) => {
    timer = setTimeout(() => resolve("pending"), waitMs);
  });
  try {
    return await Promise.race([delivery, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Sends kicked by sendDueEmailsSoon that have not finished: whoever closes the database waits for them first.
const sending = new Set<Promise<void>>();

/** Kicks the sender without making the caller wait for SMTP (or fail because of it). */
export function sendDueEmailsSoon(): void {
  const send: Promise<void> = sendDueEmails()
    .then(
      () => undefined,
      (error: unknown) => logger.error("mail.sender_failed", { error }),
    )
    .finally(() => sending.delete(send));
  sending.add(send);
}

/** Resolves when every send kicked by sendDueEmailsSoon so far has finished (before closing the database). */
export async function emailSendsSettled(): Promise<void> {
  while (sending.size > 0) await Promise.all([...sending]);
}

export interface MailHealth {
  delivery: MailDelivery;
  /** Messages not delivered yet, of which `failed` failed at least once; the oldest one's time. */
  waiting: number;
  failed: number;
  oldestWaitingAt: string | null;
  lastError: string | null;
}

/** Where mail goes and what is stuck: the admin dashboard names a deployment whose members cannot confirm their
 * address. */
export async function getMailHealth(): Promise<MailHealth> {
  const backlog = await outbox.readOutboxBacklog();
  return {
    delivery: mailDelivery(),
    waiting: backlog.waiting,
    failed: backlog.failed,
    oldestWaitingAt: backlog.oldestAt?.toISOString() ?? null,
    lastError: backlog.lastError,
  };
}

// Header values built from what a visitor typed. SMTP headers end at a line break, so a CR or LF in a
// subject or address could add headers (Bcc:) or start the body: header text has every control character
// turned into a space, and an address must be one plain mailbox (no display name, list or comment).

/** User text fit for one header line: control characters (CR, LF, tab, …) become spaces, runs collapse, capped. */
export function headerText(value: string, max = 150): string {
  const line = value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** One label of a domain name: letters, digits and inner hyphens. */
const DOMAIN_LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?";
const PLAIN_ADDRESS = new RegExp(`^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`);

/** The address when it is one plain mailbox (local@domain, ASCII, no spaces or separators); otherwise null. */
export function headerAddress(value: string): string | null {
  return value.length <= 254 && PLAIN_ADDRESS.test(value) ? value : null;
}

export interface ContactNoticeSource {
  id: string;
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
  createdAt: Date;
}

/**
 * The support team's notice of a new contact message, for the outbox: to the support address, Reply-To
 * the sender (only when it is a plain address), the sender's text in the body, and a link to the inbox.
 */
export function contactMessageNotice(message: ContactNoticeSource, supportEmail: string): NewEmailOutboxMessage {
  const link = new URL(`${routes.admin.messages}?id=${encodeURIComponent(message.id)}`, env.APP_URL).toString();
  const text = [
    `New ${message.category} message through the ${siteConfig.name} contact form.`,
    "",
    `From: ${headerText(message.name, 100)} <${message.email}>`,
    `Received: ${message.createdAt.toISOString()}`,
    `Subject: ${headerText(message.subject)}`,
    "",
    message.message,
    "",
    `Reply to this e-mail to answer the sender. Mark the message handled in the inbox: ${link}`,
  ].join("\n");
  return {
    to: supportEmail,
    replyTo: headerAddress(message.email),
    subject: `[Contact] ${headerText(message.subject)}`,
    text,
    kind: "contact-message",
  };
}

// Registration answers alike for new and existing addresses; what differs is only the e-mail that follows.

/**
 * Why a confirmation link is sent, which decides what its e-mail says: `registration` finishes a sign-up (the
 * link carries that sign-up's password); `choose-password` confirms an account nobody has chosen a password for
 * yet (a new link for a sign-up, or an admin vouched for the address), so the page asks for one; `confirm`
 * confirms the address of an account that has its password (a changed address, an admin-created account).
 */
export type VerificationPurpose = "registration" | "choose-password" | "confirm";

/** The e-mail that carries a confirmation link; `name` greets whoever asked for it (null: nobody by name). */
export function verificationEmail(
  to: { id: string; email: string },
  name: string | null,
  link: string,
  validHours: number,
  purpose: VerificationPurpose = "registration",
): NewEmailOutboxMessage {
  const intro = {
    registration:
      `To finish creating your ${siteConfig.name} account, confirm this address by opening the link ` +
      `below within ${validHours} hours:`,
    "choose-password":
      `To finish setting up your ${siteConfig.name} account, open the link below within ` +
      `${validHours} hours: it confirms this address and lets you choose your password.`,
    confirm:
      `To confirm that this address belongs to your ${siteConfig.name} account, open the link below within ` +
      `${validHours} hours. Until it is confirmed, the account cannot sign in.`,
  }[purpose];
  const outro =
    purpose === "confirm"
      ? "If you do not have an account with us, ignore this e-mail."
      : "If you did not sign up, ignore this e-mail: without this confirmation nobody can sign in with this " +
        "address, and only the link you open decides the account's password.";
  const text = [name ? `Hello ${headerText(name, 100)},` : "Hello,", "", intro, "", link, "", outro].join("\n");
  return {
    to: to.email,
    userId: to.id,
    subject: `Confirm your e-mail address for ${siteConfig.name}`,
    text,
    kind: "email-verification",
  };
}

/** Told to the owner of an address that someone tried to register again; their account is not changed. */
export function registrationAttemptNotice(to: { id: string; email: string; fullName: string }): NewEmailOutboxMessage {
  const signIn = new URL(routes.auth.login, env.APP_URL).toString();
  const reset = new URL(routes.auth.forgotPassword, env.APP_URL).toString();
  const text = [
    `Hello ${headerText(to.fullName, 100)},`,
    "",
    `Someone tried to create a ${siteConfig.name} account with your e-mail address. You already have an account, so ` +
      `nothing was created and your account was not changed.`,
    "",
    `If that was you, sign in here: ${signIn}`,
    `Forgotten your password? Choose a new one here: ${reset}`,
    "",
    "If it was not you, you can ignore this e-mail.",
  ].join("\n");
  return {
    to: to.email,
    userId: to.id,
    subject: `Someone tried to create an account with your address`,
    text,
    kind: "registration-attempt",
  };
}
