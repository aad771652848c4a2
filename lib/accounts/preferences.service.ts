import "server-only";

import * as preferences from "@/lib/accounts/preferences.queries";
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_PRIVACY_PREFERENCES } from "@/db/schema";
import type { DisplayPreferences, Preferences, PreferencesInput } from "@/lib/accounts/auth.input";
import { DEFAULT_ODDS_FORMAT, type OddsFormat } from "@/lib/format/odds.rules";

// The Notifications, Privacy and Display tabs of /user/settings. A member who never saved sees the defaults.

type StoredPreferences = Awaited<ReturnType<typeof preferences.getUserPreferences>>;

function withDefaults(stored: StoredPreferences): Preferences {
  return {
    notifications: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...stored?.notifications },
    privacy: { ...DEFAULT_PRIVACY_PREFERENCES, ...stored?.privacy },
    display: { oddsFormat: stored?.display?.oddsFormat ?? DEFAULT_ODDS_FORMAT },
  };
}

export async function getPreferences(userId: string): Promise<Preferences> {
  return withDefaults(await preferences.getUserPreferences(userId));
}

/** Replaces notifications and privacy, and display when given (left as stored otherwise). */
export async function savePreferences(userId: string, values: PreferencesInput): Promise<Preferences> {
  return withDefaults(await preferences.upsertUserPreferences(userId, values));
}

/** Stores the member's display choices (the odds format switch on the pages, the Display tab). */
export async function saveDisplayPreferences(userId: string, display: DisplayPreferences): Promise<DisplayPreferences> {
  return withDefaults(await preferences.upsertUserPreferences(userId, { display })).display;
}

/**
 * The odds format the member chose, or null when they never chose one: signing in then leaves the device's
 * own choice (a visitor's cookie) as it is.
 */
export async function chosenOddsFormat(userId: string): Promise<OddsFormat | null> {
  return (await preferences.getUserPreferences(userId))?.display?.oddsFormat ?? null;
}

/**
 * Turns the push master switch on: registering a device for push is the member asking for push, so the switch
 * follows (switching it off later still silences every device).
 */
export async function turnOnPush(userId: string): Promise<void> {
  const current = await getPreferences(userId);
  if (current.notifications.push) return;
  await preferences.upsertUserPreferences(userId, { notifications: { ...current.notifications, push: true } });
}
