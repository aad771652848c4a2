// Turning a model forecast and the bookmakers' prices into the pick generation publishes, and reading the
// bookmakers' books of a market at one line (generation before the pick, closing-line value after kickoff).
// Pure: the services feed it rows and write what it returns.
//
// - Books: one snapshot per bookmaker — its latest price per selection captured at or before the instant
//   the pick is made (`lockAt`), at the market's line; a bookmaker missing a selection there is left out.
//   Spreads and totals are priced at the line most bookmakers quote, and the model is asked for that line,
//   so the model and the market are compared on the same bet.
// - Fair probability: the no-vig consensus of those books (the market average alone when a feed quotes one,
//   `consensusBooks`) pooled with the model (lib/engine/fair.ts, the same code as the backtest), with the
//   pool weights and de-vig method of the model's latest backtest.
// - Value: the best price across the books against fair; edge = fair × best price − 1 (+ the push stake)
//   (lib/engine/fair-value.ts). The selection with the largest edge, when it is positive and reaches the
//   market type's value threshold, is published as a value pick (`valueSelection`, the rule the backtest
//   scores); otherwise the most likely fair outcome is published as a forecast when its confidence clears
//   the publication threshold. Negative EV is never a value pick.
// - Lines that can push (whole handicaps and totals, quarter lines, a tie on a two-way moneyline): a
//   bookmaker's two prices are a price on the outcome given no push, so the consensus, the model and the
//   pool work on that conditional basis, and the pick's figures are put back on the bet's own basis:
//   fair win probability = conditional fair × (1 − push), EV = fair win × price + push − 1.
import { consensusProbabilities } from "@/lib/engine/consensus";
import { fairForecast, preKickoffMarket, type FairBasis, type PriceSnapshot } from "@/lib/engine/fair";
import { bestPrices, priceEdge, valueSelection } from "@/lib/engine/fair-value";
import { decimalToAmerican, type MarginMethod } from "@/lib/engine/odds";
import { marketOnlyWeights, type PoolWeights } from "@/lib/engine/pool";
import type { MarketKey, MatchForecast } from "@/lib/engine/types";

export type QuoteMarket = "h2h" | "spreads" | "totals";
export type QuoteSelection = "home" | "draw" | "away" | "over" | "under";

export interface PriceQuote {
  /** The bookmaker as stored ('draftkings', 'demo-sharp'); the card names it. */
  bookmaker: string;
  /** The feed it came from; the same bookmaker through two feeds is two books. */
  provider?: string;
  market: QuoteMarket;
  selection: QuoteSelection;
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

/** The selections of an engine market in outcome order (fair.ts and consensus.ts work on arrays). */
export function outcomeSelections(market: MarketKey): QuoteSelection[] | null {
  switch (QUOTE_MARKET[market]) {
    case "h2h":
      return market === "1x2" ? ["home", "draw", "away"] : ["home", "away"];
    case "spreads":
      return ["home", "away"];
    case "totals":
      return ["over", "under"];
    default:
      return null;
  }
}

/** One bookmaker's complete book at a line: prices in outcome order and when each was captured. */
export interface BookSnapshot extends PriceSnapshot {
  /** Display name (PriceQuote.bookmaker); `bookmaker` is the provider-qualified key. */
  name: string;
  capturedAtPerOutcome: Date[];
}

export interface MarketBooks {
  market: QuoteMarket;
  /** Spreads: from the home side; totals: the total; null for h2h. */
  line: number | null;
  selections: QuoteSelection[];
  books: BookSnapshot[];
}

const bookKey = (quote: PriceQuote) => (quote.provider ? `${quote.provider}:${quote.bookmaker}` : quote.bookmaker);

/** Spreads quote each side's own handicap; the line is stated from the home side. */
function homeSideLine(quote: Pick<PriceQuote, "point" | "selection" | "market">): number | null {
  if (quote.point === null) return null;
  return quote.market === "spreads" && quote.selection === "away" ? -quote.point : quote.point;
}

const sameLine = (a: number | null, b: number | null) =>
  a === null ? b === null : b !== null && Math.abs(a - b) < 1e-9;

/**
 * The books of `market` at `line` for `selections`: per bookmaker the latest quote of each selection at that
 * line captured at or before `lockAt`, kept when every selection has one.
 */
export function booksAtLine(
  quotes: readonly PriceQuote[],
  market: QuoteMarket,
  selections: readonly QuoteSelection[],
  line: number | null,
  lockAt: Date,
): BookSnapshot[] {
  const latest = new Map<string, Map<QuoteSelection, PriceQuote>>();
  for (const quote of quotes) {
    if (quote.market !== market || quote.capturedAt.getTime() > lockAt.getTime()) continue;
    // A three-way h2h book (with a draw) is kept aside so it cannot pass for a two-way one, and vice versa.
    if (!(market === "h2h" && quote.selection === "draw") && !selections.includes(quote.selection)) continue;
    if (!sameLine(market === "h2h" ? null : homeSideLine(quote), line)) continue;
    const book = latest.get(bookKey(quote)) ?? new Map<QuoteSelection, PriceQuote>();
    const seen = book.get(quote.selection);
    if (!seen || seen.capturedAt.getTime() <= quote.capturedAt.getTime()) book.set(quote.selection, quote);
    latest.set(bookKey(quote), book);
  }
  const books: BookSnapshot[] = [];
  for (const [key, book] of latest) {
    if (!selections.every((selection) => book.has(selection))) continue;
    if (market === "h2h" && book.has("draw") && !selections.includes("draw")) continue;
    const chosen = selections.map((selection) => book.get(selection)!);
    const times = chosen.map((quote) => quote.capturedAt);
    books.push({
      bookmaker: key,
      name: chosen[0]!.bookmaker,
      capturedAt: new Date(Math.max(...times.map((time) => time.getTime()))),
      capturedAtPerOutcome: times,
      odds: chosen.map((quote) => quote.price),
    });
  }
  return books.sort((a, b) => a.bookmaker.localeCompare(b.bookmaker));
}

/**
 * The pre-pick books of one engine market: each bookmaker's latest quotes at or before `lockAt`, at the line
 * most of them quote. Null when no bookmaker prices every selection.
 */
export function marketBooks(quotes: readonly PriceQuote[], market: MarketKey, lockAt: Date): MarketBooks | null {
  const quoteMarket = QUOTE_MARKET[market];
  const selections = outcomeSelections(market);
  if (!quoteMarket || !selections) return null;
  const line =
    quoteMarket === "h2h"
      ? null
      : mostQuotedLine(
          quotes.filter((quote) => quote.market === quoteMarket),
          lockAt,
        );
  if (quoteMarket !== "h2h" && line === null) return null;
  const books = booksAtLine(quotes, quoteMarket, selections, line, lockAt);
  return books.length === 0 ? null : { market: quoteMarket, line, selections, books };
}

/** The line of each bookmaker's latest quote per selection (before `lockAt`), the most common one winning. */
function mostQuotedLine(quotes: readonly PriceQuote[], lockAt: Date): number | null {
  const latest = new Map<string, PriceQuote>();
  for (const quote of quotes) {
    if (quote.capturedAt.getTime() > lockAt.getTime()) continue;
    const key = `${bookKey(quote)}|${quote.selection}`;
    const seen = latest.get(key);
    if (!seen || seen.capturedAt.getTime() <= quote.capturedAt.getTime()) latest.set(key, quote);
  }
  const counts = new Map<number, number>();
  for (const quote of latest.values()) {
    const line = homeSideLine(quote);
    if (line !== null) counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  let best: number | null = null;
  for (const [line, count] of counts)
    if (best === null || count > counts.get(best)! || (count === counts.get(best)! && line < best)) best = line;
  return best;
}

/** What the fair forecast of a market rests on, from the model version's latest backtest (or the defaults). */
export interface FairSettings {
  /** Pool weights when the backtest found the pool earned its place; null: fair = the consensus. */
  weights: PoolWeights | null;
  method: MarginMethod;
  /** Edge (per unit staked) a selection needs to be published as a value pick. */
  valueThreshold: number;
}

export interface GeneratedPick {
  market: MarketKey;
  selection: string;
  line: number | null;
  /** Fair probability of the pick winning (a push counts as not winning). */
  fairProbability: number;
  fairBasis: FairBasis;
  /** The model alone, on the same basis. */
  modelProbability: number;
  /** No-vig consensus of the pre-pick books, on the same basis. */
  marketProbability: number | null;
  consensusBookmakers: number;
  pushProbability: number;
  /** The best price across the books, its bookmaker and when it was captured. */
  decimalOdds: number;
  americanOdds: number;
  bookmaker: string;
  priceCapturedAt: Date;
  /** fair × price + push − 1 per unit staked. */
  expectedValue: number;
  /** The same EV in percent of the stake. */
  edge: number;
  /** fair × 100. */
  confidence: number;
  /** Published because its edge cleared the value threshold. */
  isValue: boolean;
}

export type PickDecision = { pick: GeneratedPick } | { pick: null; reason: string };

/**
 * The pick of one market: the value pick when some selection's edge at its best price reaches
 * `settings.valueThreshold` (and is positive), else the most likely fair outcome when its confidence reaches
 * `minConfidence` (0–100). Never reads a price captured after `lockAt`.
 */
export function choosePick(
  market: MarketKey,
  forecast: MatchForecast,
  books: MarketBooks,
  settings: FairSettings,
  options: { lockAt: Date; minConfidence: number },
): PickDecision {
  const modelSelections = books.selections.map((selection) =>
    forecast.selections.find(
      (s) => s.market === market && s.selection === selection && sameLine(s.line ?? null, books.line),
    ),
  );
  if (modelSelections.some((s) => !s)) return { pick: null, reason: "no forecast at the bookmaker's line" };
  const push = modelSelections[0]!.pushProbability ?? 0;
  const stay = 1 - push;
  // The model on the books' basis: the outcome given no push.
  const model = modelSelections.map((s) => (stay > 0 ? s!.probability / stay : s!.probability));
  const outcomes = books.selections.length;
  const market_ = preKickoffMarket(books.books, options.lockAt);
  const fair = fairForecast(model, market_, settings.weights ?? marketOnlyWeights(outcomes), outcomes, {
    method: settings.method,
  });
  const usable = market_.snapshots as BookSnapshot[];
  if (!fair || !fair.consensus || usable.length === 0) return { pick: null, reason: "no bookmaker price" };
  const basis: FairBasis = fair.basis === "market+model" && !settings.weights ? "market-only" : fair.basis;
  const best = bestPrices(
    usable.map((book) => book.odds),
    outcomes,
  );
  if (!best) return { pick: null, reason: "no bookmaker price" };

  const candidates = books.selections.map((selection, k) => {
    const fairWin = fair.probabilities[k]! * stay;
    return { k, selection, fairWin, edge: priceEdge(fairWin, best[k]!) + push };
  });
  const valueIndex = valueSelection(
    candidates.map((c) => c.edge),
    settings.valueThreshold,
  );
  const value = valueIndex === null ? null : candidates[valueIndex]!;
  const chosen = value ?? candidates.reduce((top, c) => (c.fairWin > top.fairWin ? c : top));
  const confidence = round(chosen.fairWin * 100, 2);
  if (!value && confidence < options.minConfidence) {
    return { pick: null, reason: `confidence ${confidence}% below the ${options.minConfidence}% threshold` };
  }
  const source = bestBook(usable, chosen.k, best[chosen.k]!);
  const decimalOdds = round(best[chosen.k]!, 4);
  const expectedValue = round(priceEdge(chosen.fairWin, decimalOdds) + push, 4);
  return {
    pick: {
      market,
      selection: chosen.selection,
      line: books.line,
      fairProbability: chosen.fairWin,
      fairBasis: basis,
      modelProbability: modelSelections[chosen.k]!.probability,
      marketProbability: fair.consensus[chosen.k]! * stay,
      consensusBookmakers: fair.books,
      pushProbability: push,
      decimalOdds,
      americanOdds: decimalToAmerican(decimalOdds),
      bookmaker: source.name,
      priceCapturedAt: source.capturedAtPerOutcome[chosen.k]!,
      expectedValue,
      edge: round(expectedValue * 100, 2),
      confidence,
      // The stored EV decides, as every page does (lib/format/prediction-display.rules.ts pickKind): an edge that
      // was positive before rounding to 4 decimals can be stored as 0.0000, and a pick whose EV is not
      // positive is a forecast, never a value pick.
      isValue: value !== null && expectedValue > 0,
    },
  };
}

/** The book offering `price` for outcome k: the earliest capture of that price, then by name (stable). */
function bestBook(books: readonly BookSnapshot[], k: number, price: number): BookSnapshot {
  const offering = books.filter((book) => book.odds[k] === price);
  return offering.reduce((top, book) =>
    book.capturedAtPerOutcome[k]!.getTime() < top.capturedAtPerOutcome[k]!.getTime() ? book : top,
  );
}

/**
 * The no-vig consensus probability of `selection` across `books` (the closing line's, after kickoff), or null
 * when no book is complete or the selection is not one of the market's.
 */
export function consensusOf(
  books: readonly BookSnapshot[],
  selections: readonly QuoteSelection[],
  selection: string,
  method: MarginMethod,
): number | null {
  const k = selections.indexOf(selection as QuoteSelection);
  if (k < 0) return null;
  const consensus = consensusProbabilities(
    books.map((book) => book.odds),
    selections.length,
    { method },
  );
  return consensus ? consensus[k]! : null;
}

/**
 * Premium picks (PREMIUM plan and above) are the value picks: the bets the product recommends because the
 * best price beats the fair probability by the market's threshold. A forecast without that edge is free.
 */
export function isPremiumPick(pick: Pick<GeneratedPick, "isValue" | "expectedValue">): boolean {
  return pick.isValue && pick.expectedValue > 0;
}

/** The pick as a person reads it: 'Arsenal', 'Draw', 'Over 2.5', 'Lakers -3.5', 'Both teams to score: Yes'. */
export function pickLabel(
  pick: { market: MarketKey; selection: string; line: number | null },
  homeTeam: string,
  awayTeam: string,
): string {
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
      return (
        { "1X": `${homeTeam} or draw`, X2: `${awayTeam} or draw`, "12": `${homeTeam} or ${awayTeam}` }[
          pick.selection
        ] ?? pick.selection
      );
    default:
      return pick.selection;
  }
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
