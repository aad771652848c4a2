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
}

let transporter: Transporter | undefined;

/**
 * Delivers one message: over SMTP when SMTP_URL is set. Without it, development prints the message to
 * the log (so a reset link can be followed locally) and production refuses, leaving it in the outbox.
 */
export async function deliverEmail(message: OutgoingEmail): Promise<void> {
  if (env.SMTP_URL) {
    transporter ??= nodemailer.createTransport(env.SMTP_URL, { connectionTimeout: 10_000, socketTimeout: 20_000 });
    await transporter.sendMail({
      from: env.MAIL_FROM,
      to: message.to,
      replyTo: message.replyTo ?? undefined,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
    });
    return;
  }
  if (env.NODE_ENV === "production") throw new Error("SMTP_URL is not configured");
  logger.info("mail.logged_instead_of_sent", { to: message.to, replyTo: message.replyTo ?? null, subject: message.subject, text: message.text });
}
