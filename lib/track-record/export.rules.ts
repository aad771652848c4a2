// The open record's serialisation: a settled published pick as an exported row, and the CSV and JSON text around
// the rows. Pure, so the stream (app/api/track-record/export/route.ts) only glues pages of rows together.
import { csvLine } from "@/lib/format/csv.rules";
import { pickProfit, type PickStatus } from "@/lib/engine/pick-metrics";
import { LOCKED_FIELDS, type LockedField } from "@/lib/predictions/lock-canonical.rules";

import { EXPORT_COLUMNS } from "./export-columns.rules";
import { columnOfField, type ExportRow, type ExportValue } from "./export-lock.rules";

/** The prediction columns one exported row is made of. */
export type ExportSource = { [K in LockedField]: string | number | Date | null } & {
  id: string;
  isDemo: boolean;
  lockedAt: Date | null;
  contentHash: string | null;
  source: string;
  isPremium: boolean;
  bookmaker: string | null;
  priceCapturedAt: Date | null;
  fairProbability: number | null;
  expectedValue: number | null;
  isValue: boolean;
  closingProbability: number | null;
  closingBookmakers: number | null;
  closingCapturedAt: Date | null;
  clv: number | null;
  status: PickStatus;
  stakeResult: number | null;
  settledAt: Date | null;
  resultNote: string | null;
  decimalOdds: number;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * One settled pick as exported. The hashed columns carry exactly the values the hash was computed over (instants as
 * ISO text with milliseconds, numbers as numbers), so the canonical text rebuilt from them is the one that was hashed.
 */
export function toExportRow(pick: ExportSource): ExportRow {
  const row: ExportRow = {
    id: pick.id,
    demo: pick.isDemo,
    locked_at: iso(pick.lockedAt),
    content_hash: pick.contentHash,
  };
  for (const field of LOCKED_FIELDS) {
    const value = pick[field];
    row[columnOfField(field)] = value instanceof Date ? value.toISOString() : value;
  }
  return {
    ...row,
    source: pick.source,
    premium: pick.isPremium,
    bookmaker: pick.bookmaker,
    price_captured_at: iso(pick.priceCapturedAt),
    fair_probability: pick.fairProbability,
    expected_value: pick.expectedValue,
    is_value: pick.isValue,
    closing_probability: pick.closingProbability,
    closing_fair_odds: pick.closingProbability ? Math.round(10_000 / pick.closingProbability) / 10_000 : null,
    closing_bookmakers: pick.closingBookmakers,
    closing_captured_at: iso(pick.closingCapturedAt),
    clv: pick.clv,
    status: pick.status,
    stake_result: pick.stakeResult,
    profit_units: Math.round(pickProfit(pick.status, pick.decimalOdds, pick.stakeResult) * 10_000) / 10_000,
    settled_at: iso(pick.settledAt),
    result_note: pick.resultNote,
  };
}

const cellOf = (value: ExportValue) => (typeof value === "boolean" ? String(value) : value);

/** The CSV header line, CRLF-terminated (RFC 4180). */
export function csvHeader(): string {
  return `${csvLine(EXPORT_COLUMNS.map((column) => column.name))}\r\n`;
}

/** Rows as CSV lines in column order, each CRLF-terminated; text that a spreadsheet would run gets an apostrophe. */
export function csvRows(rows: readonly ExportRow[]): string {
  return rows.map((row) => `${csvLine(EXPORT_COLUMNS.map((column) => cellOf(row[column.name] ?? null)))}\r\n`).join("");
}

/** What the JSON document says before its rows: which record it is, how the hash is made, and every column. */
export const EXPORT_PREAMBLE = {
  record: "live",
  note:
    "The live record only: picks published before kick-off and since settled. Backtests are not in this export. " +
    "Pending picks are left out until they settle, as the site withholds some of them from some viewers.",
  hash: {
    algorithm: "SHA-256",
    canonical:
      "JSON.stringify of an object with the keys lockedAt, then " +
      `${LOCKED_FIELDS.join(", ")}, in that order: each the value of its column (locked_at, ` +
      `${LOCKED_FIELDS.map(columnOfField).join(", ")}), instants as ISO 8601 text, missing values null; ` +
      "content_hash is the lower-case hex digest of its UTF-8 bytes.",
    covers: ["locked_at", ...LOCKED_FIELDS.map(columnOfField)],
  },
  columns: EXPORT_COLUMNS,
};

/** The JSON document up to its first row: the API envelope around the preamble and an open rows array. */
export function jsonHead(): string {
  const preamble = JSON.stringify(EXPORT_PREAMBLE);
  return `{"success":true,"data":${preamble.slice(0, -1)},"rows":[`;
}

/** Rows as JSON array items; `first` says whether these open the array (no comma before them). */
export function jsonRows(rows: readonly ExportRow[], first: boolean): string {
  if (rows.length === 0) return "";
  return (first ? "" : ",") + rows.map((row) => JSON.stringify(row)).join(",");
}

export const JSON_TAIL = "]}}";

/** edgecast-live-record.csv, or with the filters: edgecast-live-record-football-2026-01-01-to-2026-01-31.json */
export function exportFileName(
  format: "csv" | "json",
  filters: { sport?: string; fromDay?: string; toDay?: string },
): string {
  const parts = ["edgecast-live-record", filters.sport, filters.fromDay && `from-${filters.fromDay}`];
  if (filters.toDay) parts.push(`to-${filters.toDay}`);
  return `${parts.filter(Boolean).join("-")}.${format}`;
}
