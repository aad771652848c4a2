import "server-only";

import { isAdmin } from "@/lib/accounts/roles.rules";
import { touchUserActivity, type UserRecord } from "@/lib/accounts/users.queries";
import { logger } from "@/lib/logger";
import { readNumberSetting } from "@/lib/settings/settings.service";

// The admin inactivity timeout (global setting admin_session_timeout_minutes, Security tab): an admin
// or super admin who has made no authenticated request for that long must sign in again. Activity is
// per account (users.last_active_at), so a request from any of the admin's sessions keeps them all
// alive. Members are not affected: their sessions last SESSION_MAX_AGE_SECONDS.

export const ADMIN_SESSION_TIMEOUT_SETTING = "admin_session_timeout_minutes";
export const DEFAULT_ADMIN_SESSION_TIMEOUT_MINUTES = 60;
/** How stale last_active_at may get before a request writes it again: one write a minute at most. */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/**
 * False when an admin's session has timed out (the caller is then treated as signed out); otherwise
 * records the activity and returns true. An admin with no recorded activity yet counts as active now.
 */
export async function keepAdminSessionAlive(user: UserRecord, now = new Date()): Promise<boolean> {
  if (!isAdmin(user.role)) return true;
  if (user.lastActiveAt) {
    const minutes = await readNumberSetting(ADMIN_SESSION_TIMEOUT_SETTING, DEFAULT_ADMIN_SESSION_TIMEOUT_MINUTES);
    if (now.getTime() - user.lastActiveAt.getTime() > minutes * 60_000) {
      logger.info("auth.admin_session_timed_out", { userId: user.id, minutes });
      return false;
    }
  }
  await touchUserActivity(user.id, now, new Date(now.getTime() - ACTIVITY_WRITE_INTERVAL_MS));
  return true;
}
