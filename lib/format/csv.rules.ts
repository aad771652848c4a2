// Writing CSV (RFC 4180) that is safe to open in a spreadsheet; every CSV the site writes (the analytics export,
// the open record, the bet tracker's export) goes through these. A text cell that starts with =, +, -, @, a tab or
// a carriage return would be read by Excel, LibreOffice or Google Sheets as a formula (CSV injection: a note such
// as `=HYPERLINK(...)` runs when the file is opened), so it gets a leading apostrophe, which the spreadsheet shows
// as text. Numbers are written as numbers and never prefixed: a line of -1.5 must stay a number a spreadsheet can
// sum. Whether a cell is text or a number is its column's type, never a guess from the value.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text cell: neutralised when it could start a formula, then quoted when it holds a quote, comma or line break. */
export function csvTextCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return "";
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A number cell, rounded to `digits` decimals and written without an exponent or thousands separators (a
 * spreadsheet reads "-1.5" as the number −1.5); empty for null or a value that is not a finite number.
 */
export function csvNumberCell(value: number | null | undefined, digits = 6): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  const rounded = Number(value.toFixed(Math.min(digits, 6)));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/**
 * One cell by its value's type: text as csvTextCell writes it, a number exactly as stored (the open record's
 * figures must recompute its hashes), a boolean as true/false, null as an empty cell.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return String(value);
  return csvTextCell(value);
}

/** One record's cells, typed, joined by commas (no line end: the caller's file decides it). */
export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return cells.map(csvCell).join(",");
}

/** One record of cells already written (csvTextCell, csvNumberCell), ended by CRLF as RFC 4180 writes it. */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.join(",")}\r\n`;
}
