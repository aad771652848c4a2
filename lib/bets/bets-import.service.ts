import "server-only";

import { db } from "@/db";
import { AppError } from "@/lib/core/errors";
import { decodeCsvText, parseCsvRecords, type CsvRecord } from "@/lib/format/csv-read.rules";

import { settlePick } from "@/lib/settlement/settlement.rules";

import { placementIssues } from "./bet-placement.rules";
import { betImportRowSchema, KNOWN_IMPORT_HEADERS, MAX_IMPORT_ROWS, type BetImportRow } from "./bets-import.input";
import { findMatchesForImport, insertBets, listOwnBetIds, readBankroll, type MatchKey } from "./bets-transfer.queries";

// A CSV import of bets. Every row is checked by the single bet's rules (lib/bets/bets.input.ts for the fields,
// lib/bets/bet-placement.rules.ts for the time and the bankroll) against the matches the file names, which are
// found with one query for the whole file. A preview returns the rows and their errors and writes nothing; a commit
// writes every row in one transaction, or, when any row has an error, nothing at all. A bet on a match that is already
// over goes in settled, by the same rule settlement applies (lib/settlement/settlement.rules.ts settlePick), so
// importing a season's bets does not leave thousands of single-row settlements for the next run.

/** A row-level error: the file's row (the header is row 1, as a spreadsheet numbers it) and the column. */
interface ImportRowError {
  path: string;
  row: number;
  field: string;
  message: string;
}

/** What the commit needs besides the preview's row: the match's result, to settle the bet as it goes in. */
type MatchResult = Pick<Awaited<ReturnType<typeof findMatchesForImport>>[number], "status" | "homeScore" | "awayScore">;

export interface ImportedRow {
  row: number;
  matchId: string;
  match: string;
  kickoffAt: string;
  market: string;
  selection: string;
  line: number | null;
  price: number;
  stake: number;
  bookmaker: string | null;
  placedAt: string;
  note: string | null;
}

export interface ImportPreview {
  rows: ImportedRow[];
  errors: ImportRowError[];
  /** Data rows in the file. */
  total: number;
}

/** Columns every file needs; the match needs `match_id`, or `kickoff`, `home` and `away`. */
const REQUIRED_COLUMNS = ["market", "selection", "price", "stake", "placed_at"];

/** The most row errors one answer lists (a file with a wrong column could have one per cell). */
const MAX_LISTED_ERRORS = 500;

const rowError = (row: number, field: string, message: string): ImportRowError => ({
  path: `row ${row}: ${field}`,
  row,
  field,
  message,
});

export async function previewBetsImport(userId: string, bytes: Uint8Array, now = new Date()): Promise<ImportPreview> {
  const { rows, errors, total } = await checkImport(userId, bytes, now);
  return { rows, errors, total };
}

async function checkImport(userId: string, bytes: Uint8Array, now: Date) {
  const { header, records } = parseCsvRecords(decodeCsvText(bytes), MAX_IMPORT_ROWS);
  checkHeader(header);
  const errors: ImportRowError[] = [];
  const parsed: { record: CsvRecord; row: BetImportRow }[] = [];
  for (const record of records) {
    const result = betImportRowSchema.safeParse(record.cells);
    if (result.success) parsed.push({ record, row: result.data });
    else {
      for (const issue of result.error.issues) {
        errors.push(rowError(record.row, String(issue.path[0] ?? "row"), issue.message));
      }
    }
  }

  const keyOf = (row: BetImportRow): MatchKey | null =>
    row.match_id || !row.kickoff || !row.home || !row.away
      ? null
      : { day: utcDay(row.kickoff), home: row.home, away: row.away };
  const ids = [...new Set(parsed.flatMap(({ row }) => (row.match_id ? [row.match_id] : [])))];
  const keys = parsed.flatMap(({ row }) => keyOf(row) ?? []);
  const [found, bankroll, existing] = await Promise.all([
    findMatchesForImport(ids, uniqueKeys(keys)),
    readBankroll(userId),
    listOwnBetIds(userId, [...new Set(records.flatMap((record) => (record.cells.id ? [record.cells.id] : [])))]),
  ]);
  const byId = new Map(found.map((match) => [match.id, match]));
  const byDay = new Map<string, (typeof found)[number][]>();
  for (const match of found) byDay.set(match.day, [...(byDay.get(match.day) ?? []), match]);
  const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const matchesFor = (key: MatchKey) =>
    (byDay.get(key.day) ?? []).filter((match) => sameName(match.home, key.home) && sameName(match.away, key.away));
  const alreadyThere = new Set(existing);

  const rows: ImportedRow[] = [];
  const results = new Map<string, MatchResult>();
  for (const { record, row } of parsed) {
    const line = record.row;
    if (record.cells.id && alreadyThere.has(record.cells.id)) {
      errors.push(rowError(line, "id", "This bet is already in your tracker (the file was imported before)."));
      continue;
    }
    const key = keyOf(row);
    const candidates = row.match_id ? [byId.get(row.match_id)].filter((m) => m !== undefined) : matchesFor(key!);
    if (candidates.length !== 1) {
      const field = row.match_id ? "match_id" : "home";
      errors.push(
        rowError(
          line,
          field,
          candidates.length === 0
            ? "No match on this site fits (check the match id, or the kick-off date and both team names)."
            : "Several matches fit this date and these teams; give the match_id.",
        ),
      );
      continue;
    }
    const match = candidates[0]!;
    results.set(match.id, match);
    const placedAt = new Date(row.placed_at!);
    const issues = placementIssues({ placedAt, stake: row.stake! }, { kickoffAt: match.kickoffAt, bankroll, now });
    if (issues.length > 0) {
      for (const issue of issues)
        errors.push(rowError(line, issue.path === "placedAt" ? "placed_at" : "stake", issue.message));
      continue;
    }
    rows.push({
      row: line,
      matchId: match.id,
      match: `${match.home} v ${match.away}`,
      kickoffAt: match.kickoffAt.toISOString(),
      market: row.market!,
      selection: row.selection!,
      line: row.line ?? null,
      price: row.price!,
      stake: row.stake!,
      bookmaker: row.bookmaker ?? null,
      placedAt: placedAt.toISOString(),
      note: row.note ?? null,
    });
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors: errors.slice(0, MAX_LISTED_ERRORS), total: records.length, results };
}

/** Writes every row of the file in one transaction; any row error refuses the whole file and writes nothing. */
export async function commitBetsImport(userId: string, bytes: Uint8Array, now = new Date()) {
  const preview = await checkImport(userId, bytes, now);
  if (preview.errors.length > 0) {
    const first = preview.errors[0]!;
    throw new AppError(
      "validation_failed",
      `Nothing was imported: ${describeErrorCount(preview)} ` +
        `(first: row ${first.row}, ${first.field}: ${first.message})`,
      preview.errors,
    );
  }
  if (preview.rows.length === 0) throw new AppError("validation_failed", "The file has no rows to import.");
  await db.transaction((tx) =>
    insertBets(
      preview.rows.map((row) => ({
        ...settledWith(row, preview.results.get(row.matchId)!, now),
        userId,
        matchId: row.matchId,
        market: row.market,
        selection: row.selection,
        line: row.line,
        price: row.price,
        stake: row.stake,
        bookmaker: row.bookmaker,
        placedAt: new Date(row.placedAt),
        note: row.note,
      })),
      tx,
    ),
  );
  return { imported: preview.rows.length };
}

/** The settlement columns of a bet whose match is already over (none while it is not). */
function settledWith(row: ImportedRow, match: MatchResult, now: Date) {
  const outcome = settlePick({ market: row.market, selection: row.selection, line: row.line }, match);
  return outcome ? { status: outcome.status, stakeResult: outcome.result, settledAt: now } : {};
}

function describeErrorCount(preview: Pick<ImportPreview, "errors" | "total">) {
  const rowsWithErrors = new Set(preview.errors.map((error) => error.row)).size;
  return `${rowsWithErrors} of ${preview.total} rows have errors`;
}

/** Unknown or repeated columns are refused: a misspelt `stake` column must not import every stake as missing. */
function checkHeader(header: readonly string[]) {
  const unknown = header.filter((name) => !KNOWN_IMPORT_HEADERS.includes(name));
  const repeated = header.filter((name, index) => header.indexOf(name) !== index);
  const missing = REQUIRED_COLUMNS.filter((name) => !header.includes(name));
  const problems = [
    unknown.length > 0 ? `unknown columns: ${unknown.join(", ")}` : null,
    repeated.length > 0 ? `repeated columns: ${[...new Set(repeated)].join(", ")}` : null,
    missing.length > 0 ? `missing columns: ${missing.join(", ")}` : null,
    !header.includes("match_id") && !["kickoff", "home", "away"].every((name) => header.includes(name))
      ? "a match_id column, or kickoff, home and away columns"
      : null,
  ].filter((problem) => problem !== null);
  if (problems.length > 0) {
    const message = `The header row does not fit the import: ${problems.join("; ")}.`;
    throw new AppError("validation_failed", message, [{ path: "row 1", row: 1, field: "header", message }]);
  }
}

// Spellings are kept apart as written: the database folds the case of ASCII letters only (a C-locale database), so
// "ATLÉTICO" must reach it as well as "Atlético" for either to be found.
const keyString = (key: MatchKey) => `${key.day}\u0000${key.home}\u0000${key.away}`;

/** The UTC calendar day of a kick-off cell: a date as written, or a date and time with its offset turned to UTC. */
const utcDay = (kickoff: string) => (kickoff.length === 10 ? kickoff : new Date(kickoff).toISOString().slice(0, 10));

function uniqueKeys(keys: readonly MatchKey[]) {
  return [...new Map(keys.map((key) => [keyString(key), key])).values()];
}
