// Market consensus: each bookmaker's prices with their margin removed, then averaged outcome by outcome.
// The mean of probabilities (not of prices): averaging prices first would mix each book's margin into the
// consensus, and the mean keeps every book's information where a median of two or three books throws most of
// it away (with two books the median is the mean anyway).
import { removeMargin, type MarginMethod } from "./odds";
import { normalCdf } from "./probability";

export type ConsensusAverage = "mean" | "median";

/**
 * The imported market maximum: each outcome's best price across many books, a price a bettor could take but
 * not one book's view (its three prices come from different books and sum to less than 1 in probability).
 */
export const MARKET_MAXIMUM_BOOKMAKER = "market-maximum";
/** Quotes that count as a best price only and never enter a consensus. */
export const BEST_PRICE_ONLY_BOOKMAKERS: readonly string[] = [MARKET_MAXIMUM_BOOKMAKER];

/**
 * The imported market average: the mean price of many books (football-data's `avg_*`), quoted as one book.
 * Every single book the data carries besides it (Bet365) is already one of those many.
 */
export const MARKET_AVERAGE_BOOKMAKER = "market-average";

/** A feed-qualified key ('csv:market-average') or a plain name: the bookmaker's own name. */
const bookmakerName = (key: string) => key.slice(key.lastIndexOf(":") + 1);

/**
 * The books whose prices make the consensus (the recipe; docs/decisions.md, "The stated edge is an honest
 * forecast"): the market average alone when one is quoted, otherwise every book; never a best-price-only
 * quote. A single book beside the average would weigh as much as the whole market, and its own shading comes
 * through into the fair price: where Bet365 priced an outcome at least 5 % shorter than the average, the
 * 2019-24 value picks claimed an edge of +4.8 % and earned +1.5 % against the close. With the average alone
 * the value picks' stated edge is within 0.82 points of the CLV they earn in every season, and the average
 * alone earns the most CLV at equal pick volume of the recipes compared (bench/value-recipes.ts).
 */
export function consensusBooks<T extends { bookmaker: string }>(books: readonly T[]): T[] {
  const priced = books.filter((book) => !BEST_PRICE_ONLY_BOOKMAKERS.includes(bookmakerName(book.bookmaker)));
  const average = priced.filter((book) => bookmakerName(book.bookmaker) === MARKET_AVERAGE_BOOKMAKER);
  return average.length > 0 ? average : priced;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * Consensus probabilities of `books` (each a full set of decimal prices in outcome order): each book de-vigged
 * with `method`, then averaged per outcome and renormalised. Books with a missing or impossible price, or of
 * the wrong length, are skipped; null when none is left.
 */
export function consensusProbabilities(
  books: readonly (readonly number[] | null | undefined)[],
  outcomes: number,
  options: { method?: MarginMethod; average?: ConsensusAverage } = {},
): number[] | null {
  const method = options.method ?? "power";
  const devigged: number[][] = [];
  for (const book of books) {
    if (!book || book.length !== outcomes || book.some((o) => !(o > 1) || !Number.isFinite(o))) continue;
    devigged.push(removeMargin(book, method));
  }
  if (devigged.length === 0) return null;
  const avg = Array.from({ length: outcomes }, (_, k) => {
    const xs = devigged.map((p) => p[k]!);
    return options.average === "median" ? median(xs) : xs.reduce((a, b) => a + b, 0) / xs.length;
  });
  const s = avg.reduce((a, b) => a + b, 0);
  return avg.map((p) => p / s);
}

/**
 * Home/away win probabilities implied by a point spread (home side, negative = home favoured): the final
 * margin taken as Normal(−spread, σ²), so P(home wins) = Φ(−spread/σ). σ is the spread's own error on earlier
 * games (see `spreadSigma`).
 */
export function spreadImpliedProbabilities(spreadHome: number, sigma: number): [number, number] {
  const p = normalCdf(-spreadHome / sigma);
  const clipped = Math.min(1 - 1e-9, Math.max(1e-9, p));
  return [clipped, 1 - clipped];
}

/** σ of the margin around the spread, from earlier games: √(mean (margin + spread)²). */
export function spreadSigma(games: readonly { margin: number; spreadHome: number }[]): number | null {
  if (games.length === 0) return null;
  let ss = 0;
  for (const g of games) ss += (g.margin + g.spreadHome) ** 2;
  return Math.sqrt(ss / games.length);
}
