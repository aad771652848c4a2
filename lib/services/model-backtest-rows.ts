// The stored backtest's rows from the database's odds snapshots (pure): for each finished match, the prices a
// forecast could have seen before kick-off and, apart from them, the close that only judges it.
//
// Which snapshot is the close: the ones flagged isClosing (imported Pinnacle closing, the demo's and live
// books' last price before kick-off); on a match where no bookmaker's price is flagged, each bookmaker's
// latest price at or before kick-off (imported NBA lines, stamped at kick-off, say nothing about when they
// were taken, so they are treated as the close). A bookmaker's pre-kickoff book is its latest full set of
// prices that is not its close: the imported market average a day before, the demo's opening a week before.
// A closing price therefore never reaches the consensus the forecast is pooled with.
import type { RowMarket } from "@/lib/engine/fair-backtest";
import { bestPrices } from "@/lib/engine/fair-value";

export interface HistoryPrice {
  matchId: string;
  bookmaker: string;
  selection: string;
  price: number;
  capturedAt: Date;
  isClosing: boolean;
}

/** Outcome order of the result market: home, draw, away (three-way) or home, away. */
const ORDER: Record<2 | 3, readonly string[]> = { 3: ["home", "draw", "away"], 2: ["home", "away"] };

interface PriceSet {
  bookmaker: string;
  capturedAt: number;
  isClosing: boolean;
  odds: number[];
}

/** A bookmaker's full sets of prices of one match (every outcome priced at the same capture instant). */
function priceSets(prices: readonly HistoryPrice[], outcomes: 2 | 3): PriceSet[] {
  const order = ORDER[outcomes];
  const byCapture = new Map<string, { bookmaker: string; capturedAt: number; isClosing: boolean; odds: (number | undefined)[] }>();
  for (const p of prices) {
    const k = order.indexOf(p.selection);
    if (k < 0) continue;
    const key = `${p.bookmaker}\u0000${p.capturedAt.getTime()}`;
    const set = byCapture.get(key) ?? { bookmaker: p.bookmaker, capturedAt: p.capturedAt.getTime(), isClosing: false, odds: Array.from<number | undefined>({ length: outcomes }) };
    set.odds[k] = p.price;
    set.isClosing ||= p.isClosing;
    byCapture.set(key, set);
  }
  return [...byCapture.values()].flatMap((s) => (s.odds.every((o) => o !== undefined && o > 1) ? [{ ...s, odds: s.odds as number[] }] : []));
}

/** The price of each outcome whose implied probability is the books' mean (one book: its own prices). */
function meanPrice(books: readonly number[][], outcomes: number): number[] | null {
  if (books.length === 0) return null;
  if (books.length === 1) return [...books[0]!];
  return Array.from({ length: outcomes }, (_, k) => books.length / books.reduce((s, b) => s + 1 / b[k]!, 0));
}

/** One match's pre-kickoff books, their best prices and its close. `prices` must all be at or before kick-off. */
export function rowMarket(prices: readonly HistoryPrice[], outcomes: 2 | 3): RowMarket | null {
  const sets = priceSets(prices, outcomes);
  if (sets.length === 0) return null;
  const anyFlagged = sets.some((s) => s.isClosing);
  const bookmakers = [...new Set(sets.map((s) => s.bookmaker))];
  const books: number[][] = [];
  const closes: number[][] = [];
  for (const bookmaker of bookmakers) {
    const own = sets.filter((s) => s.bookmaker === bookmaker).sort((a, b) => a.capturedAt - b.capturedAt);
    const close = anyFlagged ? own.filter((s) => s.isClosing).at(-1) : own.at(-1);
    if (close) closes.push(close.odds);
    const before = own.filter((s) => s !== close && !s.isClosing && (!close || s.capturedAt < close.capturedAt));
    const book = before.at(-1);
    if (book) books.push(book.odds);
  }
  return { books, best: books.length > 0 ? bestPrices(books, outcomes) : null, closing: meanPrice(closes, outcomes) };
}

/** Every match's RowMarket, keyed by match id. */
export function rowMarkets(prices: readonly HistoryPrice[], outcomes: 2 | 3): Map<string, RowMarket> {
  const byMatch = new Map<string, HistoryPrice[]>();
  for (const p of prices) {
    const list = byMatch.get(p.matchId) ?? [];
    list.push(p);
    byMatch.set(p.matchId, list);
  }
  const out = new Map<string, RowMarket>();
  for (const [matchId, list] of byMatch) {
    const market = rowMarket(list, outcomes);
    if (market) out.set(matchId, market);
  }
  return out;
}
