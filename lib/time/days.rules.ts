// Every day boundary the product draws, in one place and in the viewer's time zone (docs/decisions.md,
// "One day boundary, in the viewer's time zone"): which calendar day a kick-off is on, where "today",
// "tomorrow", "this week" and "the weekend" start and end, and the day a free daily allowance counts.
// Days are 'YYYY-MM-DD' keys of the zone's calendar; a day's range runs from its local midnight to the next
// one (23 or 25 hours on DST days). Pure and browser-safe: the server computes with the zone of the
// viewer's cookie (lib/time/time-zone.rules.ts), the browser with its own, and both get the same ranges.
import { zonedDayKey, zonedDayStart } from "@/lib/time/zoned-time.rules";

import { DEFAULT_TIME_ZONE } from "./time-zone.rules";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DayRange {
  start: Date;
  end: Date;
}

/** The calendar day ('YYYY-MM-DD') of an instant in a zone. */
export function dayOf(instant: Date | string | number, timeZone: string = DEFAULT_TIME_ZONE): string {
  return zonedDayKey(instant, timeZone);
}

/** The day `offset` days after `day` (calendar arithmetic: no zone involved). */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instants `days` calendar days starting with `day` cover in a zone: [its midnight, the midnight after). */
export function dayRange(day: string, timeZone: string = DEFAULT_TIME_ZONE, days = 1): DayRange {
  return { start: zonedDayStart(day, timeZone), end: zonedDayStart(addDays(day, days), timeZone) };
}

/** Today's range in a zone. */
export function todayRange(now: Date, timeZone: string = DEFAULT_TIME_ZONE): DayRange {
  return dayRange(dayOf(now, timeZone), timeZone);
}

/** 0 Sunday … 6 Saturday of a calendar day. */
function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The date tabs of /predictions. */
export const DATE_WINDOWS = ["today", "tomorrow", "week", "weekend"] as const;
export type DateWindow = (typeof DATE_WINDOWS)[number];

/**
 * The kick-off range of a date tab in a zone: today; tomorrow; this week = today and the next six days;
 * weekend = the coming Saturday and Sunday (the rest of it on a Saturday or a Sunday).
 */
export function dateWindowRange(window: DateWindow, now: Date, timeZone: string = DEFAULT_TIME_ZONE): DayRange {
  const today = dayOf(now, timeZone);
  const range = (offset: number, days: number) => dayRange(addDays(today, offset), timeZone, days);
  switch (window) {
    case "today":
      return range(0, 1);
    case "tomorrow":
      return range(1, 1);
    case "week":
      return range(0, 7);
    case "weekend": {
      const weekday = weekdayOf(today);
      if (weekday === 0) return range(0, 1);
      return range(6 - weekday, 2);
    }
  }
}

/** The days `GET /api/predictions/today` covers: today alone, or today and tomorrow (days=2, the tips page). */
export function todayPicksRange(now: Date, timeZone: string = DEFAULT_TIME_ZONE, days = 1): DayRange {
  return dayRange(dayOf(now, timeZone), timeZone, days);
}

export type KickoffDayLabel = "Yesterday" | "Today" | "Tomorrow";

/**
 * "Today", "Tomorrow" or "Yesterday" when a kick-off's day in the zone is that day relative to `today`
 * ('YYYY-MM-DD' in the same zone); null for any other day or an unknown `today`.
 */
export function kickoffDayLabel(
  matchDate: string | Date,
  today: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): KickoffDayLabel | null {
  if (Number.isNaN(Date.parse(`${today}T00:00:00Z`))) return null;
  const offset = daysBetween(today, dayOf(matchDate, timeZone));
  return offset === 0 ? "Today" : offset === 1 ? "Tomorrow" : offset === -1 ? "Yesterday" : null;
}

/**
 * The calendar days of a zone that overlap some UTC days: each UTC day meets at most two of a zone's days
 * (offsets lie within ±14 hours). Used to find the zone's days that hold pending picks from a list of UTC days.
 */
export function zoneDaysOverlapping(utcDays: readonly string[], timeZone: string = DEFAULT_TIME_ZONE): string[] {
  const days = new Set<string>();
  for (const utcDay of utcDays) {
    const start = Date.parse(`${utcDay}T00:00:00Z`);
    days.add(dayOf(start, timeZone));
    days.add(dayOf(start + DAY_MS - 1, timeZone));
  }
  return [...days].sort();
}
