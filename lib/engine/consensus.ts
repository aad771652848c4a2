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
