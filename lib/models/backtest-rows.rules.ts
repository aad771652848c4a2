// The stored backtest's rows from the database's odds snapshots (pure): for each finished match, the prices a
// forecast could have seen before kick-off and, apart from them, the close that only judges it.
//
// Which snapshot is the close: the ones flagged isClosing (imported Pinnacle closing and NBA moneyline, the
// demo's and live books' last price before kick-off); on a match where no bookmaker's price is flagged, each
// bookmaker's latest price at or before kick-off (a source that does not say when its price was taken is
// treated as the close). A bookmaker's pre-kickoff book is its latest full set of prices that is not its
// close: the imported market average and Bet365 a day before, the demo's opening a week before.
// A closing price therefore never reaches the consensus the forecast is pooled with.
//
// Aggregate quotes (BEST_PRICE_ONLY_BOOKMAKERS: the imported market maximum) are a price a bettor could have
// taken, so they count for the best price of the picks; they are no bookmaker's view, so they are never a
// book of the consensus nor a close. The consensus is made of `consensusBooks` of the pre-kickoff books, as
// live: the imported market average alone where there is one (Bet365 beside it still offers its price). Two-way sports
// also read the pre-kickoff point spread (each bookmaker's latest unflagged home line, averaged): where no book priced
// the result before kick-off (imported NBA, whose only moneyline is the close), its implied win probability is the
// consensus, as in the backtest CLI.
import { BEST_PRICE_ONLY_BOOKMAKERS, consensusBooks } from "@/lib/engine/consensus";
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

/** One stored home point spread of a finished match (negative: the home side is favoured). */
export interface HistorySpread {
  matchId: string;
  bookmaker: string;
  point: number;
  capturedAt: Date;
  isClosing: boolean;
}

const bestPriceOnly = new Set(BEST_PRICE_ONLY_BOOKMAKERS);

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
  const byCapture = new Map<
    string,
    { bookmaker: string; capturedAt: number; isClosing: boolean; odds: (number | undefined)[] }
  >();
  for (const p of prices) {
    const k = order.indexOf(p.selection);
    if (k < 0) continue;
    const key = `${p.bookmaker}\u0000${p.capturedAt.getTime()}`;
    const set = byCapture.get(key) ?? {
      bookmaker: p.bookmaker,
      capturedAt: p.capturedAt.getTime(),
      isClosing: false,
      odds: Array.from<number | undefined>({ length: outcomes }),
    };
    set.odds[k] = p.price;
    set.isClosing ||= p.isClosing;
    byCapture.set(key, set);
  }
  return [...byCapture.values()].flatMap((s) =>
    s.odds.every((o) => o !== undefined && o > 1) ? [{ ...s, odds: s.odds as number[] }] : [],
  );
}

/** The price of each outcome whose implied probability is the books' mean (one book: its own prices). */
function meanPrice(books: readonly number[][], outcomes: number): number[] | null {
  if (books.length === 0) return null;
  if (books.length === 1) return [...books[0]!];
  return Array.from({ length: outcomes }, (_, k) => books.length / books.reduce((s, b) => s + 1 / b[k]!, 0));
}

/** The mean of each bookmaker's latest unflagged home spread (null when none): a line a forecast may read. */
export function preKickoffSpread(spreads: readonly HistorySpread[]): number | null {
  const latest = new Map<string, HistorySpread>();
  for (const s of spreads) {
    if (s.isClosing || !Number.isFinite(s.point)) continue;
    const seen = latest.get(s.bookmaker);
    if (!seen || s.capturedAt.getTime() >= seen.capturedAt.getTime()) latest.set(s.bookmaker, s);
  }
  if (latest.size === 0) return null;
  return [...latest.values()].reduce((sum, s) => sum + s.point, 0) / latest.size;
}

/**
 * One match's pre-kickoff books, their best prices (with any best-price-only quote), its close and, when
 * given, its pre-kickoff spread. `prices` and `spreads` must all be at or before kick-off.
 */
export function rowMarket(
  prices: readonly HistoryPrice[],
  outcomes: 2 | 3,
  spreads: readonly HistorySpread[] = [],
): RowMarket | null {
  const all = priceSets(prices, outcomes);
  const sets = all.filter((s) => !bestPriceOnly.has(s.bookmaker));
  const spread = outcomes === 2 ? preKickoffSpread(spreads) : null;
  if (sets.length === 0 && spread === null) return null;
  const anyFlagged = sets.some((s) => s.isClosing);
  const bookmakers = [...new Set(sets.map((s) => s.bookmaker))];
  const books: { bookmaker: string; odds: number[] }[] = [];
  const closes: number[][] = [];
  for (const bookmaker of bookmakers) {
    const own = sets.filter((s) => s.bookmaker === bookmaker).sort((a, b) => a.capturedAt - b.capturedAt);
    const close = anyFlagged ? own.filter((s) => s.isClosing).at(-1) : own.at(-1);
    if (close) closes.push(close.odds);
    const before = own.filter((s) => s !== close && !s.isClosing && (!close || s.capturedAt < close.capturedAt));
    const book = before.at(-1);
    if (book) books.push({ bookmaker, odds: book.odds });
  }
  // A best-price-only quote's latest unflagged prices, taken only alongside a real book (no consensus, no pick).
  const quotes = [...new Set(all.filter((s) => bestPriceOnly.has(s.bookmaker)).map((s) => s.bookmaker))].flatMap(
    (bookmaker) => {
      const latest = all
        .filter((s) => s.bookmaker === bookmaker && !s.isClosing)
        .sort((a, b) => a.capturedAt - b.capturedAt)
        .at(-1);
      return latest ? [latest.odds] : [];
    },
  );
  return {
    books: consensusBooks(books).map((book) => book.odds),
    best: books.length > 0 ? bestPrices([...books.map((book) => book.odds), ...quotes], outcomes) : null,
    closing: meanPrice(closes, outcomes),
    ...(spread !== null ? { spread } : {}),
  };
}

/** Every match's RowMarket, keyed by match id. */
export function rowMarkets(
  prices: readonly HistoryPrice[],
  outcomes: 2 | 3,
  spreads: readonly HistorySpread[] = [],
): Map<string, RowMarket> {
  const byMatch = new Map<string, { prices: HistoryPrice[]; spreads: HistorySpread[] }>();
  const entry = (matchId: string) => {
    let e = byMatch.get(matchId);
    if (!e) byMatch.set(matchId, (e = { prices: [], spreads: [] }));
    return e;
  };
  for (const p of prices) entry(p.matchId).prices.push(p);
  for (const s of spreads) entry(s.matchId).spreads.push(s);
  const out = new Map<string, RowMarket>();
  for (const [matchId, e] of byMatch) {
    const market = rowMarket(e.prices, outcomes, e.spreads);
    if (market) out.set(matchId, market);
  }
  return out;
}
