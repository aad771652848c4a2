import "server-only";

import { eq } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { userPreferences, type NotificationPreferences, type PrivacyPreferences } from "@/db/schema";

export async function getUserPreferences(userId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({ notifications: userPreferences.notifications, privacy: userPreferences.privacy })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function upsertUserPreferences(
  userId: string,
  values: { notifications: NotificationPreferences; privacy: PrivacyPreferences },
  tx: DbOrTx = db,
) {
  const [row] = await tx
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: values })
    .returning({ notifications: userPreferences.notifications, privacy: userPreferences.privacy });
  return row!;
}
