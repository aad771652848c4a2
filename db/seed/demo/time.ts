// Calendar helpers for the demo schedule: days are counted in UTC since 1970-01-01 ("day numbers"), and
// local kick-off times are converted to UTC with the IANA time-zone database built into Intl.

import { wallClockToUtc } from "@/lib/time/zoned-time.rules";

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** UTC day number of an instant (0 = 1970-01-01). */
export function dayNumber(instant: Date): number {
  return Math.floor(instant.getTime() / DAY_MS);
}

/** Day of week of a day number: 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function dayOfWeek(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Calendar date of a day number. */
export function civilDate(day: number): { year: number; month: number; day: number } {
  const date = new Date(day * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** YYYY-MM-DD of a day number. */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The UTC instant of a wall-clock time in a zone, e.g. 15:00 in Europe/London on a given day.
 */
export function zonedTimeToUtc(day: number, hour: number, minute: number, timeZone: string): Date {
  const { year, month, day: dayOfMonth } = civilDate(day);
  return wallClockToUtc(year, month, dayOfMonth, hour, minute, timeZone);
}
