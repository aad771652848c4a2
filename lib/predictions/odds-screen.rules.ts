// The odds screen of a pick: every bookmaker's latest price per outcome of the pick's market at the pick's
// line, the best price per outcome, the no-vig consensus of those books, and how the pick's outcome moved from
// the first snapshot through the lock to the close. Pure: lib/predictions/odds-screen.service.ts feeds it
// the market's snapshots up to kick-off and the de-vig method of the pick's fair forecast.
//
// - The consensus is made as the pick's own (lib/engine/fair.ts): complete books only, `consensusBooks` (the
//   market average alone when a feed quotes one), de-vigged with the method of the model version's backtest.
// - The movement is the pick's outcome's fair price (1 ÷ its no-vig consensus probability) after each capture
//   instant, from every book's latest prices then: what the closing-line value compares the price taken with.
import { consensusBooks, consensusProbabilities } from "@/lib/engine/consensus";
import type { MarginMethod } from "@/lib/engine/odds";
import type { MarketKey } from "@/lib/engine/types";
import { formatUtcDayTime } from "@/lib/format/dates.rules";
import { formatDecimalOdds } from "@/lib/format/odds.rules";

import { bookmakerName } from "./odds-sources.rules";
import {
  booksAtLine,
  outcomeSelections,
  QUOTE_MARKET,
  type PriceQuote,
  type QuoteMarket,
  type QuoteSelection,
} from "./picks.rules";

/** One stored price, as the screen reads it. */
export interface ScreenQuote {
  provider: string;
  bookmaker: string;
  selection: string;
  price: number;
  point: number | null;
  capturedAt: Date;
  isDemo: boolean;
}

interface OddsScreenBook {
  /** Provider-qualified key: the same bookmaker through two feeds is two rows. */
  key: string;
  /** Display name (bookmakerName: a demo book says Demo). */
  name: string;
  /** Latest price per outcome, in the market's outcome order; null where this book has not priced it. */
  prices: (number | null)[];
  /** ISO instant of each of those prices. */
  capturedAt: (string | null)[];
}

interface MovementPoint {
  /** ISO instant of the capture after which the consensus is this. */
  at: string;
  /** The pick's outcome's no-vig consensus probability then. */
  probability: number;
  /** Its fair price, 1 ÷ probability. */
  price: number;
}

export interface OddsMovement {
  points: MovementPoint[];
  first: MovementPoint;
  /** The consensus at the pick's lock; null when the lock came before the first snapshot. */
  lock: MovementPoint | null;
  /** The last snapshot before kick-off: the close once the match has started. */
  last: MovementPoint;
}

export interface OddsScreen {
  market: QuoteMarket;
  /** Spreads: from the home side; totals: the total; null for h2h. */
  line: number | null;
  selections: QuoteSelection[];
  /** The pick's outcome among `selections`. */
  pickIndex: number;
  books: OddsScreenBook[];
  /** Per outcome: the longest latest price and every book offering it; null when no book priced it. */
  best: ({ price: number; books: string[] } | null)[];
  /** The no-vig consensus of the complete books' latest prices, per outcome; null without a complete book. */
  consensus: { probabilities: number[]; books: number; method: MarginMethod } | null;
  movement: OddsMovement | null;
  /** Every price shown is from the demo world's fictional bookmakers. */
  isDemo: boolean;
}

export interface OddsScreenInput {
  market: string;
  selection: string | null;
  /** The pick's line: spreads from the home side, totals the total; null for h2h. */
  line: number | null;
  /** The pick's lock (published) instant; null when it was never locked. */
  lockAt: Date | null;
  /** The match's kick-off: prices after it are never read. */
  kickoffAt: Date;
  method: MarginMethod;
}

const sameLine = (a: number | null, b: number | null) =>
  a === null ? b === null : b !== null && Math.abs(a - b) < 1e-9;

/** A quote's line as the pick states it: spreads from the home side (the away side quotes its own sign). */
function homeSideLine(quote: Pick<ScreenQuote, "point" | "selection">, market: QuoteMarket): number | null {
  if (market === "h2h" || quote.point === null) return null;
  return market === "spreads" && quote.selection === "away" ? -quote.point : quote.point;
}

const keyOf = (quote: Pick<ScreenQuote, "provider" | "bookmaker">) => `${quote.provider}:${quote.bookmaker}`;

/**
 * The screen of one pick from its market's snapshots; null when the pick's market is not one bookmakers price
 * (or it names no selection), so there is nothing to screen. An empty `books` means no price was captured.
 */
export function buildOddsScreen(quotes: readonly ScreenQuote[], input: OddsScreenInput): OddsScreen | null {
  const market = QUOTE_MARKET[input.market as MarketKey];
  const selections = outcomeSelections(input.market as MarketKey);
  const pickIndex = selections && input.selection ? selections.indexOf(input.selection as QuoteSelection) : -1;
  if (!market || !selections || pickIndex < 0) return null;
  const line = market === "h2h" ? null : input.line;
  const cutoff = input.kickoffAt.getTime();
  const atLine = quotes.filter(
    (quote) => quote.capturedAt.getTime() <= cutoff && sameLine(homeSideLine(quote, market), line),
  );
  const books = latestBooks(atLine, selections);
  const best = selections.map((_, k) => bestOf(books, k));
  const asPriceQuotes: PriceQuote[] = atLine.map((quote) => ({
    ...quote,
    market,
    selection: quote.selection as QuoteSelection,
  }));
  const consensus = consensusAt(asPriceQuotes, market, selections, line, input.kickoffAt, input.method);
  return {
    market,
    line,
    selections,
    pickIndex,
    books,
    best,
    consensus,
    movement: movementOf(asPriceQuotes, market, selections, line, pickIndex, input),
    isDemo: atLine.length > 0 && atLine.every((quote) => quote.isDemo),
  };
}

/** Each book's latest price per outcome; a three-way h2h book is left out of a two-way market (another bet). */
function latestBooks(quotes: readonly ScreenQuote[], selections: readonly QuoteSelection[]): OddsScreenBook[] {
  const latest = new Map<string, Map<string, ScreenQuote>>();
  for (const quote of quotes) {
    const book = latest.get(keyOf(quote)) ?? new Map<string, ScreenQuote>();
    const seen = book.get(quote.selection);
    if (!seen || seen.capturedAt.getTime() <= quote.capturedAt.getTime()) book.set(quote.selection, quote);
    latest.set(keyOf(quote), book);
  }
  const books: OddsScreenBook[] = [];
  for (const [key, book] of latest) {
    if (book.has("draw") && !selections.includes("draw")) continue;
    const chosen = selections.map((selection) => book.get(selection) ?? null);
    const any = chosen.find((quote) => quote !== null);
    if (!any) continue;
    books.push({
      key,
      name: bookmakerName(any),
      prices: chosen.map((quote) => quote?.price ?? null),
      capturedAt: chosen.map((quote) => quote?.capturedAt.toISOString() ?? null),
    });
  }
  return books.sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key));
}

function bestOf(books: readonly OddsScreenBook[], k: number): { price: number; books: string[] } | null {
  let price: number | null = null;
  for (const book of books) {
    const own = book.prices[k];
    if (own !== null && own !== undefined && (price === null || own > price)) price = own;
  }
  if (price === null) return null;
  return { price, books: books.filter((book) => book.prices[k] === price).map((book) => book.key) };
}

function consensusAt(
  quotes: readonly PriceQuote[],
  market: QuoteMarket,
  selections: readonly QuoteSelection[],
  line: number | null,
  at: Date,
  method: MarginMethod,
): OddsScreen["consensus"] {
  const books = consensusBooks(booksAtLine(quotes, market, selections, line, at));
  const probabilities = consensusProbabilities(
    books.map((book) => book.odds),
    selections.length,
    { method },
  );
  return probabilities ? { probabilities, books: books.length, method } : null;
}

function movementOf(
  quotes: readonly PriceQuote[],
  market: QuoteMarket,
  selections: readonly QuoteSelection[],
  line: number | null,
  pickIndex: number,
  input: OddsScreenInput,
): OddsMovement | null {
  const instants = [...new Set(quotes.map((quote) => quote.capturedAt.getTime()))].sort((a, b) => a - b);
  const points: MovementPoint[] = [];
  for (const instant of instants) {
    const consensus = consensusAt(quotes, market, selections, line, new Date(instant), input.method);
    if (!consensus) continue;
    const probability = consensus.probabilities[pickIndex]!;
    points.push({ at: new Date(instant).toISOString(), probability, price: 1 / probability });
  }
  if (points.length === 0) return null;
  const lockAt = input.lockAt?.getTime() ?? null;
  const beforeLock = lockAt === null ? [] : points.filter((point) => new Date(point.at).getTime() <= lockAt);
  return {
    points,
    first: points[0]!,
    lock: beforeLock.at(-1) ?? null,
    last: points.at(-1)!,
  };
}

// ── The movement chart ────────────────────────────────────────────────────────────────────────────────────

export interface ChartBox {
  width: number;
  height: number;
  pad: number;
}

export const MOVEMENT_CHART: ChartBox = { width: 600, height: 180, pad: 16 };

type MarkerKey = "first" | "lock" | "last";

export interface MovementChart {
  /** A step line: each fair price holds until the next capture changes it. */
  path: string;
  /** The first, lock and last points, where the chart marks them; points that coincide share one marker. */
  markers: { keys: MarkerKey[]; x: number; y: number }[];
  /** The price range the vertical scale spans (decimal). */
  low: number;
  high: number;
}

const fixed = (value: number) => Number(value.toFixed(1));

/**
 * The movement drawn in `box`: time left to right, the fair price bottom (short) to top (long). One point, or
 * one price throughout, sits at mid-height; one instant sits at mid-width.
 */
export function movementChart(movement: OddsMovement, box: ChartBox = MOVEMENT_CHART): MovementChart {
  const times = movement.points.map((point) => new Date(point.at).getTime());
  const prices = movement.points.map((point) => point.price);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const x = (t: number) =>
    fixed(t1 === t0 ? box.width / 2 : box.pad + ((t - t0) / (t1 - t0)) * (box.width - 2 * box.pad));
  const y = (p: number) =>
    fixed(high === low ? box.height / 2 : box.pad + ((high - p) / (high - low)) * (box.height - 2 * box.pad));
  const path = movement.points
    .map((point, index) => {
      const [px, py] = [x(times[index]!), y(point.price)];
      return index === 0 ? `M${px},${py}` : `H${px}V${py}`;
    })
    .join("");
  const marked: [MarkerKey, MovementPoint | null][] = [
    ["first", movement.first],
    ["lock", movement.lock],
    ["last", movement.last],
  ];
  const markers: MovementChart["markers"] = [];
  for (const [key, point] of marked) {
    if (!point) continue;
    const [px, py] = [x(new Date(point.at).getTime()), y(point.price)];
    const same = markers.find((marker) => marker.x === px && marker.y === py);
    if (same) same.keys.push(key);
    else markers.push({ keys: [key], x: px, y: py });
  }
  return { path, markers, low, high };
}

/**
 * The chart's text for screen readers and the caption: where the pick's fair price stood at the first snapshot,
 * the lock and the last one ("the close" once the match has started), in decimal odds and UTC.
 */
export function movementDescription(movement: OddsMovement, outcome: string, closed: boolean): string {
  const at = (point: MovementPoint) => `${formatDecimalOdds(point.price)} (${formatUtcDayTime(point.at)} UTC)`;
  const parts = [`${at(movement.first)} at the first snapshot`];
  if (movement.lock) parts.push(`${at(movement.lock)} at the lock`);
  parts.push(`${at(movement.last)} at ${closed ? "the close" : "the latest snapshot"}`);
  const change = movement.last.price - movement.first.price;
  const direction =
    Math.abs(change) < 0.005 ? "unchanged overall" : change < 0 ? "shortened overall" : "drifted overall";
  return (
    `Fair price of ${outcome} (no-vig consensus, decimal odds, ${movement.points.length} snapshots): ` +
    `${parts.join(", ")}; ${direction}.`
  );
}
