// Forecast scoring. Outcomes are indices into an ordered probability vector: football [home, draw, away]
// (ordered, so RPS applies), two-way sports [home, away].

const EPS = 1e-15;

/** 1 when the most probable outcome happened (ties broken by the first index), else 0. */
export function isCorrect(probs: readonly number[], outcome: number): number {
  let best = 0;
  for (let i = 1; i < probs.length; i++) if (probs[i]! > probs[best]!) best = i;
  return best === outcome ? 1 : 0;
}

/** Log loss of one forecast: −ln p(outcome), with p clipped to [1e-15, 1]. */
export function logLoss(probs: readonly number[], outcome: number): number {
  return -Math.log(Math.min(1, Math.max(EPS, probs[outcome]!)));
}

/**
 * Multi-class Brier score of one forecast, Brier's (1950) original definition: Σ_k (p_k − o_k)², summed
 * over all outcomes (range 0..2). For a two-way market this is twice the "binary" Brier (p − o)².
 */
export function brier(probs: readonly number[], outcome: number): number {
  let s = 0;
  for (let k = 0; k < probs.length; k++) {
    const d = probs[k]! - (k === outcome ? 1 : 0);
    s += d * d;
  }
  return s;
}

/**
 * Ranked probability score (Epstein 1969; Constantinou & Fenton 2012 for football) of an ordered forecast:
 * RPS = 1/(r − 1) Σ_{i=1}^{r−1} (Σ_{j≤i} p_j − Σ_{j≤i} o_j)². 0 is perfect; for 1X2 the order is home, draw, away.
 */
export function rps(probs: readonly number[], outcome: number): number {
  const r = probs.length;
  if (r < 2) return 0;
  let cumP = 0;
  let cumO = 0;
  let s = 0;
  for (let i = 0; i < r - 1; i++) {
    cumP += probs[i]!;
    cumO += i === outcome ? 1 : 0;
    s += (cumP - cumO) ** 2;
  }
  return s / (r - 1);
}

export interface ScoredForecast {
  probs: readonly number[];
  outcome: number;
}

export interface ForecastMetrics {
  n: number;
  accuracy: number;
  logLoss: number;
  brier: number;
  /** Only for ordered outcomes with three classes (football 1X2); null otherwise. */
  rps: number | null;
}

/** Mean accuracy, log loss, Brier and (three-way) RPS over a set of forecasts. */
export function summarise(forecasts: readonly ScoredForecast[]): ForecastMetrics {
  const n = forecasts.length;
  if (n === 0) return { n: 0, accuracy: NaN, logLoss: NaN, brier: NaN, rps: null };
  let acc = 0;
  let ll = 0;
  let br = 0;
  let rp = 0;
  const threeWay = forecasts.every((f) => f.probs.length === 3);
  for (const f of forecasts) {
    acc += isCorrect(f.probs, f.outcome);
    ll += logLoss(f.probs, f.outcome);
    br += brier(f.probs, f.outcome);
    if (threeWay) rp += rps(f.probs, f.outcome);
  }
  return { n, accuracy: acc / n, logLoss: ll / n, brier: br / n, rps: threeWay ? rp / n : null };
}

/** Macro-averaged precision, recall and F1 of the arg-max pick over the outcome classes (admin model screen). */
export function classificationReport(forecasts: readonly ScoredForecast[]): {
  accuracy: number;
  precision: number;
  recall: number;
  f1: number;
} {
  if (forecasts.length === 0) return { accuracy: NaN, precision: NaN, recall: NaN, f1: NaN };
  const k = forecasts[0]!.probs.length;
  const tp = new Array<number>(k).fill(0);
  const predicted = new Array<number>(k).fill(0);
  const actual = new Array<number>(k).fill(0);
  let correct = 0;
  for (const f of forecasts) {
    let best = 0;
    for (let i = 1; i < k; i++) if (f.probs[i]! > f.probs[best]!) best = i;
    predicted[best]!++;
    actual[f.outcome]!++;
    if (best === f.outcome) {
      tp[best]!++;
      correct++;
    }
  }
  let p = 0;
  let r = 0;
  let f1 = 0;
  let classes = 0;
  for (let i = 0; i < k; i++) {
    if (actual[i] === 0 && predicted[i] === 0) continue;
    classes++;
    const pi = predicted[i]! > 0 ? tp[i]! / predicted[i]! : 0;
    const ri = actual[i]! > 0 ? tp[i]! / actual[i]! : 0;
    p += pi;
    r += ri;
    f1 += pi + ri > 0 ? (2 * pi * ri) / (pi + ri) : 0;
  }
  return { accuracy: correct / forecasts.length, precision: p / classes, recall: r / classes, f1: f1 / classes };
}

/** One flat-stake bet: the stake is 1; `profit` is odds − 1 on a win, −1 on a loss, 0 on a push. */
export interface SettledBet {
  odds: number;
  won: boolean;
  push?: boolean;
}

/** Return on investment of flat 1-unit stakes: Σ profit / number of bets (0.05 = +5 %). */
export function flatStakeRoi(bets: readonly SettledBet[]): { bets: number; profit: number; roi: number } {
  let profit = 0;
  for (const b of bets) profit += b.push ? 0 : b.won ? b.odds - 1 : -1;
  return { bets: bets.length, profit, roi: bets.length > 0 ? profit / bets.length : NaN };
}

export interface CalibrationBin {
  /** Bin range of forecast probabilities [lo, hi). */
  lo: number;
  hi: number;
  n: number;
  /** Mean forecast probability in the bin and the observed frequency. */
  forecast: number;
  observed: number;
}

/** Reliability table of one outcome's probability: forecasts binned by width `width`, with observed frequency. */
export function calibrationTable(forecasts: readonly ScoredForecast[], outcome: number, width = 0.1): CalibrationBin[] {
  const bins = new Map<number, { n: number; p: number; o: number }>();
  for (const f of forecasts) {
    const p = f.probs[outcome]!;
    const k = Math.min(Math.floor(p / width), Math.round(1 / width) - 1);
    const b = bins.get(k) ?? { n: 0, p: 0, o: 0 };
    b.n++;
    b.p += p;
    b.o += f.outcome === outcome ? 1 : 0;
    bins.set(k, b);
  }
  return [...bins.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([k, b]) => ({ lo: k * width, hi: (k + 1) * width, n: b.n, forecast: b.p / b.n, observed: b.o / b.n }));
}
