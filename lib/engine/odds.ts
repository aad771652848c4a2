// Odds: decimal internally, American for display (+150 / −200, as the pages show), implied
// probabilities and the three usual ways to remove the bookmaker's margin (overround).

/** Decimal odds → American. Decimal ≥ 2 → +(d − 1)·100; below 2 → −100/(d − 1). Rounded to a whole number. */
export function decimalToAmerican(decimal: number): number {
  if (!(decimal > 1)) throw new RangeError(`decimal odds must be > 1, got ${decimal}`);
  const raw = decimal >= 2 ? (decimal - 1) * 100 : -100 / (decimal - 1);
  return Math.round(raw);
}

/** American → decimal: +150 → 2.5, −200 → 1.5. ±100 both map to 2.0. */
export function americanToDecimal(american: number): number {
  if (!Number.isFinite(american) || Math.abs(american) < 100) {
    throw new RangeError(`American odds must be ≤ −100 or ≥ +100, got ${american}`);
  }
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}

/** American odds as the pages display them: a sign always ("+150", "-200"). */
export function formatAmerican(american: number): string {
  return american > 0 ? `+${american}` : `${american}`;
}

/** Decimal → American → display string in one go. */
export function formatDecimalAsAmerican(decimal: number): string {
  return formatAmerican(decimalToAmerican(decimal));
}

/** Raw implied probabilities 1/odds (they sum to 1 + margin). */
function impliedProbabilities(decimalOdds: readonly number[]): number[] {
  return decimalOdds.map((o) => 1 / o);
}

/** The bookmaker's overround: Σ 1/odds − 1 (0.05 = a 5 % margin). */
export function overround(decimalOdds: readonly number[]): number {
  return impliedProbabilities(decimalOdds).reduce((s, p) => s + p, 0) - 1;
}

export type MarginMethod = "proportional" | "power" | "shin" | "odds-ratio";

/**
 * Margin removal. All three return probabilities summing to 1, one per price, in order.
 *
 * - proportional ("basic"/multiplicative normalisation): p_i = π_i / Σπ, with π_i = 1/o_i. Spreads the margin
 *   in proportion to each price; the convention of ../shared/data's evaluation. Reference: Štrumbelj (2014),
 *   "On determining probability forecasts from betting odds", Int. J. Forecasting 30(4), the "basic" method.
 * - power: p_i = π_i^k with k chosen so Σ p_i = 1 (k > 1 when there is a margin). Takes more margin off
 *   long shots, which accounts for the favourite–longshot bias. Reference: Clarke, Kovalchik & Ingram (2017),
 *   "Adjusting bookmaker's odds to allow for overround", American Journal of Sports Science 5(6).
 * - shin: Shin's (1993) model of a bookmaker facing a share z of insider money; p_i =
 *   (√(z² + 4(1 − z) π_i² / Σπ) − z) / (2(1 − z)), z solved so Σ p_i = 1. References: Shin (1993), "Measuring
 *   the incidence of insider trading in a market for state-contingent claims", Economic Journal 103; the
 *   fixed-point solution of Jullien & Salanié (1994); Štrumbelj (2014) finds it the most accurate of the three.
 * - odds-ratio: p_i = π_i / (c + π_i − c·π_i), i.e. every outcome's odds p/(1 − p) are the implied odds
 *   π/(1 − π) divided by one constant c, solved so Σ p_i = 1. Reference: Cheung (2015), "Fixed-odds betting
 *   and traditional odds"; Clarke, Kovalchik & Ingram (2017).
 */
export function removeMargin(decimalOdds: readonly number[], method: MarginMethod = "proportional"): number[] {
  if (decimalOdds.length === 0) return [];
  for (const o of decimalOdds) {
    if (!(o > 1) || !Number.isFinite(o)) throw new RangeError(`decimal odds must be finite and > 1, got ${o}`);
  }
  const pi = impliedProbabilities(decimalOdds);
  const booksum = pi.reduce((s, p) => s + p, 0);
  if (method === "proportional" || decimalOdds.length === 1) return pi.map((p) => p / booksum);
  if (method === "power") return powerMethod(pi);
  if (method === "odds-ratio") return oddsRatioMethod(pi);
  return shinMethod(pi, booksum);
}

function powerMethod(pi: readonly number[]): number[] {
  // Σ π_i^k is decreasing in k (each π_i < 1): bisection on k, then a few Newton polishes.
  const sum = (k: number) => pi.reduce((s, p) => s + Math.pow(p, k), 0);
  let lo = 0.01;
  let hi = 100;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (sum(mid) > 1) lo = mid;
    else hi = mid;
    if (hi - lo < 1e-14) break;
  }
  const k = (lo + hi) / 2;
  const raw = pi.map((p) => Math.pow(p, k));
  const s = raw.reduce((a, b) => a + b, 0);
  return raw.map((p) => p / s);
}

function oddsRatioMethod(pi: readonly number[]): number[] {
  // Σ π_i / (c + π_i − c·π_i) decreases in c (each π_i < 1): bisection on log c.
  const probs = (c: number) => pi.map((p) => p / (c + p - c * p));
  const total = (c: number) => probs(c).reduce((s, p) => s + p, 0);
  let lo = -20;
  let hi = 20;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (total(Math.exp(mid)) > 1) lo = mid;
    else hi = mid;
    if (hi - lo < 1e-15) break;
  }
  const p = probs(Math.exp((lo + hi) / 2));
  const s = p.reduce((a, b) => a + b, 0);
  return p.map((x) => x / s);
}

function shinMethod(pi: readonly number[], booksum: number): number[] {
  const probs = (z: number) => pi.map((p) => (Math.sqrt(z * z + (4 * (1 - z) * p * p) / booksum) - z) / (2 * (1 - z)));
  // Σ p_i(z) decreases in z on [0, 1): p(0) sums to √(Σπ²/booksum)·… ≥ 1 when there is a margin. Bisection.
  let lo = 0;
  let hi = 0.999;
  const total = (z: number) => probs(z).reduce((s, p) => s + p, 0);
  if (total(0) <= 1) return pi.map((p) => p / booksum);
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (total(mid) > 1) lo = mid;
    else hi = mid;
    if (hi - lo < 1e-15) break;
  }
  const p = probs((lo + hi) / 2);
  const s = p.reduce((a, b) => a + b, 0);
  return p.map((x) => x / s);
}

/** Shin's insider share z for a set of prices (0 when there is no margin). */
export function shinZ(decimalOdds: readonly number[]): number {
  const pi = impliedProbabilities(decimalOdds);
  const booksum = pi.reduce((s, p) => s + p, 0);
  const total = (z: number) =>
    pi.reduce((s, p) => s + (Math.sqrt(z * z + (4 * (1 - z) * p * p) / booksum) - z) / (2 * (1 - z)), 0);
  if (total(0) <= 1) return 0;
  let lo = 0;
  let hi = 0.999;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (total(mid) > 1) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
