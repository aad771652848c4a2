// Wall-clock times in IANA zones, without a date library: what a kick-off "15:00 in Europe/London" is in UTC.
// Used by the history import (dates without times) and the demo world's schedule.

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
export function wallClockToUtc(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  let utc = wallClockAsUtc - zoneOffsetMs(timeZone, wallClockAsUtc);
  utc = wallClockAsUtc - zoneOffsetMs(timeZone, utc);
  return new Date(utc);
}
