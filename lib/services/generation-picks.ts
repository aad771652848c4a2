// Turning a model forecast and the bookmakers' latest prices into the picks generation publishes.
// Pure: the generation service feeds it rows and writes what it returns.
//
// - Prices: the latest quote of each bookmaker per selection. A market's published odds are the average of
//   those bookmakers' prices for the pick (what a member can typically get, not the best line found by
//   shopping around), and its market probability is the average of each bookmaker's proportionally
//   de-vigged probabilities (lib/engine/odds.ts, removeMargin).
// - Lines: spreads and totals are priced at the line most bookmakers quote; the model's forecast is asked
//   for that line, so the model and the market are compared on the same bet.
// - The pick in a market is the selection the model finds most likely at that line. A market with no
//   bookmaker price is skipped: a published pick always carries real odds.
// - Nothing about the match's own prices enters the model's probability (lib/engine/types.ts).
import { decimalToAmerican, removeMargin } from "@/lib/engine/odds";
import type { MarketKey, MatchForecast, SelectionProbability } from "@/lib/engine/types";

export type QuoteMarket = "h2h" | "spreads" | "totals";

export interface PriceQuote {
  bookmaker: string;
  market: QuoteMarket;
  selection: "home" | "draw" | "away" | "over" | "under";
  price: number;
  /** Spreads: the selection's own handicap (home −3.5 / away +3.5); totals: the line. */
  point: number | null;
  capturedAt: Date;
}

/** Which bookmaker market prices an engine market. */
export const QUOTE_MARKET: Partial<Record<MarketKey, QuoteMarket>> = {
  "1x2": "h2h",
  moneyline: "h2h",
  asian_handicap: "spreads",
  spread: "spreads",
  over_under: "totals",
  total: "totals",
};

export interface MarketConsensus {
  market: QuoteMarket;
  /** Spreads: from the home side; totals: the total; null for h2h. */
  line: number | null;
  /** Average decimal price per selection. */
  prices: Partial<Record<PriceQuote["selection"], number>>;
  /** Average de-vigged probability per selection. */
  probabilities: Partial<Record<PriceQuote["selection"], number>>;
  bookmakers: number;
}

const SELECTIONS: Record<QuoteMarket, PriceQuote["selection"][]> = {
  h2h: ["home", "draw", "away"],
  spreads: ["home", "away"],
  totals: ["over", "under"],
};

/** The consensus of one market across bookmakers, or null when no bookmaker prices all its selections. */
export function consensus(quotes: readonly PriceQuote[], market: QuoteMarket): MarketConsensus | null {
  const latest = latestPerBookmaker(quotes.filter((quote) => quote.market === market));
  const line = market === "h2h" ? null : mostQuotedLine(latest, market);
  const books = new Map<string, Map<string, number>>();
  for (const quote of latest) {
    if (line !== null && homeSideLine(quote, market) !== line) continue;
    const prices = books.get(quote.bookmaker) ?? new Map<string, number>();
    prices.set(quote.selection, quote.price);
    books.set(quote.bookmaker, prices);
  }
  const complete = [...books.values()].filter((prices) => {
    // A two-way h2h book (no draw) is complete without a draw price.
    const needed = market === "h2h" && !prices.has("draw") ? ["home", "away"] : SELECTIONS[market];
    return needed.every((selection) => prices.has(selection));
  });
  if (complete.length === 0) return null;

  const prices: MarketConsensus["prices"] = {};
  const probabilities: MarketConsensus["probabilities"] = {};
  for (const book of complete) {
    const selections = [...book.keys()] as PriceQuote["selection"][];
    const fair = removeMargin(selections.map((selection) => book.get(selection)!));
    selections.forEach((selection, index) => {
      prices[selection] = (prices[selection] ?? 0) + book.get(selection)! / complete.length;
      probabilities[selection] = (probabilities[selection] ?? 0) + fair[index]! / complete.length;
    });
  }
  return { market, line, prices, probabilities, bookmakers: complete.length };
}

function latestPerBookmaker(quotes: readonly PriceQuote[]): PriceQuote[] {
  const latest = new Map<string, PriceQuote>();
  for (const quote of quotes) {
    const key = `${quote.bookmaker}|${quote.selection}`;
    const seen = latest.get(key);
    if (!seen || seen.capturedAt < quote.capturedAt) latest.set(key, quote);
  }
  return [...latest.values()];
}

/** Spreads quote each side's own handicap; the line is stated from the home side. */
function homeSideLine(quote: PriceQuote, market: QuoteMarket): number | null {
  if (quote.point === null) return null;
  return market === "spreads" && quote.selection === "away" ? -quote.point : quote.point;
}

function mostQuotedLine(quotes: readonly PriceQuote[], market: QuoteMarket): number | null {
  const counts = new Map<number, number>();
  for (const quote of quotes) {
    const line = homeSideLine(quote, market);
    if (line !== null) counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  let best: number | null = null;
  for (const [line, count] of counts) if (best === null || count > counts.get(best)!) best = line;
  return best;
}

export interface GeneratedPick {
  market: MarketKey;
  selection: string;
  line: number | null;
  /** Model probability of the pick winning (a push counts as not winning). */
  probability: number;
  pushProbability: number;
  decimalOdds: number;
  americanOdds: number;
  marketProbability: number | null;
  /** p × odds + push − 1 per unit staked. */
  expectedValue: number;
  /** (p − market probability) × 100, in percentage points. */
  edge: number | null;
  /** p × 100. */
  confidence: number;
}

/** The pick of one market: the selection the model finds most likely, priced at the consensus. */
export function choosePick(market: MarketKey, forecast: MatchForecast, book: MarketConsensus): GeneratedPick | null {
  const candidates = forecast.selections.filter(
    (selection) => selection.market === market && (book.line === null || selection.line === book.line) && priceFor(selection, book) !== undefined,
  );
  if (candidates.length === 0) return null;
  const best = candidates.reduce((top, next) => (next.probability > top.probability ? next : top));
  const decimalOdds = round(priceFor(best, book)!, 4);
  const marketProbability = book.probabilities[best.selection as PriceQuote["selection"]] ?? null;
  const push = best.pushProbability ?? 0;
  return {
    market,
    selection: best.selection,
    line: best.line ?? null,
    probability: best.probability,
    pushProbability: push,
    decimalOdds,
    americanOdds: decimalToAmerican(decimalOdds),
    marketProbability,
    expectedValue: round(best.probability * decimalOdds + push - 1, 4),
    edge: marketProbability === null ? null : round((best.probability - marketProbability) * 100, 2),
    confidence: round(best.probability * 100, 2),
  };
}

function priceFor(selection: SelectionProbability, book: MarketConsensus): number | undefined {
  return book.prices[selection.selection as PriceQuote["selection"]];
}

/**
 * Premium picks (PREMIUM plan and above): a real edge the model is confident about — edge of at least
 * 5 points over the no-vig market and a confidence of at least 60 %.
 */
export function isPremiumPick(pick: Pick<GeneratedPick, "edge" | "confidence">): boolean {
  return pick.edge !== null && pick.edge >= 5 && pick.confidence >= 60;
}

/** The pick as a person reads it: 'Arsenal', 'Draw', 'Over 2.5', 'Lakers -3.5', 'Both teams to score: Yes'. */
export function pickLabel(pick: Pick<GeneratedPick, "market" | "selection" | "line">, homeTeam: string, awayTeam: string): string {
  const team = pick.selection === "home" ? homeTeam : pick.selection === "away" ? awayTeam : null;
  switch (pick.market) {
    case "1x2":
    case "moneyline":
    case "draw_no_bet":
      return team ?? "Draw";
    case "spread":
    case "asian_handicap": {
      const line = pick.line === null ? 0 : pick.selection === "home" ? pick.line : -pick.line;
      return `${team} ${line > 0 ? "+" : ""}${line}`;
    }
    case "over_under":
    case "total":
      return `${pick.selection === "over" ? "Over" : "Under"} ${pick.line}`;
    case "btts":
      return `Both teams to score: ${pick.selection === "yes" ? "Yes" : "No"}`;
    case "double_chance":
      return { "1X": `${homeTeam} or draw`, X2: `${awayTeam} or draw`, "12": `${homeTeam} or ${awayTeam}` }[pick.selection] ?? pick.selection;
    default:
      return pick.selection;
  }
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
