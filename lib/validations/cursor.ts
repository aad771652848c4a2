import { z } from "zod";

// Keyset cursors of the lists (GET /api/predictions, the admin predictions and users lists). A cursor is
// opaque to the client: base64url of a small JSON document naming the order it was cut from (`k`) and the
// sort-key values of the last row it saw, the id last (`v`). It is not signed: every value only ever
// reaches SQL as a bound parameter cast to its column's type, and a cursor cut from another order, or one
// that fails to decode, is refused with a 400 rather than guessed at.

export type CursorValue = string | number | boolean | null;
export interface Cursor {
  /** The order the cursor belongs to, e.g. 'kickoff' or 'createdAt:desc'. */
  k: string;
  /** The last row's sort-key values in order, its id last. */
  v: CursorValue[];
}

const CURSOR_MAX_LENGTH = 1024;
const documentSchema = z
  .object({
    k: z.string().min(1).max(40),
    v: z.array(z.union([z.string().max(300), z.number().finite(), z.boolean(), z.null()])).min(1).max(6),
  })
  .strict();

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), "utf8").toString("base64url");
}

export function decodeCursor(text: string): Cursor | null {
  if (text.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const parsed = documentSchema.safeParse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The `cursor` query parameter: absent or empty → undefined; anything that does not decode → "Invalid cursor". */
export const cursorParam = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return undefined;
    const cursor = decodeCursor(value);
    if (!cursor) {
      context.addIssue({ code: "custom", message: "Invalid cursor" });
      return z.NEVER;
    }
    return cursor;
  });

/** Whether a decoded cursor was cut from this order with this many key values (the schema's refine). */
export function cursorFits(cursor: Cursor | undefined, order: string, keys: number): boolean {
  return !cursor || (cursor.k === order && cursor.v.length === keys);
}
