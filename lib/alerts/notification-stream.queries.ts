import "server-only";

import { and, desc, eq, isNull, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { notifications, users } from "@/db/schema";

// What the notification stream polls: a member's unread count and newest notification, in one statement that the
// two indexes answer (notifications_unread_idx for the count, notifications_user_created_idx for the newest), so
// an open stream costs one cheap read per poll whichever instance holds it.

export interface NotificationState {
  unread: number;
  /** The newest notification's id, or null when the member has none. */
  latestId: string | null;
}

/** The member's notification state; null when the member no longer exists. */
export async function getNotificationState(userId: string, tx: DbOrTx = db): Promise<NotificationState | null> {
  const unread = tx
    .select({ value: sql`count(*)` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  const latest = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(1);
  const [row] = await tx
    .select({ unread: sql<string | number>`(${unread})`, latestId: sql<string | null>`(${latest})` })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { unread: Number(row.unread), latestId: row.latestId } : null;
}
