import { closingLineValue } from "@/lib/engine/fair-value";
import { csvNumberCell, csvRecord, csvTextCell } from "@/lib/format/csv.rules";

import { betProfit } from "./bet-figures.rules";

// The columns of the bet tracker's CSV export (GET /api/user/bets?format=csv), in file order, each with what it
// holds. The import (POST /api/user/bets/import) reads the same header, so an exported file can be edited and
// imported again; the columns the server computes (status, results, profit, CLV…) are ignored on import.

interface BetCsvColumn {
  name: string;
  /** Number columns are written as plain numbers; text columns are neutralised against spreadsheet formulas. */
  kind: "text" | "number";
  meaning: string;
}

export const BET_CSV_COLUMNS = [
  { name: "id", kind: "text", meaning: "The bet's id in the tracker." },
  { name: "placed_at", kind: "text", meaning: "When the bet was placed: ISO 8601, UTC (2026-03-01T14:05:00.000Z)." },
  { name: "match_id", kind: "text", meaning: "The match's id on this site (the import finds the match by it)." },
  { name: "home", kind: "text", meaning: "The home team's name." },
  { name: "away", kind: "text", meaning: "The away team's name." },
  { name: "sport", kind: "text", meaning: "The sport's name." },
  { name: "league", kind: "text", meaning: "The league's name." },
  { name: "kickoff", kind: "text", meaning: "The match's kick-off: ISO 8601, UTC." },
  { name: "market", kind: "text", meaning: "1x2, moneyline, draw_no_bet, double_chance, btts, over_under, total, …" },
  {
    name: "selection",
    kind: "text",
    meaning: "The outcome backed: home, draw, away, over, under, yes, no, 1X, 12, X2.",
  },
  { name: "line", kind: "number", meaning: "The handicap or total line (quarters); empty for markets without one." },
  { name: "bookmaker", kind: "text", meaning: "Where the bet was placed, as the member typed it." },
  { name: "price", kind: "number", meaning: "The decimal price taken." },
  { name: "stake", kind: "number", meaning: "The stake, in the unit of the `unit` column." },
  { name: "unit", kind: "text", meaning: "The book's unit: an ISO 4217 currency code, or 'units'." },
  { name: "status", kind: "text", meaning: "PENDING, WIN, LOSS or VOID (a half win is WIN, a half loss LOSS)." },
  {
    name: "stake_result",
    kind: "number",
    meaning: "Share of the stake won: 1 win, 0.5 half win, 0 void or push, -0.5 half loss, -1 loss; empty pending.",
  },
  { name: "profit", kind: "number", meaning: "Profit in the stake's unit (negative for a loss); empty while pending." },
  {
    name: "published_price",
    kind: "number",
    meaning: "The published pick's price, for a bet logged from a pick (slippage is against it); else empty.",
  },
  {
    name: "closing_probability",
    kind: "number",
    meaning: "The no-vig closing probability of the bet's outcome at its line, once known.",
  },
  {
    name: "clv",
    kind: "number",
    meaning: "The member's closing-line value: price × closing probability − 1 (0.05 = 5 % better than the close).",
  },
  { name: "note", kind: "text", meaning: "The member's own note." },
] as const satisfies readonly BetCsvColumn[];

type BetCsvColumnName = (typeof BET_CSV_COLUMNS)[number]["name"];

/** One bet as the export reads it (lib/bets/bets-transfer.queries.ts listBetsForExport). */
export interface BetExportRow {
  id: string;
  placedAt: Date;
  matchId: string;
  home: string;
  away: string;
  sport: string;
  league: string;
  kickoffAt: Date;
  market: string;
  selection: string;
  line: number | null;
  bookmaker: string | null;
  price: number;
  stake: number;
  status: string;
  stakeResult: number | null;
  publishedPrice: number | null;
  closingProbability: number | null;
  note: string | null;
}

export function betCsvHeader(): string {
  return csvRecord(BET_CSV_COLUMNS.map((column) => csvTextCell(column.name)));
}

/** The values of one bet by column; numbers stay numbers so the writer never prefixes them. */
function betCsvValues(bet: BetExportRow, unit: string): Record<BetCsvColumnName, string | number | null> {
  const settled = bet.stakeResult !== null;
  return {
    id: bet.id,
    placed_at: bet.placedAt.toISOString(),
    match_id: bet.matchId,
    home: bet.home,
    away: bet.away,
    sport: bet.sport,
    league: bet.league,
    kickoff: bet.kickoffAt.toISOString(),
    market: bet.market,
    selection: bet.selection,
    line: bet.line,
    bookmaker: bet.bookmaker,
    price: bet.price,
    stake: bet.stake,
    unit,
    status: bet.status,
    stake_result: bet.stakeResult,
    profit: settled ? betProfit({ stake: bet.stake, price: bet.price, result: bet.stakeResult! }) : null,
    published_price: bet.publishedPrice,
    closing_probability: bet.closingProbability,
    clv: bet.closingProbability === null ? null : closingLineValue(bet.price, bet.closingProbability),
    note: bet.note,
  };
}

/** One bet as a CSV record, cells in BET_CSV_COLUMNS order. */
export function betCsvLine(bet: BetExportRow, unit: string): string {
  const values = betCsvValues(bet, unit);
  return csvRecord(
    BET_CSV_COLUMNS.map((column) => {
      const value = values[column.name];
      if (column.kind === "number") return csvNumberCell(typeof value === "number" ? value : null);
      return csvTextCell(value === null ? null : String(value));
    }),
  );
}
