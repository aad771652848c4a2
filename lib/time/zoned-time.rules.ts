// Wall-clock times in IANA zones, without a date library: what a kick-off "15:00 in Europe/London" is in UTC.
// Used by the history import (dates without times), the demo world's schedule and the viewer's days
// (lib/time/days.rules.ts: where "today" starts in the viewer's zone).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Offset of `timeZone` from UTC at `utcMs`, in milliseconds (e.g. +3_600_000 for Paris in winter). */
function zoneOffsetMs(timeZone: string, utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(utcMs))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock time (month 1–12) in a zone. Two passes settle the offset around
 * daylight-saving changes.
 */
export function wallClockToUtc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  let utc = wallClockAsUtc - zoneOffsetMs(timeZone, wallClockAsUtc);
  utc = wallClockAsUtc - zoneOffsetMs(timeZone, utc);
  return new Date(utc);
}

/** The calendar day ('YYYY-MM-DD') an instant falls on in `timeZone`. */
export function zonedDayKey(instant: Date | string | number, timeZone: string): string {
  const utcMs = new Date(instant).getTime();
  const local = new Date(utcMs + zoneOffsetMs(timeZone, utcMs));
  return local.toISOString().slice(0, 10);
}

/**
 * The instant a calendar day ('YYYY-MM-DD') begins in `timeZone`: its local midnight (DST days are 23 or 25
 * hours long, so days are never counted as 24 hours from one another).
 */
export function zonedDayStart(day: string, timeZone: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  return wallClockToUtc(year!, month!, date!, 0, 0, timeZone);
}

/**
 * The IANA name the runtime knows `name` by ("utc" → "UTC", "Asia/Calcutta" stays as spelled), or null for a
 * name it does not know. Reading a zone is cheap; the formatter built here is kept for the day maths above.
 */
export function canonicalTimeZone(name: string): string | null {
  try {
    return formatterFor(name).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zone the browser (or server process) runs in, "UTC" when the runtime does not say. */
export function runtimeTimeZone(): string {
  try {
    return new Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Minutes after local midnight (0–1439) of an instant in `timeZone`: what a wall clock there shows. */
export function zonedMinuteOfDay(instant: Date | string | number, timeZone: string): number {
  const utcMs = new Date(instant).getTime();
  const local = new Date(utcMs + zoneOffsetMs(timeZone, utcMs));
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}
