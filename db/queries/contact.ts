import "server-only";

import { db, type DbOrTx } from "@/db";
import { contactMessages, type NewContactMessage } from "@/db/schema";

export async function createContactMessage(values: NewContactMessage, tx: DbOrTx = db) {
  const [row] = await tx
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}
