// The open record's columns: one list for the CSV header, the JSON rows' keys and the documentation. Pure; the
// mapping from the hashed columns back to the lock's fields is in export-lock.rules.ts.
import { LOCKED_FIELDS, type LockedField } from "@/lib/predictions/lock-canonical.rules";

import { columnOfField } from "./export-lock.rules";

export interface ExportColumn {
  /** The CSV header and the JSON row key. */
  name: string;
  description: string;
  /** The key this column's value has in the hashed text, when the content hash covers it. */
  hashedAs?: "lockedAt" | LockedField;
}

const LOCKED_DESCRIPTIONS: Record<LockedField, string> = {
  matchId: "The match's id (null for a manual pick entered without a stored match).",
  sportId: "The sport's id.",
  leagueId: "The league's id.",
  homeTeam: "Home team as published.",
  awayTeam: "Away team as published.",
  matchDate: "Kick-off, ISO 8601 UTC.",
  market: "Market key, e.g. 1x2, moneyline, spread, total.",
  pick: "The pick as published, e.g. 'Arsenal' or 'Lakers -3.5'.",
  selection: "The machine reading of the pick settlement uses (home, draw, away, over, under…); null if typed by hand.",
  line: "Spread or total line; null for markets without one.",
  odds: "The published price in American style (+150, -120).",
  decimalOdds: "The published price taken, decimal: every figure (profit, CLV) is at this price.",
  confidence: "Stated probability of the pick × 100.",
  modelProbability: "The model's probability of the pick (0–1); null for manual picks.",
  marketProbability: "The bookmakers' no-vig probability of the pick when published (0–1); null without a price.",
  modelVersion: "The model version that made the pick; null for manual picks.",
};

/** Every column of the export, in order. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { name: "id", description: "The prediction's id (its page is /predictions/{id})." },
  { name: "demo", description: "true for a pick of the labelled demo world (made-up matches), false for a real one." },
  { name: "locked_at", description: "When the pick was locked, ISO 8601 UTC.", hashedAs: "lockedAt" },
  {
    name: "content_hash",
    description: "SHA-256 (hex) of the canonical text of locked_at and the hashed columns; null if never locked.",
  },
  ...LOCKED_FIELDS.map((field) => ({
    name: columnOfField(field),
    description: LOCKED_DESCRIPTIONS[field],
    hashedAs: field,
  })),
  { name: "source", description: "MODEL (made by a model) or MANUAL (entered by an editor)." },
  { name: "premium", description: "true for a premium pick (shown only to plans with premium picks until settled)." },
  { name: "bookmaker", description: "The bookmaker whose price was taken (the best at publication)." },
  { name: "price_captured_at", description: "When the taken price was captured, ISO 8601 UTC." },
  { name: "fair_probability", description: "Our fair probability of the pick at publication (0–1)." },
  { name: "expected_value", description: "Stated EV per unit at the taken price: fair probability × price − 1." },
  { name: "is_value", description: "true when published as a value pick (its edge cleared the market's threshold)." },
  {
    name: "closing_probability",
    description: "No-vig closing consensus probability of the pick's outcome (0–1); null when no close is stored.",
  },
  { name: "closing_fair_odds", description: "The no-vig closing price: 1 ÷ closing_probability, 4 decimals." },
  { name: "closing_bookmakers", description: "Bookmakers in the closing consensus." },
  { name: "closing_captured_at", description: "The latest capture among the closing prices, ISO 8601 UTC." },
  { name: "clv", description: "Closing-line value per unit: decimal_odds × closing_probability − 1." },
  { name: "status", description: "WIN, LOSS or VOID (only settled picks are exported)." },
  {
    name: "stake_result",
    description: "1 won, 0.5 half won, 0 returned, -0.5 half lost, -1 lost; null if unrecorded.",
  },
  { name: "profit_units", description: "Profit of 1 unit staked at decimal_odds." },
  { name: "settled_at", description: "When the pick was settled, ISO 8601 UTC." },
  { name: "result_note", description: "The result as written for people, e.g. 'Final 2-1'." },
];
