import "server-only";

import { createHash } from "node:crypto";

import { db } from "@/db";
import * as contactQueries from "@/lib/contact/contact.queries";
import { enqueueEmail } from "@/lib/mail/outbox.queries";
import type { ContactStatus } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import type { ContactInboxQuery, ContactMessageInput } from "@/lib/contact/contact.input";

import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";
import { contactMessageNotice, headerAddress, sendDueEmailsSoon } from "@/lib/mail/outbox.service";
import { readStringSetting } from "@/lib/settings/settings.service";
import { exactPagination } from "@/lib/api/list-pagination";

/** The global setting holding the address that is told of each new message. */
export const SUPPORT_EMAIL_SETTING = "support_email";

/**
 * Stores a contact-form message for the support inbox (/admin/messages) and, in the same transaction,
 * queues a notice to the `support_email` setting with Reply-To the sender. The sender's IP is kept only
 * as a hash, enough to spot abuse without holding the address itself.
 */
export async function submitContactMessage(input: ContactMessageInput, sender: { ip: string; userId?: string | null }) {
  const supportEmail = headerAddress((await readStringSetting(SUPPORT_EMAIL_SETTING)) ?? "");
  const { message, queued } = await db.transaction(async (tx) => {
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
    if (supportEmail) await enqueueEmail(contactMessageNotice(message, supportEmail), tx);
    return { message, queued: supportEmail !== null };
  });
  logger.info("contact.message_received", { id: message.id, category: input.category, notified: queued });
  // Without an address the message still waits in the inbox; the log says why no one was told.
  if (queued) sendDueEmailsSoon();
  else logger.warn("contact.no_support_email", { id: message.id, setting: SUPPORT_EMAIL_SETTING });
  return { id: message.id, receivedAt: message.createdAt };
}

function hashIp(ip: string): string {
  return createHash("sha256").update(`contact:${ip}`).digest("hex").slice(0, 32);
}

// The admin inbox. Opening a new message marks it read; an admin marks it handled (resolved) once answered,
// or back to read or new. Every status change is in the audit log.

export async function listContactInbox(query: ContactInboxQuery) {
  const [{ rows, total }, counts] = await Promise.all([contactQueries.listContactMessages(query), contactQueries.countContactMessagesByStatus()]);
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

function recordStatusChange(tx: Parameters<typeof recordAudit>[0], actor: AuditActor, id: string, from: ContactStatus, to: ContactStatus) {
  return recordAudit(tx, actor, { action: "contact_message.status", entityType: "contact_message", entityId: id, before: { status: from }, after: { status: to } });
}

function notFound() {
  return new AppError("not_found", "Message not found.");
}
