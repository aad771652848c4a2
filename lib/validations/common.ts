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
