import "@/lib/scraping/browser-config.input";
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
