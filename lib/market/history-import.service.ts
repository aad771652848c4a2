import "server-only";

import { readFile } from "node:fs/promises";
import path from "node:path";

import { db, type DbOrTx } from "@/db";
import * as historyMatchQueries from "@/lib/market/history-matches.queries";
import * as oddsQueries from "@/lib/market/odds.queries";
import type { NewMatch, OddsMarket } from "@/db/schema";

import { decodeCsvBytes } from "./history-csv.rules";
import { parseHistoryCsv, type HistoryFormat, type HistoryRow } from "./history-rows.rules";
import { TeamResolver } from "./ingest-common.service";

export { detectHistoryFormat, parseHistoryCsv } from "./history-rows.rules";

// Historical results with odds, from CSV files (`npm run data:import -- <file.csv> [...]`):
// - the ../shared/data schema: football (`match_id,date,season,league,home_team,…,pin_close_*,avg_*,…`) and
//   NBA (`match_id,…,odds_home,odds_away,odds_kind,spread_home,total,game_type`), told apart by header;
// - raw football-data.co.uk season files (`Div,Date,[Time,]HomeTeam,AwayTeam,FTHG,FTAG,FTR,…,PSCH…,AvgH…|BbAvH…`).
//
// What is stored:
// - teams through the alias table (source 'history'), so 'Man United' here and 'Manchester United' from ESPN
//   are one team (lib/market/providers/team-names.rules.ts); unknown names create the team under its canonical name;
// - COMPLETED matches, provider 'football-data' (football) or 'nba-history' (NBA), externalId = the file's
//   match_id; for raw files the same id is derived (`EPL-2023-08-11-burnley-man-city`), so importing the raw
//   season and the shared file of the same season gives the same rows, not duplicates;
// - odds snapshots, same provider: football Pinnacle closing (`pin_close_*` / PSCH…) as bookmaker 'pinnacle'
//   with isClosing, captured at kick-off; the market average (`avg_*` / AvgH… / BbAvH…) as 'market-average' and
//   Bet365 (`b365_*` / B365H…) as 'bet365', both captured 24 h before kick-off (football-data collects them on
//   the Friday or Tuesday before); the market maximum (`max_*` / MaxH… / BbMxH…) as 'market-maximum' at the
//   same instant — the best price a bettor could take then, an aggregate of books that never enters a
//   consensus (BEST_PRICE_ONLY_BOOKMAKERS). NBA, bookmaker 'consensus', at kick-off: the moneyline as h2h,
//   flagged closing (it only judges a forecast, as in the backtest CLI); the point spread and total as
//   spreads and totals, unflagged — the pre-game lines a forecast may read, as the CLI reads them — at the
//   customary price of 1.9091 (-110): the schema needs a price and the file has lines but no prices.
//
// Kick-off times. The files have dates only (raw files from 2019-20 have a UK `Time`, used when present):
// football at 15:00 local time in the league's country (Europe/London, Madrid, Rome, Berlin, Paris), the
// traditional slot; NBA at 19:00 America/New_York. Converted to UTC, DST included. So an NBA game dated
// 2024-01-15 is stored at 2024-01-16T00:00Z. An existing match's kick-off is never changed by a re-import.
//
// Idempotent: matches are compared with what is stored and only new or changed ones written; odds are
// inserted for new or changed matches, and for unchanged ones only the bookmakers they have no snapshot of —
// so a database imported before Bet365 and the maximum were stored gets them on the next import without
// rewriting the rest; the unique capture key skips repeats anyway. NBA moneylines stored before they were
// flagged closing are flagged by the same import. One transaction per file: a file is imported
// entirely or not at all.

// ── Import ────────────────────────────────────────────────────────────────────────────────────────────

export interface HistoryImportCounts {
  file: string;
  format: HistoryFormat;
  rows: number;
  matchesCreated: number;
  matchesUpdated: number;
  matchesUnchanged: number;
  teamsCreated: number;
  oddsInserted: number;
  /** Stored snapshots flagged closing by this import (NBA moneylines stored before they were flagged). */
  oddsFlagged: number;
  skipped: number;
  errors: string[];
  ms: number;
}

const MATCH_CHUNK = 500;

/** Imports one CSV file's text (see the header comment). One transaction. */
export async function importHistoryCsv(
  text: string,
  options: { fileName?: string; now?: Date } = {},
): Promise<HistoryImportCounts> {
  const started = Date.now();
  const parsed = parseHistoryCsv(text);
  const counts: HistoryImportCounts = {
    file: options.fileName ?? "(text)",
    format: parsed.format,
    rows: parsed.rows.length,
    matchesCreated: 0,
    matchesUpdated: 0,
    matchesUnchanged: 0,
    teamsCreated: 0,
    oddsInserted: 0,
    oddsFlagged: 0,
    skipped: parsed.skipped + parsed.errors.length,
    errors: parsed.errors,
    ms: 0,
  };
  const now = options.now ?? new Date();
  await db.transaction((tx) => writeHistory(tx, parsed.rows, counts, now));
  counts.ms = Date.now() - started;
  return counts;
}

/** Reads and imports one file. */
export async function importHistoryFile(file: string, options: { now?: Date } = {}): Promise<HistoryImportCounts> {
  const text = decodeCsvBytes(await readFile(file));
  return importHistoryCsv(text, { fileName: path.basename(file), now: options.now });
}

async function writeHistory(tx: DbOrTx, rows: HistoryRow[], counts: HistoryImportCounts, now: Date): Promise<void> {
  // The same match twice in one file: the last row wins.
  const byKey = new Map<string, HistoryRow>();
  for (const row of rows) byKey.set(`${row.provider}|${row.externalId}`, row);
  const unique = [...byKey.values()];

  // Teams: each distinct name resolved once.
  const teams = new TeamResolver(tx, { source: "history", provider: "history", create: true });
  const teamIds = new Map<string, string>();
  for (const row of unique) {
    for (const name of [row.homeTeam, row.awayTeam]) {
      const key = `${row.sportId}|${row.leagueId}|${name}`;
      if (teamIds.has(key)) continue;
      const id = await teams.resolve({ sportId: row.sportId, leagueId: row.leagueId, name });
      if (!id) throw new Error(`Team "${name}" could not be resolved`);
      teamIds.set(key, id);
    }
  }
  counts.teamsCreated = teams.created;
  const teamId = (row: HistoryRow, name: string) => teamIds.get(`${row.sportId}|${row.leagueId}|${name}`)!;

  // Matches: only new or changed rows are written.
  const providers = [...new Set(unique.map((row) => row.provider))];
  const stored = new Map<string, Awaited<ReturnType<typeof historyMatchQueries.listProviderMatchKeys>>[number]>();
  for (const provider of providers) {
    for (const match of await historyMatchQueries.listProviderMatchKeys(provider, tx))
      stored.set(`${provider}|${match.externalId}`, match);
  }
  const written: HistoryRow[] = [];
  const unchanged: HistoryRow[] = [];
  for (const row of unique) {
    if (teamId(row, row.homeTeam) === teamId(row, row.awayTeam)) {
      counts.skipped += 1;
      counts.errors.push(`${row.externalId}: home and away are the same team`);
      continue;
    }
    const existing = stored.get(`${row.provider}|${row.externalId}`);
    if (!existing) {
      counts.matchesCreated += 1;
      written.push(row);
    } else if (
      existing.status !== "COMPLETED" ||
      existing.homeScore !== row.homeScore ||
      existing.awayScore !== row.awayScore ||
      existing.season !== row.season
    ) {
      counts.matchesUpdated += 1;
      written.push(row);
    } else {
      counts.matchesUnchanged += 1;
      unchanged.push(row);
    }
  }
  for (let start = 0; start < written.length; start += MATCH_CHUNK) {
    const chunk: NewMatch[] = written.slice(start, start + MATCH_CHUNK).map((row) => ({
      sportId: row.sportId,
      leagueId: row.leagueId,
      homeTeamId: teamId(row, row.homeTeam),
      awayTeamId: teamId(row, row.awayTeam),
      kickoffAt: row.kickoffAt,
      status: "COMPLETED",
      statusDetail: "FT",
      homeScore: row.homeScore,
      awayScore: row.awayScore,
      season: row.season,
      provider: row.provider,
      externalId: row.externalId,
      resultRecordedAt: now,
    }));
    await historyMatchQueries.insertMatchesBulk(chunk, tx);
  }

  // Odds (append-only; repeats of a capture are skipped by the unique key): every price of the written
  // matches, and of the unchanged ones the bookmakers they have nothing of yet (added to the import later).
  if (written.length === 0 && unchanged.length === 0) return;
  const matchIds = new Map<string, string>();
  const haveBookmaker = new Set<string>();
  for (const provider of providers) {
    for (const match of await historyMatchQueries.listProviderMatchKeys(provider, tx))
      matchIds.set(`${provider}|${match.externalId}`, match.id);
    if (unchanged.length > 0)
      for (const key of await historyMatchQueries.listProviderSnapshotBookmakers(provider, tx)) haveBookmaker.add(key);
  }
  const isWritten = new Set(written);
  const snapshots = [...written, ...unchanged].flatMap((row) => {
    const matchId = matchIds.get(`${row.provider}|${row.externalId}`)!;
    const odds = isWritten.has(row)
      ? row.odds
      : row.odds.filter((o) => !haveBookmaker.has(`${matchId}|${o.bookmaker}`));
    return odds.map((o) => ({ matchId, provider: row.provider, ...o }));
  });
  counts.oddsInserted =
    snapshots.length > 0 ? await oddsQueries.insertOddsSnapshots(snapshots, { skipUnchanged: false }, tx) : 0;

  // Closing flags the import gives today but an earlier import did not (the NBA moneyline at tip-off).
  const closingKinds = new Set<string>();
  for (const row of unique.filter((r) => stored.has(`${r.provider}|${r.externalId}`)))
    for (const o of row.odds)
      if (o.isClosing && o.capturedAt.getTime() === row.kickoffAt.getTime())
        closingKinds.add(`${row.provider}\u0000${o.bookmaker}\u0000${o.market}`);
  for (const kind of closingKinds) {
    const [provider, bookmaker, market] = kind.split("\u0000") as [string, string, OddsMarket];
    counts.oddsFlagged += await historyMatchQueries.flagKickoffSnapshotsClosing({ provider, bookmaker, market }, tx);
  }
}
