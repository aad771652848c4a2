import "server-only";

import type { CursorValue } from "@/lib/core/cursor.input";

import type { ExportRow } from "./export-lock.rules";
import { toExportRow } from "./export.rules";
import { listExportPage, listRecentlySettled, type RecordExportFilters } from "./export.queries";

// The open record: every settled published pick of the live record, read a keyset page at a time so an export of
// the whole record streams in constant memory.

/** Rows per page read from the database. */
const EXPORT_PAGE_SIZE = 500;

/** The export's rows, page by page, in kick-off order (then id). */
export async function* exportRecordPages(
  filters: RecordExportFilters,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportRow[]> {
  let after: CursorValue[] | null = null;
  do {
    const page: Awaited<ReturnType<typeof listExportPage>> = await listExportPage(filters, pageSize, after);
    yield page.rows.map(toExportRow);
    after = page.next;
  } while (after);
}

export interface SettledPickChoice {
  id: string;
  label: string;
  /** Kick-off, ISO 8601. */
  matchDate: string;
  status: string;
  isDemo: boolean;
}

/** The most recently settled locked picks, for the verify page to offer. */
export async function recentlySettledPicks(limit = 8): Promise<SettledPickChoice[]> {
  const rows = await listRecentlySettled(limit);
  return rows.map((row) => ({
    id: row.id,
    label: `${row.homeTeam} v ${row.awayTeam}: ${row.pick} (${row.market})`,
    matchDate: row.matchDate.toISOString(),
    status: row.status,
    isDemo: row.isDemo,
  }));
}
