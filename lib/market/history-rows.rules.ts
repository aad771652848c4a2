// The rows of a history CSV file (pure): which of the three formats it is, and each result with the odds
// snapshots it stands for. What is stored, and why, is described in history-import.ts.
import type { OddsMarket, OddsSelection } from "@/db/schema";
import { MARKET_MAXIMUM_BOOKMAKER } from "@/lib/engine/consensus";
import { roundPoint, roundPrice, validDecimal } from "@/lib/market/providers/odds-format.rules";

import { footballDataDate, footballSeason, matchIdSlug, parseCsv, zonedTimeToUtc } from "./history-csv.rules";

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

interface HistoryOdds {
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
  if (
    columns.has("match_id") &&
    columns.has("home_team") &&
    (columns.has("odds_draw") || columns.has("pin_close_home"))
  )
    return "football";
  if (
    columns.has("Div") &&
    columns.has("Date") &&
    (columns.has("HomeTeam") || columns.has("HT")) &&
    columns.has("FTHG")
  )
    return "football-data";
  return null;
}

const integer = (value: string | undefined) =>
  value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
const decimal = (value: string | undefined) => (value === undefined ? null : validDecimal(value.trim()));
const number = (value: string | undefined) => {
  if (value === undefined || value.trim() === "") return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
};

/** A 1X2 triple, kept only when all three prices are valid (as the data README does). */
function triple(
  bookmaker: string,
  prices: Array<string | undefined>,
  capturedAt: Date,
  isClosing: boolean,
): HistoryOdds[] {
  const [home, draw, away] = prices.map(decimal);
  if (home == null || draw == null || away == null) return [];
  return (
    [
      ["home", home],
      ["draw", draw],
      ["away", away],
    ] as const
  ).map(([selection, price]) => ({
    bookmaker,
    market: "h2h",
    selection,
    price: roundPrice(price),
    point: null,
    capturedAt,
    isClosing,
  }));
}

/** The 1X2 prices of a football row by source, in home, draw, away order. */
interface FootballPrices {
  pinnacleClose: Array<string | undefined>;
  average: Array<string | undefined>;
  bet365: Array<string | undefined>;
  maximum: Array<string | undefined>;
}

function footballOdds(kickoffAt: Date, prices: FootballPrices): HistoryOdds[] {
  const preMatch = new Date(kickoffAt.getTime() - MARKET_AVERAGE_LEAD_MS);
  return [
    ...triple("pinnacle", prices.pinnacleClose, kickoffAt, true),
    ...triple("market-average", prices.average, preMatch, false),
    ...triple("bet365", prices.bet365, preMatch, false),
    ...triple(MARKET_MAXIMUM_BOOKMAKER, prices.maximum, preMatch, false),
  ];
}

function nbaOdds(kickoffAt: Date, record: Record<string, string>): HistoryOdds[] {
  const odds: HistoryOdds[] = [];
  const close = { bookmaker: "consensus", capturedAt: kickoffAt, isClosing: true };
  const line = { bookmaker: "consensus", capturedAt: kickoffAt, isClosing: false };
  const home = decimal(record.odds_home);
  const away = decimal(record.odds_away);
  if (home !== null && away !== null) {
    odds.push({ ...close, market: "h2h", selection: "home", price: roundPrice(home), point: null });
    odds.push({ ...close, market: "h2h", selection: "away", price: roundPrice(away), point: null });
  }
  const spread = number(record.spread_home);
  if (spread !== null) {
    odds.push({ ...line, market: "spreads", selection: "home", price: STANDARD_LINE_PRICE, point: roundPoint(spread) });
    odds.push({
      ...line,
      market: "spreads",
      selection: "away",
      price: STANDARD_LINE_PRICE,
      point: roundPoint(-spread || 0),
    });
  }
  const total = number(record.total);
  if (total !== null && total > 0) {
    odds.push({ ...line, market: "totals", selection: "over", price: STANDARD_LINE_PRICE, point: roundPoint(total) });
    odds.push({ ...line, market: "totals", selection: "under", price: STANDARD_LINE_PRICE, point: roundPoint(total) });
  }
  return odds;
}

/** Parses a whole CSV file (any of the three formats). Pure. */
export function parseHistoryCsv(text: string): ParsedHistory {
  const [header, ...lines] = parseCsv(text);
  if (!header) throw new Error("The file is empty.");
  const format = detectHistoryFormat(header);
  if (!format)
    throw new Error(
      "Unrecognised header: expected the ../shared/data football or NBA schema, or a football-data.co.uk season file.",
    );
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
        : footballOdds(kickoffAt, {
            pinnacleClose: [record.pin_close_home, record.pin_close_draw, record.pin_close_away],
            average: [record.avg_home, record.avg_draw, record.avg_away],
            bet365: [record.b365_home, record.b365_draw, record.b365_away],
            maximum: [record.max_home, record.max_draw, record.max_away],
          }),
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
  const kickoffAt = time
    ? zonedTimeToUtc(date, time, "Europe/London")
    : zonedTimeToUtc(date, FOOTBALL_LOCAL_KICKOFF, league.timeZone);
  const average = record.AvgH ? [record.AvgH, record.AvgD, record.AvgA] : [record.BbAvH, record.BbAvD, record.BbAvA];
  const maximum = record.MaxH ? [record.MaxH, record.MaxD, record.MaxA] : [record.BbMxH, record.BbMxD, record.BbMxA];
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
    odds: footballOdds(kickoffAt, {
      pinnacleClose: [record.PSCH, record.PSCD, record.PSCA],
      average,
      bet365: [record.B365H, record.B365D, record.B365A],
      maximum,
    }),
  };
}
