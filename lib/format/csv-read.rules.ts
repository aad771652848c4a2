import { CsvError, parse } from "csv-parse/sync";

import { AppError } from "@/lib/core/errors";

// Reading an uploaded CSV file: its bytes must be UTF-8 text (a UTF-8 byte-order mark is fine), parsed as RFC 4180
// by csv-parse. A file that is partly UTF-8 and partly another encoding (Latin-1 "é" as one byte beside UTF-8 text)
// is refused rather than read with replacement characters: the names in it would no longer match anything, and
// the member would not see why. Records are numbered as a spreadsheet numbers its rows: the header is row 1, a blank
// line is a row of its own, and a quoted cell with line breaks stays in one row.

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** A record of the file: its row (the header is row 1) and its cells by lower-cased header name. */
export interface CsvRecord {
  row: number;
  cells: Record<string, string>;
}

const invalid = (message: string, line?: number) =>
  new AppError("validation_failed", message, [{ path: line ? `line ${line}` : "file", line, message }]);

/** The file's text; refuses other encodings (UTF-16 and UTF-32 byte-order marks), invalid UTF-8 and NUL bytes. */
export function decodeCsvText(bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw invalid("The file is UTF-16 text; save it as CSV UTF-8 and try again.");
  }
  const body = UTF8_BOM.every((byte, index) => bytes[index] === byte) ? bytes.subarray(3) : bytes;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    const line = firstInvalidLine(body);
    throw invalid(
      `Line ${line} is not UTF-8 text (the file mixes encodings, e.g. Latin-1 characters); save it as CSV UTF-8.`,
      line,
    );
  }
  const nul = text.indexOf("\u0000");
  if (nul >= 0) {
    const line = lineAt(text, nul);
    throw invalid(`Line ${line} contains a NUL byte; this is not a text file.`, line);
  }
  return text;
}

/** The first line (from 1) whose bytes are not UTF-8; each line is decoded on its own. */
function firstInvalidLine(bytes: Uint8Array): number {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let start = 0;
  let line = 1;
  for (let index = 0; index <= bytes.length; index++) {
    if (index < bytes.length && bytes[index] !== 0x0a) continue;
    try {
      decoder.decode(bytes.subarray(start, index));
    } catch {
      return line;
    }
    start = index + 1;
    line += 1;
  }
  return line;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset; index++) if (text.charCodeAt(index) === 0x0a) line += 1;
  return line;
}

/**
 * The header (trimmed, lower-cased) and up to `maxRecords` records after it; more than that is refused with a
 * clear error (parsing stops one record past the limit, so an oversized file is not read to its end). Empty lines
 * are skipped; every record must have the header's number of cells.
 */
export function parseCsvRecords(text: string, maxRecords: number): { header: string[]; records: CsvRecord[] } {
  let parsed: { record: string[]; info: { records: number; empty_lines: number } }[];
  try {
    parsed = parse(text, { info: true, skip_empty_lines: true, to: maxRecords + 2 }) as unknown as typeof parsed;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === "number" ? error.lines : undefined;
      throw invalid(`The file is not valid CSV${line ? ` at line ${line}` : ""}: ${error.message}`, line);
    }
    throw error;
  }
  const [first, ...rest] = parsed;
  if (!first) throw invalid("The file is empty; it needs a header line and at least one row.");
  if (rest.length > maxRecords) {
    throw invalid(`The file has more than ${maxRecords.toLocaleString("en")} rows; split it into smaller files.`);
  }
  const header = first.record.map((name) => name.trim().toLowerCase());
  const records = rest.map(({ record, info }) => ({
    row: info.records + info.empty_lines,
    cells: Object.fromEntries(header.map((name, index) => [name, record[index] ?? ""])),
  }));
  return { header, records };
}
