// A small CSV reader for ../shared/data (RFC 4180: comma separated, double-quoted fields with "" escapes,
// CRLF or LF line ends). Returns the header and rows as string records.

export function parseCsv(text: string): { header: string[]; rows: Record<string, string>[] } {
  const records = parseRecords(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  const header = records.shift() ?? [];
  const rows: Record<string, string>[] = [];
  for (const rec of records) {
    if (rec.length === 1 && rec[0] === "") continue; // blank line
    const row: Record<string, string> = {};
    header.forEach((h, i) => {
      row[h] = rec[i] ?? "";
    });
    rows.push(row);
  }
  return { header, rows };
}

/** Splits text into records of fields, honouring quotes (a quoted field may hold commas, quotes and newlines). */
function parseRecords(text: string): string[][] {
  const out: string[][] = [];
  let record: string[] = [];
  let field = "";
  let inQuotes = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const ch = text[i]!;
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === "") {
      inQuotes = true;
      i++;
    } else if (ch === ",") {
      record.push(field);
      field = "";
      i++;
    } else if (ch === "\n" || ch === "\r") {
      record.push(field);
      out.push(record);
      record = [];
      field = "";
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== "" || record.length > 0) {
    record.push(field);
    out.push(record);
  }
  return out;
}

/** Quotes a field when it needs it (comma, quote or newline). */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
