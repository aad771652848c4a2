// lib/format/dates.rules.ts, the one home of date and time texts: each format's text, and that it is the text
// the pages showed before they shared it (the same Intl options, so the HTML is byte-for-byte the same).
import { describe, expect, it } from "vitest";

import {
  formatLocalDateTime,
  formatMonthKey,
  formatUsLongDate,
  formatUtcDate,
  formatUtcDateTime,
  formatUtcDateTimeSeconds,
  formatUtcDay,
  formatUtcDayTime,
  formatUtcLongDate,
  formatUtcUsDayTime,
  toLocalDateTimeInput,
} from "@/lib/format/dates.rules";

const EVENING = "2025-01-05T18:00:00Z";
const AFTER_MIDNIGHT = "2026-03-01T00:30:00Z";
const intl = (locale: string, options: Intl.DateTimeFormatOptions, iso: string) =>
  new Intl.DateTimeFormat(locale, options).format(new Date(iso));

describe("UTC texts", () => {
  it("date and time, with UTC said, and a dash for nothing", () => {
    expect(formatUtcDateTime(EVENING)).toBe("5 Jan 2025, 18:00 UTC");
    expect(formatUtcDateTime(new Date(AFTER_MIDNIGHT))).toBe("1 Mar 2026, 00:30 UTC");
    expect(formatUtcDateTime(null)).toBe("—");
    // The API keys console wrote the zone with timeZoneName; the member pages appended it by hand.
    expect(formatUtcDateTime(EVENING)).toBe(
      intl(
        "en-GB",
        {
          day: "numeric",
          month: "short",
          year: "numeric",
          hour: "2-digit",
          minute: "2-digit",
          timeZone: "UTC",
          timeZoneName: "short",
        },
        EVENING,
      ),
    );
  });

  it("dates, days and day-times", () => {
    expect(formatUtcDate(EVENING)).toBe("5 Jan 2025");
    expect(formatUtcDate(null)).toBe("—");
    expect(formatUtcDayTime(AFTER_MIDNIGHT)).toBe("1 Mar, 00:30");
    expect(formatUtcDay("2025-01-05T00:00:00Z")).toBe("5 Jan");
    expect(formatUtcUsDayTime(EVENING)).toBe("Jan 5, 06:00 PM");
    expect(formatUtcLongDate("2026-03-05T10:00:00Z")).toBe("5 March 2026");
    expect(formatUtcLongDate(null)).toBe("—");
    expect(formatUsLongDate("2025-08-31")).toBe("August 31, 2025");
    expect(formatUtcDateTimeSeconds("2025-01-05T18:00:07Z")).toBe("5 Jan 2025, 18:00:07 UTC");
  });

  it("labels month keys in words", () => {
    expect(formatMonthKey("2025-03")).toBe("March 2025");
    expect(formatMonthKey("bad")).toBe("bad");
  });
});

describe("texts in the browser's zone", () => {
  it("write the instant in the zone the process runs in", () => {
    const local = new Date(2025, 0, 5, 9, 7);
    expect(formatLocalDateTime(local)).toBe("5 Jan 2025, 09:07");
    expect(toLocalDateTimeInput(local.toISOString())).toBe("2025-01-05T09:07");
  });
});
