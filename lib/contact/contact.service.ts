import "server-only";

import { createHash } from "node:crypto";

import { db } from "@/db";
import * as contactQueries from "@/lib/contact/contact.queries";
import { enqueueEmail } from "@/lib/mail/outbox.queries";
import type { ContactStatus } from "@/db/schema";
import { AppError } from "@/lib/core/errors";
import { logger } from "@/lib/logger";
import type { ContactInboxQuery, ContactMessageInput } from "@/lib/contact/contact.input";
import type { ContactNotice } from "@/lib/contact/contact.dto";

import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";
import { contactMessageNotice, headerAddress, sendDueEmailsSoon, sendEmailNow } from "@/lib/mail/outbox.service";
import { mailDelivery } from "@/lib/mail/transport.service";
import { readStringSetting } from "@/lib/settings/settings.service";
import { exactPagination } from "@/lib/core/pagination";

/** The global setting holding the address that is told of each new message. */
const SUPPORT_EMAIL_SETTING = "support_email";

/** How long the form waits for the notice's SMTP send before answering "not sent yet". */
const NOTICE_WAIT_MS = 5_000;

/**
 * Stores a contact-form message for the support inbox (/admin/messages) and, in the same transaction,
 * queues a notice to the `support_email` setting with Reply-To the sender; then sends that notice at once
 * (over SMTP) so the answer can say what happened to it. The sender's IP is kept only as a hash, enough to
 * spot abuse without holding the address itself.
 */
export async function submitContactMessage(input: ContactMessageInput, sender: { ip: string; userId?: string | null }) {
  const supportEmail = headerAddress((await readStringSetting(SUPPORT_EMAIL_SETTING)) ?? "");
  const { message, noticeId } = await db.transaction(async (tx) => {
    const message = await contactQueries.createContactMessage(
      {
        name: input.name,
        email: input.email.toLowerCase(),
        subject: input.subject,
        category: input.category,
        message: input.message,
        ipHash: hashIp(sender.ip),
        userId: sender.userId ?? null,
      },
      tx,
    );
    const notice = supportEmail ? await enqueueEmail(contactMessageNotice(message, supportEmail), tx) : null;
    return { message, noticeId: notice?.id ?? null };
  });
  const notice = await sendNotice(noticeId);
  logger.info("contact.message_received", { id: message.id, category: input.category, notice });
  // Without an address the message still waits in the inbox; the log says why no one was told.
  if (!noticeId) logger.warn("contact.no_support_email", { id: message.id, setting: SUPPORT_EMAIL_SETTING });
  return { id: message.id, receivedAt: message.createdAt, notice };
}

async function sendNotice(noticeId: string | null): Promise<ContactNotice> {
  if (!noticeId) return "inbox_only";
  // Written to the server's log (no SMTP on a development or quick-start server) or kept until SMTP is set:
  // nobody is e-mailed, so the confirmation does not say anyone was.
  if (mailDelivery() !== "smtp") {
    sendDueEmailsSoon();
    return "inbox_only";
  }
  return (await sendEmailNow(noticeId, NOTICE_WAIT_MS)) === "sent" ? "emailed" : "not_sent_yet";
}

function hashIp(ip: string): string {
  return createHash("sha256").update(`contact:${ip}`).digest("hex").slice(0, 32);
}

// The admin inbox. Opening a new message marks it read; an admin marks it handled (resolved) once answered,
// or back to read or new. Every status change is in the audit log.

export async function listContactInbox(query: ContactInboxQuery) {
  const [{ rows, total }, counts] = await Promise.all([
    contactQueries.listContactMessages(query),
    contactQueries.countContactMessagesByStatus(),
  ]);
  return {
    messages: rows,
    pagination: exactPagination(query.page, query.limit, total),
    counts,
  };
}

/** One message in full. Reading changes nothing: the inbox marks a new message read with a PATCH as it opens it. */
export async function getContactMessage(id: string) {
  const message = await contactQueries.getContactMessage(id);
  if (!message) throw notFound();
  return message;
}

/** Sets a message's status (resolved = handled); a change is audited, the same status changes nothing. */
export async function setContactMessageStatus(actor: AuditActor, id: string, input: { status: ContactStatus }) {
  return db.transaction(async (tx) => {
    const current = await contactQueries.lockContactMessage(id, tx);
    if (!current) throw notFound();
    if (current.status === input.status) return current;
    const updated = await contactQueries.setContactMessageStatus(id, input.status, tx);
    await recordStatusChange(tx, actor, id, current.status, input.status);
    return updated!;
  });
}

function recordStatusChange(
  tx: Parameters<typeof recordAudit>[0],
  actor: AuditActor,
  id: string,
  from: ContactStatus,
  to: ContactStatus,
) {
  return recordAudit(tx, actor, {
    action: "contact_message.status",
    entityType: "contact_message",
    entityId: id,
    before: { status: from },
    after: { status: to },
  });
}

function notFound() {
  return new AppError("not_found", "Message not found.");
}
