import "server-only";

import nodemailer, { type Transporter } from "nodemailer";

import { env } from "@/lib/env";
import { logger } from "@/lib/logger";

export interface OutgoingEmail {
  to: string;
  /** Where replies go (a contact message's sender); null or absent for our own notices. */
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers, e.g. an alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string> | null;
}

/**
 * How this deployment delivers e-mail:
 * - `smtp`: SMTP_URL is set;
 * - `log`: no SMTP_URL on the embedded database (the README's quick start, in any NODE_ENV) or outside
 *   production: every message, links included, is written to the server log so a newcomer can confirm an
 *   address or reset a password by reading it;
 * - `none`: a production deployment on PostgreSQL without SMTP_URL. Its log may be shipped and read by others,
 *   so links never go there: messages wait in the outbox, start-up warns and the admin dashboard says that
 *   members cannot confirm their address.
 */
export type MailDelivery = "smtp" | "log" | "none";

export function mailDelivery(): MailDelivery {
  if (env.SMTP_URL) return "smtp";
  return !env.DATABASE_URL || env.NODE_ENV !== "production" ? "log" : "none";
}

/** The start-up line (or warning) that says where e-mail goes; null when it goes out over SMTP. */
export function mailDeliveryNotice(): { level: "info" | "warn"; text: string } | null {
  const delivery = mailDelivery();
  if (delivery === "smtp") return null;
  if (delivery === "log") {
    return {
      level: "info",
      text:
        "E-mail: SMTP_URL is not set, so every e-mail (sign-up confirmation and password-reset links included) " +
        "is written to this log instead of being sent.",
    };
  }
  return {
    level: "warn",
    text: [
      "WARNING: SMTP_URL is not set on this PostgreSQL deployment: no e-mail is sent.",
      "Members cannot confirm their address or reset their password; messages wait in the outbox until SMTP_URL is " +
        "set.",
    ].join("\n"),
  };
}

let transporter: Transporter | undefined;

/**
 * Delivers one message: over SMTP when SMTP_URL is set; into the server log when mail goes there
 * (mailDelivery); otherwise it refuses, leaving the message in the outbox for when SMTP is configured.
 */
export async function deliverEmail(message: OutgoingEmail): Promise<void> {
  const delivery = mailDelivery();
  if (delivery === "smtp") {
    transporter ??= nodemailer.createTransport(env.SMTP_URL!, { connectionTimeout: 10_000, socketTimeout: 20_000 });
    await transporter.sendMail({
      from: env.MAIL_FROM,
      to: message.to,
      replyTo: message.replyTo ?? undefined,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      headers: message.headers ?? undefined,
    });
    return;
  }
  if (delivery === "none") throw new Error("SMTP_URL is not configured");
  logger.info("mail.logged_instead_of_sent", { to: message.to, subject: message.subject });
  // The message as a person reads it, not as one JSON line: the link must be easy to find and copy. It counts
  // as a warning-level line, so only LOG_LEVEL=error (the test suites) keeps it out.
  if (env.LOG_LEVEL !== "error") console.log(loggedEmail(message));
}

/** A message as the log shows it when there is no SMTP: its headers and full text between two rules. */
export function loggedEmail(message: OutgoingEmail): string {
  const rule = "─".repeat(72);
  const headers = [
    `To: ${message.to}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${message.subject}`,
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ];
  return [`── E-mail (not sent: SMTP_URL is not set) ${"─".repeat(30)}`, ...headers, "", message.text, rule].join("\n");
}
