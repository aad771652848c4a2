import "server-only";

import { count, desc, eq, type SQL } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { contactMessages, type ContactStatus, type NewContactMessage } from "@/db/schema";

export async function createContactMessage(values: NewContactMessage, tx: DbOrTx = db) {
  const [row] = await tx.insert(contactMessages).values(values).returning();
  return row!;
}

/** What the inbox list shows of a message: everything but the body and the sender's IP hash. */
const summaryColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  category: contactMessages.category,
  status: contactMessages.status,
  userId: contactMessages.userId,
  createdAt: contactMessages.createdAt,
  updatedAt: contactMessages.updatedAt,
};

const messageColumns = { ...summaryColumns, message: contactMessages.message };

/** One page of messages, newest first, optionally of one status, and how many match. */
export async function listContactMessages(
  params: { status?: ContactStatus; page: number; limit: number },
  tx: DbOrTx = db,
) {
  const where: SQL | undefined = params.status ? eq(contactMessages.status, params.status) : undefined;
  const [rows, [total]] = await Promise.all([
    tx
      .select(summaryColumns)
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    tx.select({ value: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** How many messages are in each status. */
export async function countContactMessagesByStatus(tx: DbOrTx = db): Promise<Record<ContactStatus, number>> {
  const rows = await tx
    .select({ status: contactMessages.status, value: count() })
    .from(contactMessages)
    .groupBy(contactMessages.status);
  const counts: Record<ContactStatus, number> = { new: 0, read: 0, resolved: 0 };
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

export async function getContactMessage(id: string, tx: DbOrTx = db) {
  const [row] = await tx.select(messageColumns).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}

/** The message's row locked for an update in this transaction. */
export async function lockContactMessage(id: string, tx: DbOrTx) {
  const [row] = await tx
    .select(messageColumns)
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for("update")
    .limit(1);
  return row ?? null;
}

/** Sets the status; returns the updated message, or null when there is none. */
export async function setContactMessageStatus(id: string, status: ContactStatus, tx: DbOrTx = db) {
  const [row] = await tx
    .update(contactMessages)
    .set({ status })
    .where(eq(contactMessages.id, id))
    .returning(messageColumns);
  return row ?? null;
}
