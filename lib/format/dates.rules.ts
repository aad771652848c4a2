// Dates and times as pages show them. Fixed locales and UTC, so the server's HTML and the browser's
// hydration agree whatever the visitor's settings; the few named "local" are for admin screens rendered
// in the browser, in the admin's own zone. A formatter is built on first use (building one loads locale and
// zone data) and reused. Kick-off texts on the public lists are assembled by hand in ./predictions.ts.

type Instant = string | number | Date;

const FORMATS = {
  /** "5 Jan 2025, 18:00" */
  utcDateTime: [
    "en-GB",
    {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    },
  ],
  /** "5 Jan 2025" */
  utcDate: ["en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }],
  /** "5 Jan, 18:00" */
  utcDayTime: [
    "en-GB",
    { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" },
  ],
  /** "5 Jan" */
  utcDay: ["en-GB", { day: "numeric", month: "short", timeZone: "UTC" }],
  /** "Jan 5, 06:00 PM" */
  utcUsDayTime: ["en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" }],
  /** "5 January 2025" */
  utcLongDate: ["en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }],
  /** "January 5, 2025" */
  utcUsLongDate: ["en-US", { dateStyle: "long", timeZone: "UTC" }],
  /** "January 2025" */
  utcMonth: ["en-GB", { month: "long", year: "numeric", timeZone: "UTC" }],
  /** "5 Jan 2025, 18:00:00" */
  utcDateTimeSeconds: ["en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" }],
  /** "5 Jan 2025, 18:00" in the browser's zone */
  localDateTime: ["en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" }],
} satisfies Record<string, readonly [string, Intl.DateTimeFormatOptions]>;

// A plain object rather than a Map: a page that imports one of these texts ships no start-up work for the rest.
const built: Partial<Record<keyof typeof FORMATS, Intl.DateTimeFormat>> = {};

function format(name: keyof typeof FORMATS, value: Instant): string {
  const [locale, options]: readonly [string, Intl.DateTimeFormatOptions] = FORMATS[name];
  const formatter = (built[name] ??= new Intl.DateTimeFormat(locale, options));
  return formatter.format(new Date(value));
}

/** "5 Jan 2025, 18:00 UTC"; a missing instant is a dash. */
export function formatUtcDateTime(value: Instant | null | undefined): string {
  return value === null || value === undefined ? "—" : `${format("utcDateTime", value)} UTC`;
}

/** "5 Jan 2025"; a missing instant is a dash. */
export function formatUtcDate(value: Instant | null | undefined): string {
  return value === null || value === undefined ? "—" : format("utcDate", value);
}

/** "5 Jan, 18:00" (UTC, no year): points on a short time axis. */
export function formatUtcDayTime(value: Instant): string {
  return format("utcDayTime", value);
}

/** "5 Jan" (UTC): a day on a chart axis. */
export function formatUtcDay(value: Instant): string {
  return format("utcDay", value);
}

/** "Jan 5, 06:00 PM" (UTC): a point on the models' performance charts. */
export function formatUtcUsDayTime(value: Instant): string {
  return format("utcUsDayTime", value);
}

/** "5 January 2025"; a missing instant is a dash. */
export function formatUtcLongDate(value: Instant | null | undefined): string {
  return value === null || value === undefined ? "—" : format("utcLongDate", value);
}

/** "2025-08-31" → "August 31, 2025". */
export function formatUsLongDate(isoDate: string): string {
  return format("utcUsLongDate", `${isoDate}T00:00:00Z`);
}

/** "2025-03" → "March 2025"; anything else is returned as it is. */
export function formatMonthKey(key: string): string {
  const [year, month] = key.split("-").map(Number);
  if (!year || !month) return key;
  return format("utcMonth", Date.UTC(year, month - 1, 1));
}

/** "5 Jan 2025, 18:00:00 UTC": when a pick locked or settled, to the second. */
export function formatUtcDateTimeSeconds(value: Instant): string {
  return `${format("utcDateTimeSeconds", value)} UTC`;
}

/** "5 Jan 2025, 18:00" in the browser's zone: the prediction console, where admins enter kick-offs in their own time.
 */
export function formatLocalDateTime(value: Instant): string {
  return format("localDateTime", value);
}

/** The browser's own date and time format and zone: operational read-outs on the admin dashboard. */
export function formatBrowserDateTime(value: Instant): string {
  return new Date(value).toLocaleString();
}

/** The browser's own time format and zone: log lines. */
export function formatBrowserTime(value: Instant): string {
  return new Date(value).toLocaleTimeString();
}

/** An instant as the value of an <input type="datetime-local"> in the browser's zone. */
export function toLocalDateTimeInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, "0");
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
