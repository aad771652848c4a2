// CSV cells and lines as RFC 4180 writes them, with spreadsheet formulas neutralised. Pure: every CSV the site
// writes (the analytics export, the open record) goes through these.

/**
 * One CSV cell. A value that a spreadsheet would read as a formula (starting with = + - @, a tab or a
 * carriage return) gets a leading apostrophe (OWASP "CSV injection"); quotes, commas and line breaks are
 * quoted. Numbers are written as numbers: they cannot carry a formula, and a negative figure stays a number.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const neutral = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(neutral) ? `"${neutral.replace(/"/g, '""')}"` : neutral;
}

export function csvLine(cells: (string | number | null)[]): string {
  return cells.map(csvCell).join(",");
}
