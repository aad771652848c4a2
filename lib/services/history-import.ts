import "server-only";

import { readFile } from "node:fs/promises";
import path from "node:path";

import { db, type DbOrTx } from "@/db";
import * as historyMatchQueries from "@/db/queries/history-matches";
import * as oddsQueries from "@/db/queries/odds";
import type { NewMatch, OddsMarket, OddsSelection } from "@/db/schema";
import { roundPoint, roundPrice, validDecimal } from "@/lib/providers/odds-format";

import { decodeCsvBytes, footballDataDate, footballSeason, matchIdSlug, parseCsv, zonedTimeToUtc } from "./history-csv";
import { TeamResolver } from "./ingest-common";

// Historical results with odds, from CSV files (`npm run data:import -- <file.csv> [...]`):
// - the ../shared/data schema: football (`match_id,date,season,league,home_team,…,pin_close_*,avg_*,…`) and
//   NBA (`match_id,…,odds_home,odds_away,odds_kind,spread_home,total,game_type`), told apart by header;
// - raw football-data.co.uk season files (`Div,Date,[Time,]HomeTeam,AwayTeam,FTHG,FTAG,FTR,…,PSCH…,AvgH…|BbAvH…`).
//
// What is stored:
// - teams through the alias table (source 'history'), so 'Man United' here and 'Manchester United' from ESPN
//   are one team (lib/providers/team-names.ts); unknown names create the team under its canonical name;
// - COMPLETED matches, provider 'football-data' (football) or 'nba-history' (NBA), externalId = the file's
//   match_id; for raw files the same id is derived (`EPL-2023-08-11-burnley-man-city`), so importing the raw
//   season and the shared file of the same season gives the same rows, not duplicates;
// - odds snapshots, same provider: football Pinnacle closing (`pin_close_*` / PSCH…) as bookmaker 'pinnacle'
//   with isClosing, captured at kick-off; the market average (`avg_*` / AvgH… / BbAvH…) as 'market-average',
//   captured 24 h before kick-off (football-data collects it on the Friday or Tuesday before). The files'
//   maximum and Bet365 prices are not stored. NBA: the dataset's single line per game as bookmaker 'consensus'
//   at kick-off (not flagged closing: the source does not say): moneyline as h2h; spread and total as spreads
//   and totals at the customary price of 1.9091 (-110), because the file has lines but no prices for them.
//
// Kick-off times. The files have dates only (raw files from 2019-20 have a UK `Time`, used when present):
// football at 15:00 local time in the league's country (Europe/London, Madrid, Rome, Berlin, Paris), the
// traditional slot; NBA at 19:00 America/New_York. Converted to UTC, DST included. So an NBA game dated
// 2024-01-15 is stored at 2024-01-16T00:00Z. An existing match's kick-off is never changed by a re-import.
//
// Idempotent: matches are compared with what is stored and only new or changed ones written; odds are
// inserted for new or changed matches only, and the unique capture key skips repeats anyway. One
// transaction per file: a file is imported entirely or not at all.

export type HistoryFormat = "football" | "nba" | "football-data";

interface LeagueInfo {
  leagueId: string;
  sportId: string;
  /** The code used in match ids: 'EPL', 'LaLiga', … */
  code: string;
  timeZone: string;
}

const LEAGUES: Record<string, LeagueInfo> = {
  EPL: { leagueId: "epl", sportId: "football", code: "EPL", timeZone: "Europe/London" },
  LaLiga: { leagueId: "laliga", sportId: "football", code: "LaLiga", timeZone: "Europe/Madrid" },
  SerieA: { leagueId: "seriea", sportId: "football", code: "SerieA", timeZone: "Europe/Rome" },
  Bundesliga: { leagueId: "bundesliga", sportId: "football", code: "Bundesliga", timeZone: "Europe/Berlin" },
  Ligue1: { leagueId: "ligue1", sportId: "football", code: "Ligue1", timeZone: "Europe/Paris" },
  NBA: { leagueId: "nba", sportId: "basketball", code: "NBA", timeZone: "America/New_York" },
};
/** football-data.co.uk division codes. */
const DIVISIONS: Record<string, string> = { E0: "EPL", SP1: "LaLiga", I1: "SerieA", D1: "Bundesliga", F1: "Ligue1" };

const FOOTBALL_LOCAL_KICKOFF = "15:00";
const NBA_LOCAL_TIPOFF = "19:00";
/** -110, the customary price of a spread or total line. */
const STANDARD_LINE_PRICE = 1.9091;
const MARKET_AVERAGE_LEAD_MS = 24 * 3_600_000;

export interface HistoryOdds {
  bookmaker: string;
  market: OddsMarket;
  selection: OddsSelection;
  price: number;
  point: number | null;
  capturedAt: Date;
  isClosing: boolean;
}

export interface HistoryRow {
  sportId: string;
  leagueId: string;
  provider: "football-data" | "nba-history";
  externalId: string;
  /** The file's date (YYYY-MM-DD). */
  date: string;
  kickoffAt: Date;
  season: string;
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  odds: HistoryOdds[];
}

export interface ParsedHistory {
  format: HistoryFormat;
  rows: HistoryRow[];
  /** Rows left out, with the line number and reason. */
  errors: string[];
  /** Rows that are not results (blank lines, fixtures without a score). */
  skipped: number;
}

// ── Rows ──────────────────────────────────────────────────────────────────────────────────────────────

export function detectHistoryFormat(header: readonly string[]): HistoryFormat | null {
  const columns = new Set(header.map((column) => column.trim()));
  if (columns.has("match_id") && columns.has("spread_home")) return "nba";
  if (columns.has("match_id") && columns.has("home_team") && (columns.has("odds_draw") || columns.has("pin_close_home"))) return "football";
  if (columns.has("Div") && columns.has("Date") && (columns.has("HomeTeam") || columns.has("HT")) && columns.has("FTHG")) return "football-data";
  return null;
}

const integer = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : null);
const decimal = (value: string | undefined) => (value === undefined ? null : validDecimal(value.trim()));
const number = (value: string | undefined) => {
  if (value === undefined || value.trim() === "") return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
};

/** A 1X2 triple, kept only when all three prices are valid (as the data README does). */
function triple(bookmaker: string, prices: Array<string | undefined>, capturedAt: Date, isClosing: boolean): HistoryOdds[] {
  const [home, draw, away] = prices.map(decimal);
  if (home == null || draw == null || away == null) return [];
  return (
    [
      ["home", home],
      ["draw", draw],
      ["away", away],
    ] as const
  ).map(([selection, price]) => ({ bookmaker, market: "h2h", selection, price: roundPrice(price), point: null, capturedAt, isClosing }));
}

function footballOdds(kickoffAt: Date, pinnacle: Array<string | undefined>, average: Array<string | undefined>): HistoryOdds[] {
  return [...triple("pinnacle", pinnacle, kickoffAt, true), ...triple("market-average", average, new Date(kickoffAt.getTime() - MARKET_AVERAGE_LEAD_MS), false)];
}

function nbaOdds(kickoffAt: Date, record: Record<string, string>): HistoryOdds[] {
  const odds: HistoryOdds[] = [];
  const base = { bookmaker: "consensus", capturedAt: kickoffAt, isClosing: false };
  const home = decimal(record.odds_home);
  const away = decimal(record.odds_away);
  if (home !== null && away !== null) {
    odds.push({ ...base, market: "h2h", selection: "home", price: roundPrice(home), point: null });
    odds.push({ ...base, market: "h2h", selection: "away", price: roundPrice(away), point: null });
  }
  const spread = number(record.spread_home);
  if (spread !== null) {
    odds.push({ ...base, market: "spreads", selection: "home", price: STANDARD_LINE_PRICE, point: roundPoint(spread) });
    odds.push({ ...base, market: "spreads", selection: "away", price: STANDARD_LINE_PRICE, point: roundPoint(-spread || 0) });
  }
  const total = number(record.total);
  if (total !== null && total > 0) {
    odds.push({ ...base, market: "totals", selection: "over", price: STANDARD_LINE_PRICE, point: roundPoint(total) });
    odds.push({ ...base, market: "totals", selection: "under", price: STANDARD_LINE_PRICE, point: roundPoint(total) });
  }
  return odds;
}

/** Parses a whole CSV file (any of the three formats). Pure. */
export function parseHistoryCsv(text: string): ParsedHistory {
  const [header, ...lines] = parseCsv(text);
  if (!header) throw new Error("The file is empty.");
  const format = detectHistoryFormat(header);
  if (!format) throw new Error("Unrecognised header: expected the ../shared/data football or NBA schema, or a football-data.co.uk season file.");
  const names = header.map((column) => column.trim());
  const rows: HistoryRow[] = [];
  const errors: string[] = [];
  let skipped = 0;

  lines.forEach((values, index) => {
    const line = index + 2;
    const record: Record<string, string> = {};
    names.forEach((name, column) => (record[name] = values[column]?.trim() ?? ""));
    try {
      const row = format === "football-data" ? rawFootballRow(record) : sharedRow(format, record);
      if (row) rows.push(row);
      else skipped += 1;
    } catch (error) {
      errors.push(`line ${line}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return { format, rows, errors, skipped };
}

function sharedRow(format: "football" | "nba", record: Record<string, string>): HistoryRow | null {
  const league = LEAGUES[record.league ?? ""];
  if (!league || (format === "nba") !== (league.code === "NBA")) throw new Error(`unknown league "${record.league}"`);
  const homeScore = integer(record.home_score);
  const awayScore = integer(record.away_score);
  if (homeScore === null || awayScore === null) return null;
  const date = record.date ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`bad date "${date}"`);
  if (!record.match_id || !record.home_team || !record.away_team) throw new Error("missing match_id or team");
  const kickoffAt = zonedTimeToUtc(date, format === "nba" ? NBA_LOCAL_TIPOFF : FOOTBALL_LOCAL_KICKOFF, league.timeZone);
  return {
    sportId: league.sportId,
    leagueId: league.leagueId,
    provider: format === "nba" ? "nba-history" : "football-data",
    externalId: record.match_id,
    date,
    kickoffAt,
    season: record.season || footballSeason(date),
    homeTeam: record.home_team,
    awayTeam: record.away_team,
    homeScore,
    awayScore,
    odds:
      format === "nba"
        ? nbaOdds(kickoffAt, record)
        : footballOdds(
            kickoffAt,
            [record.pin_close_home, record.pin_close_draw, record.pin_close_away],
            [record.avg_home, record.avg_draw, record.avg_away],
          ),
  };
}

function rawFootballRow(record: Record<string, string>): HistoryRow | null {
  const code = DIVISIONS[record.Div ?? ""];
  if (!code) throw new Error(`unsupported division "${record.Div}" (E0, SP1, I1, D1, F1)`);
  const league = LEAGUES[code]!;
  const date = footballDataDate(record.Date ?? "");
  if (!date) throw new Error(`bad date "${record.Date}"`);
  const homeTeam = record.HomeTeam || record.HT;
  const awayTeam = record.AwayTeam || record.AT;
  if (!homeTeam || !awayTeam) throw new Error("missing team");
  const homeScore = integer(record.FTHG);
  const awayScore = integer(record.FTAG);
  if (homeScore === null || awayScore === null) return null;
  // football-data.co.uk times are UK times.
  const time = record.Time && /^\d{1,2}:\d{2}$/.test(record.Time) ? record.Time.padStart(5, "0") : null;
  const kickoffAt = time ? zonedTimeToUtc(date, time, "Europe/London") : zonedTimeToUtc(date, FOOTBALL_LOCAL_KICKOFF, league.timeZone);
  const average = record.AvgH ? [record.AvgH, record.AvgD, record.AvgA] : [record.BbAvH, record.BbAvD, record.BbAvA];
  return {
    sportId: league.sportId,
    leagueId: league.leagueId,
    provider: "football-data",
    externalId: `${league.code}-${date}-${matchIdSlug(homeTeam)}-${matchIdSlug(awayTeam)}`,
    date,
    kickoffAt,
    season: footballSeason(date),
    homeTeam,
    awayTeam,
    homeScore,
    awayScore,
    odds: footballOdds(kickoffAt, [record.PSCH, record.PSCD, record.PSCA], average),
  };
}

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
  skipped: number;
  errors: string[];
  ms: number;
}

const MATCH_CHUNK = 500;

/** Imports one CSV file's text (see the header comment). One transaction. */
export async function importHistoryCsv(text: string, options: { fileName?: string; now?: Date } = {}): Promise<HistoryImportCounts> {
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
    for (const match of await historyMatchQueries.listProviderMatchKeys(provider, tx)) stored.set(`${provider}|${match.externalId}`, match);
  }
  const written: HistoryRow[] = [];
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
    } else if (existing.status !== "COMPLETED" || existing.homeScore !== row.homeScore || existing.awayScore !== row.awayScore || existing.season !== row.season) {
      counts.matchesUpdated += 1;
      written.push(row);
    } else counts.matchesUnchanged += 1;
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

  // Odds of the written matches (append-only; repeats of a capture are skipped by the unique key).
  if (written.length === 0) return;
  const matchIds = new Map<string, string>();
  for (const provider of providers) {
    for (const match of await historyMatchQueries.listProviderMatchKeys(provider, tx)) matchIds.set(`${provider}|${match.externalId}`, match.id);
  }
  const snapshots = written.flatMap((row) => {
    const matchId = matchIds.get(`${row.provider}|${row.externalId}`)!;
    return row.odds.map((odds) => ({ matchId, provider: row.provider, ...odds }));
  });
  counts.oddsInserted = await oddsQueries.insertOddsSnapshots(snapshots, { skipUnchanged: false }, tx);
}
