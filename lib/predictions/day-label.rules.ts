// The day word next to a kick-off on public pages ("Today", "Tomorrow"). Days are UTC days, like every
// date window and kick-off time the site shows (docs/decisions.md, "Date windows are UTC days"), so the
// word reads against the "… UTC" time beside it. Pure and client-safe: the server labels against the day
// its cached data was read, and the browser relabels against its own clock after hydration.
import { utcDayKey } from "@/lib/subscriptions/entitlements.rules";

const DAY_MS = 24 * 60 * 60 * 1000;

export type KickoffDayLabel = "Yesterday" | "Today" | "Tomorrow";

/** The UTC day ('YYYY-MM-DD') of an instant. */
export const utcDay = utcDayKey;

/**
 * "Today", "Tomorrow" or "Yesterday" when the kick-off's UTC day is that day relative to `today`
 * ('YYYY-MM-DD'); null for any other day (the kick-off's own date then says it) or an unknown `today`.
 */
export function kickoffDayLabel(matchDate: string | Date, today: string): KickoffDayLabel | null {
  const todayStart = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(todayStart)) return null;
  const offset = Math.round((Date.parse(`${utcDayKey(matchDate)}T00:00:00Z`) - todayStart) / DAY_MS);
  return offset === 0 ? "Today" : offset === 1 ? "Tomorrow" : offset === -1 ? "Yesterday" : null;
}
