import "server-only";

import { createHash } from "node:crypto";

import * as contactQueries from "@/db/queries/contact";
import { logger } from "@/lib/logger";
import type { ContactMessageInput } from "@/lib/validations/contact";

/**
 * Stores a contact-form message for the support inbox. The sender's IP is kept only as a hash,
 * enough to spot abuse without holding the address itself.
 */
export async function submitContactMessage(input: ContactMessageInput, sender: { ip: string; userId?: string | null }) {
  const message = await contactQueries.createContactMessage({
    name: input.name,
    email: input.email.toLowerCase(),
    subject: input.subject,
    category: input.category,
    message: input.message,
    ipHash: hashIp(sender.ip),
    userId: sender.userId ?? null,
  });
  logger.info("contact.message_received", { id: message.id, category: input.category });
  return { id: message.id, receivedAt: message.createdAt };
}

function hashIp(ip: string): string {
  return createHash("sha256").update(`contact:${ip}`).digest("hex").slice(0, 32);
}
