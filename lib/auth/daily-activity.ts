import "server-only";

import { recordActivityDay } from "@/lib/accounts/users.queries";
import { logger } from "@/lib/logger";

// Daily active users for the admin analytics: the first authenticated request of an account on a UTC day
// adds one row to user_activity_days. This process remembers which accounts it has already recorded
// today, so later requests cost nothing; a second server process records at most once more (the insert
// ignores a row that exists). API keys are programs, not people, and are not counted.

let recordedDay = "";
const recorded = new Set<string>();

/** Records the day's activity once; never fails the request it is part of. */
export async function recordDailyActivity(userId: string, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  if (day !== recordedDay) {
    recordedDay = day;
    recorded.clear();
  }
  if (recorded.has(userId)) return;
  recorded.add(userId);
  try {
    await recordActivityDay(userId, day);
  } catch (error) {
    recorded.delete(userId);
    logger.warn("auth.activity_not_recorded", { userId, error });
  }
}
