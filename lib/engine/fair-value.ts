// The value arithmetic of a pick, in one place: the backtest, the live pipeline and the pages all take
// edge, closing-line value, realised payoff and their intervals from here.
//
//   edge (EV at the taken price)  = fair probability × decimal price − 1
//   closing-line value (CLV)      = taken decimal price × closing fair probability − 1
//   payoff of a 1-unit stake      = price − 1 if it won, −1 if it lost (0 on a void)
//   interval of a mean            = mean ± 1.96 · sd / √n   (sd with n − 1)
//
// "Edge" here is expected profit per unit staked, not the difference of two probabilities: it is what the
// price pays for the risk taken, so a threshold on it means the same thing at 1.5 and at 6.0.

/** z of a two-sided 95 % normal interval. */
export const Z95 = 1.959963984540054;

/** Expected profit per unit staked at `decimalPrice` if the outcome's true probability is `fairProbability`. */
export function priceEdge(fairProbability: number, decimalPrice: number): number {
  return fairProbability * decimalPrice - 1;
}

/**
 * Closing-line value of a pick taken at `takenPrice`: what the stake was worth by the market's last word
 * (`closingFairProbability` = the closing price with its margin removed) — takenPrice × p_close − 1.
 */
export function closingLineValue(takenPrice: number, closingFairProbability: number): number {
  return takenPrice * closingFairProbability - 1;
}

/** Realised profit of a 1-unit stake at `decimalPrice`. */
export function stakePayoff(decimalPrice: number, won: boolean): number {
  return won ? decimalPrice - 1 : -1;
}

/**
 * The published rule of a value pick, for the live pipeline and the backtest alike: of one market's
 * selections, the one with the largest edge, when that edge is positive and reaches `threshold`; null when
 * none does (the market is then published as a forecast, or not at all). At most one value pick per market.
 */
export function valueSelection(edges: readonly number[], threshold: number): number | null {
  let top: number | null = null;
  for (let k = 0; k < edges.length; k++) if (top === null || edges[k]! > edges[top]!) top = k;
  if (top === null) return null;
  const edge = edges[top]!;
  return edge > 0 && edge >= threshold ? top : null;
}

/**
 * The best price per outcome across bookmakers (the highest decimal price quoted for each outcome), where value
 * is taken. Books are arrays in outcome order; a book with a missing or impossible price for an outcome is
 * skipped for that outcome. Null when some outcome has no price at all.
 */
export function bestPrices(books: readonly (readonly number[])[], outcomes: number): number[] | null {
  const best = new Array<number>(outcomes).fill(Number.NaN);
  for (const book of books) {
    if (book.length !== outcomes) continue;
    for (let k = 0; k < outcomes; k++) {
      const o = book[k]!;
      if (o > 1 && Number.isFinite(o) && !(o <= best[k]!)) best[k] = o;
    }
  }
  return best.every((o) => o > 1) ? best : null;
}

export interface MeanInterval {
  n: number;
  mean: number;
  /** Sample standard deviation (n − 1); NaN below two values. */
  sd: number;
  /** Standard error sd/√n. */
  se: number;
  /** mean ∓ 1.96 · se; NaN below two values. */
  lo: number;
  hi: number;
}

/** Mean of `values` with its 95 % normal interval: mean ± 1.96 · sd/√n. */
export function meanInterval(values: readonly number[]): MeanInterval {
  const n = values.length;
  if (n === 0) return { n, mean: Number.NaN, sd: Number.NaN, se: Number.NaN, lo: Number.NaN, hi: Number.NaN };
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  if (n < 2) return { n, mean, sd: Number.NaN, se: Number.NaN, lo: Number.NaN, hi: Number.NaN };
  let ss = 0;
  for (const v of values) ss += (v - mean) ** 2;
  const sd = Math.sqrt(ss / (n - 1));
  const se = sd / Math.sqrt(n);
  return { n, mean, sd, se, lo: mean - Z95 * se, hi: mean + Z95 * se };
}

/**
 * The same interval from running sums (n, Σx, Σx²), as SQL aggregates them: the sample variance is
 * (Σx² − n·mean²)/(n − 1), clamped at 0 against rounding. Equal to `meanInterval` on the values summed.
 */
export function meanIntervalFromSums(n: number, sum: number, sumOfSquares: number): MeanInterval {
  if (n <= 0) return { n: 0, mean: Number.NaN, sd: Number.NaN, se: Number.NaN, lo: Number.NaN, hi: Number.NaN };
  const mean = sum / n;
  if (n < 2) return { n, mean, sd: Number.NaN, se: Number.NaN, lo: Number.NaN, hi: Number.NaN };
  const sd = Math.sqrt(Math.max(0, (sumOfSquares - n * mean * mean) / (n - 1)));
  const se = sd / Math.sqrt(n);
  return { n, mean, sd, se, lo: mean - Z95 * se, hi: mean + Z95 * se };
}

/** A settled value pick, as the summaries below read it. */
export interface SettledValuePick {
  /** Decimal price taken. */
  price: number;
  won: boolean;
  /** Fair probability × price − 1 when the pick was made. */
  edge: number;
  /** Closing fair probability of the same outcome, when the close is known. */
  closingProbability?: number;
}

export interface ValuePickSummary {
  n: number;
  /** Mean realised profit per unit staked at the taken price, with its interval. */
  roi: MeanInterval;
  /** Mean CLV over the picks with a known close, with its interval. */
  clv: MeanInterval;
  /** Share of the picks with a known close whose taken price beats the fair closing price (CLV > 0), and its n. */
  beatClose: { n: number; share: number };
  /** Mean edge claimed when the picks were made. */
  meanEdge: number;
  /**
   * Mean edge claimed by the picks with a known close: the stated edge on the same picks as `clv`, which it
   * forecasts (an honest stated edge is close to the CLV the picks then earn).
   */
  closedMeanEdge: number;
}

/** ROI and CLV of a set of picks, each with n and a 95 % interval. */
export function summariseValuePicks(picks: readonly SettledValuePick[]): ValuePickSummary {
  const payoffs = picks.map((p) => stakePayoff(p.price, p.won));
  const clvs = picks.flatMap((p) =>
    p.closingProbability === undefined ? [] : [closingLineValue(p.price, p.closingProbability)],
  );
  const beat = clvs.filter((c) => c > 0).length;
  const meanEdge = picks.length === 0 ? Number.NaN : picks.reduce((s, p) => s + p.edge, 0) / picks.length;
  const closed = picks.filter((p) => p.closingProbability !== undefined);
  const closedMeanEdge = closed.length === 0 ? Number.NaN : closed.reduce((s, p) => s + p.edge, 0) / closed.length;
  return {
    n: picks.length,
    roi: meanInterval(payoffs),
    clv: meanInterval(clvs),
    beatClose: { n: clvs.length, share: clvs.length === 0 ? Number.NaN : beat / clvs.length },
    meanEdge,
    closedMeanEdge,
  };
}
