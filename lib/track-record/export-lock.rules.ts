// How an exported row of the open record names the lock's fields, and reading the lock back out of a row. Kept
// apart from the column list (export-columns.rules.ts) so the verify page's browser code stays a few hundred bytes.
import { LOCKED_FIELDS, type LockedContent } from "@/lib/predictions/lock-canonical.rules";

/** A value of an exported row: text, a number, true/false or null. */
export type ExportValue = string | number | boolean | null;

/** One exported pick, keyed by column name. */
export type ExportRow = Record<string, ExportValue>;

/** A hashed field's column: the field's name in snake_case ('matchDate' → 'match_date'). */
export const columnOfField = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** What an exported row says about its lock: the hashed fields, the lock time and the published hash. */
export interface RowLock {
  content: LockedContent;
  lockedAt: string | null;
  contentHash: string | null;
}

/** Reads the lock out of an exported JSON row (keys as in EXPORT_COLUMNS); fields it lacks count as null. */
export function lockOfRow(row: Readonly<Record<string, unknown>>): RowLock {
  const content: Record<string, unknown> = {};
  for (const field of LOCKED_FIELDS) content[field] = row[columnOfField(field)] ?? null;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return { content: content as LockedContent, lockedAt: text(row.locked_at), contentHash: text(row.content_hash) };
}
