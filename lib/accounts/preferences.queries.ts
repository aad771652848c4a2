import "server-only";

import { eq } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import {
  userPreferences,
  type DisplayPreferences,
  type NotificationPreferences,
  type PrivacyPreferences,
} from "@/db/schema";

const columns = {
  notifications: userPreferences.notifications,
  privacy: userPreferences.privacy,
  display: userPreferences.display,
};

export async function getUserPreferences(userId: string, tx: DbOrTx = db) {
  const [row] = await tx.select(columns).from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return row ?? null;
}

/** Writes the groups given; a group left out keeps its stored value (or the column's default on a new row). */
export async function upsertUserPreferences(
  userId: string,
  values: { notifications?: NotificationPreferences; privacy?: PrivacyPreferences; display?: DisplayPreferences },
  tx: DbOrTx = db,
) {
  const [row] = await tx
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: new Date() } })
    .returning(columns);
  return row!;
}
