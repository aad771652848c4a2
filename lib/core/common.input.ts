import "@/lib/core/zod-config";
import { z } from "zod";

// Building blocks shared by every schema: trimmed, length-capped strings without NUL bytes.

const NUL = /\u0000/;

/** A trimmed string of 1..max characters that contains no NUL byte. */
export const text = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? "Required" : `Must be at least ${min} characters`)
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !NUL.test(value), "Contains an invalid character");

/** An optional search box value: trimmed, empty → undefined, at most 100 characters. */
export const searchTerm = z
  .string()
  .trim()
  .max(100, "Search is too long")
  .refine((value) => !NUL.test(value), "Contains an invalid character")
  .optional()
  .transform((value) => (value ? value : undefined));

/** A lower-case slug id such as 'epl' or 'match-result'. */
export const slugId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,49}$/, "Invalid id");

/**
 * A whole number from a query string (`?page=2`), between min and max, with `fallback` when the parameter
 * is missing or empty (`?page=`). Messages name the parameter.
 */
export const queryInt = (label: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .optional()
      .transform((value) => value ?? fallback),
  );

// Dates from requests. A JavaScript Date reaches ±271,821 years and PostgreSQL's timestamptz less than that,
// so a date such as -271821-04-20 parsed here and then failed in SQL (500). Every date a client sends is
// held to a range no sports fixture, filter or account falls outside: [1900-01-01, 2200-01-01).

/** The earliest instant a request may name (inclusive). */
const EARLIEST_DATE = new Date("1900-01-01T00:00:00.000Z");
/** The end of the range a request may name (exclusive). */
const LATEST_DATE = new Date("2200-01-01T00:00:00.000Z");
const OUT_OF_RANGE = "Use a date between 1900 and 2199";

/** Whether an instant lies in [EARLIEST_DATE, LATEST_DATE). */
export function isDateInRange(date: Date): boolean {
  const time = date.getTime();
  return Number.isFinite(time) && time >= EARLIEST_DATE.getTime() && time < LATEST_DATE.getTime();
}

/** An instant as text (what Date.parse reads, ISO 8601 in practice) → a Date in the range. */
export const instantInRange = z
  .string()
  .trim()
  .max(64, "Invalid date")
  .transform((value, context) => {
    const date = NUL.test(value) ? new Date(Number.NaN) : new Date(Date.parse(value));
    if (Number.isNaN(date.getTime())) {
      context.addIssue({ code: "custom", message: "Invalid date" });
      return z.NEVER;
    }
    if (!isDateInRange(date)) {
      context.addIssue({ code: "custom", message: OUT_OF_RANGE });
      return z.NEVER;
    }
    return date;
  });

/** A calendar day 'YYYY-MM-DD' that exists and lies in the range, kept as text. */
export const calendarDayInRange = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format YYYY-MM-DD")
  .superRefine((value, context) => {
    const date = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      context.addIssue({ code: "custom", message: "Invalid date" });
    } else if (!isDateInRange(date)) {
      context.addIssue({ code: "custom", message: OUT_OF_RANGE });
    }
  });

export const EMAIL_MAX = 254;

/** An e-mail address, stored trimmed and lower-cased (docs/decisions.md "E-mails"). */
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email("Please enter a valid email address"));

/**
 * An AdSense publisher id ("ca-pub-" and 16 digits). It goes into a script URL and an attribute, so
 * anything else is treated as "no publisher id" rather than escaped.
 */
export const PUBLISHER_ID_PATTERN = /^ca-pub-\d{16}$/;
export const publisherIdSchema = z
  .string()
  .trim()
  .regex(PUBLISHER_ID_PATTERN, "Expected ca-pub- followed by 16 digits");
