import "server-only";

import * as preferences from "@/lib/accounts/preferences.queries";
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_PRIVACY_PREFERENCES } from "@/db/schema";
import type { Preferences } from "@/lib/accounts/auth.input";

// The Notifications and Privacy tabs of /user/settings. A member who never saved sees the defaults.

export async function getPreferences(userId: string): Promise<Preferences> {
  const stored = await preferences.getUserPreferences(userId);
  return {
    notifications: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...stored?.notifications },
    privacy: { ...DEFAULT_PRIVACY_PREFERENCES, ...stored?.privacy },
  };
}

export function savePreferences(userId: string, values: Preferences): Promise<Preferences> {
  return preferences.upsertUserPreferences(userId, values);
}
