// Log-linear pool of the market and the model:
//   log p_i = a·log p_market,i + b·log p_model,i + c_i + const,   normalised over outcomes (a softmax),
// c_0 = 0 and one free c per other outcome (for football the draw has its own term). a, b, c are fitted by
// maximum likelihood (minimum log loss) on matches before the forecast — never on the match itself — with a
// small ridge towards "the market as it is" (a = 1, b = 0, c = 0) so a short history cannot swing it.
import { Z95 } from "./fair-value";

export interface PoolWeights {
  /** Weight of log market probability. */
  a: number;
  /** Weight of log model probability (0: the model adds nothing to the market). */
  b: number;
  /** Per-outcome offsets, c[0] = 0. */
  c: number[];
  /** Matches the weights were fitted on. */
  n: number;
}

export interface PoolSample {
  market: readonly number[];
  model: readonly number[];
  outcome: number;
  /** Case weight (default 1). */
  weight?: number;
}

/**
 * The out-of-sample record of a pool against the market alone: per match, the log-loss gain
 * (market's − pool's), both forecasts made before the match with weights fitted on earlier ones. The pool earns
 * its place in the fair price once the mean gain is above zero beyond its 95 % interval, over at least
 * `minMatches` matches — so the chance ups and downs of a model that adds nothing do not switch it on.
 */
export class PoolRecord {
  n = 0;
  private sum = 0;
  private sumSq = 0;

  add(marketLogLoss: number, poolLogLoss: number): void {
    const gain = marketLogLoss - poolLogLoss;
    this.n++;
    this.sum += gain;
    this.sumSq += gain * gain;
  }

  /** Mean gain and the lower end of its 95 % interval (NaN below two matches). */
  gain(): { mean: number; lo: number } {
    if (this.n < 2) return { mean: this.n === 1 ? this.sum : Number.NaN, lo: Number.NaN };
    const mean = this.sum / this.n;
    const variance = Math.max(0, (this.sumSq - this.n * mean * mean) / (this.n - 1));
    return { mean, lo: mean - Z95 * Math.sqrt(variance / this.n) };
  }

  earned(minMatches: number): boolean {
    return this.n >= Math.max(2, minMatches) && this.gain().lo > 0;
  }
}

const LOG_FLOOR = 1e-12;
const logp = (p: number) => Math.log(Math.max(LOG_FLOOR, p));

/** The market itself: a = 1, b = 0, c = 0. */
export function marketOnlyWeights(outcomes: number): PoolWeights {
  return { a: 1, b: 0, c: new Array<number>(outcomes).fill(0), n: 0 };
}

/** Pooled probabilities of one match. */
export function poolProbabilities(market: readonly number[], model: readonly number[], w: PoolWeights): number[] {
  const k = market.length;
  const s = new Array<number>(k);
  let max = -Infinity;
  for (let i = 0; i < k; i++) {
    s[i] = w.a * logp(market[i]!) + w.b * logp(model[i]!) + (w.c[i] ?? 0);
    if (s[i]! > max) max = s[i]!;
  }
  let z = 0;
  for (let i = 0; i < k; i++) {
    s[i] = Math.exp(s[i]! - max);
    z += s[i]!;
  }
  return s.map((x) => x / z);
}

function solve(A: number[][], y: number[]): number[] {
  const n = y.length;
  const M = A.map((row, i) => [...row, y[i]!]);
  for (let col = 0; col < n; col++) {
    let piv = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(M[r]![col]!) > Math.abs(M[piv]![col]!)) piv = r;
    [M[col], M[piv]] = [M[piv]!, M[col]!];
    const d = M[col]![col]!;
    if (Math.abs(d) < 1e-300) throw new Error("singular system in the pool fit");
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = M[r]![col]! / d;
      if (f === 0) continue;
      for (let c = col; c <= n; c++) M[r]![c]! -= f * M[col]![c]!;
    }
  }
  return M.map((row, i) => row[n]! / row[i]!);
}

export interface PoolFitOptions {
  /** Ridge strength towards a = 1, b = 0, c = 0, in matches' worth of log loss curvature (default 1). */
  ridge?: number;
  /** Start (e.g. the previous fit) for the Newton iterations. */
  start?: PoolWeights;
  maxIterations?: number;
}

/**
 * Maximum-likelihood a, b, c of the pool on `samples` (every sample with the same number of outcomes), by
 * Newton's method: the log likelihood of a softmax linear in its parameters is concave, so this converges.
 */
export function fitPool(samples: readonly PoolSample[], outcomes: number, options: PoolFitOptions = {}): PoolWeights {
  if (samples.length === 0) return marketOnlyWeights(outcomes);
  const fit = fitSoftmaxPool(
    samples.map((s) => ({ sources: [s.market, s.model], outcome: s.outcome, weight: s.weight })),
    outcomes,
    [1, 0],
    {
      ridge: options.ridge,
      start: options.start ? [options.start.a, options.start.b, ...options.start.c.slice(1)] : undefined,
      maxIterations: options.maxIterations,
    },
  );
  return { a: fit.w[0]!, b: fit.w[1]!, c: fit.c, n: samples.length };
}

interface MultiSourceSample {
  /** Probability vectors of each source, in outcome order. */
  sources: readonly (readonly number[])[];
  outcome: number;
  weight?: number;
}

/**
 * The general pool log p_i = Σ_s w_s·log p_s,i + c_i (softmax), fitted by damped Newton with a ridge towards
 * `prior` (the w's) and c = 0. Returns the source weights and the offsets (c[0] = 0).
 */
function fitSoftmaxPool(
  samples: readonly MultiSourceSample[],
  outcomes: number,
  prior: readonly number[],
  options: { ridge?: number; start?: readonly number[]; maxIterations?: number } = {},
): { w: number[]; c: number[] } {
  const S = prior.length;
  const K = outcomes;
  const D = S + K - 1;
  const n = samples.length;
  const ridge = options.ridge ?? 1;
  const priorFull = [...prior, ...new Array<number>(K - 1).fill(0)];
  let theta = options.start && options.start.length === D ? [...options.start] : [...priorFull];
  // X[(j·K + i)·D + d]: feature d of outcome i of sample j — log p of each source, then the one-hot offsets.
  const X = new Float64Array(n * K * D);
  const W = new Float64Array(n);
  const Y = new Int32Array(n);
  for (let j = 0; j < n; j++) {
    const smp = samples[j]!;
    W[j] = smp.weight ?? 1;
    Y[j] = smp.outcome;
    for (let i = 0; i < K; i++) {
      const base = (j * K + i) * D;
      for (let d = 0; d < S; d++) X[base + d] = logp(smp.sources[d]![i]!);
      if (i > 0) X[base + S + i - 1] = 1;
    }
  }
  const score = new Float64Array(K);
  const scores = (t: readonly number[], j: number): number => {
    let max = -Infinity;
    for (let i = 0; i < K; i++) {
      const base = (j * K + i) * D;
      let v = 0;
      for (let d = 0; d < D; d++) v += t[d]! * X[base + d]!;
      score[i] = v;
      if (v > max) max = v;
    }
    let z = 0;
    for (let i = 0; i < K; i++) z += Math.exp(score[i]! - max);
    return max + Math.log(z);
  };
  const objective = (t: readonly number[]) => {
    let ll = 0;
    for (let j = 0; j < n; j++) {
      const lse = scores(t, j);
      ll += W[j]! * (score[Y[j]!]! - lse);
    }
    let pen = 0;
    for (let d = 0; d < D; d++) pen += (t[d]! - priorFull[d]!) ** 2;
    return ll - 0.5 * ridge * pen;
  };
  const p = new Float64Array(K);
  const xbar = new Float64Array(D);
  for (let it = 0; it < (options.maxIterations ?? 50); it++) {
    const g = new Array<number>(D).fill(0);
    const H = Array.from({ length: D }, () => new Array<number>(D).fill(0));
    let ll = 0;
    for (let j = 0; j < n; j++) {
      const w = W[j]!;
      const lse = scores(theta, j);
      ll += w * (score[Y[j]!]! - lse);
      for (let i = 0; i < K; i++) p[i] = Math.exp(score[i]! - lse);
      xbar.fill(0);
      for (let i = 0; i < K; i++) {
        const base = (j * K + i) * D;
        for (let d = 0; d < D; d++) xbar[d]! += p[i]! * X[base + d]!;
      }
      const yb = (j * K + Y[j]!) * D;
      for (let d = 0; d < D; d++) g[d]! += w * (X[yb + d]! - xbar[d]!);
      for (let i = 0; i < K; i++) {
        const base = (j * K + i) * D;
        const wp = w * p[i]!;
        for (let d = 0; d < D; d++) {
          const xd = X[base + d]! - xbar[d]!;
          if (xd === 0) continue;
          for (let e = d; e < D; e++) H[d]![e]! += wp * xd * (X[base + e]! - xbar[e]!);
        }
      }
    }
    let pen = 0;
    for (let d = 0; d < D; d++) {
      pen += (theta[d]! - priorFull[d]!) ** 2;
      g[d]! -= ridge * (theta[d]! - priorFull[d]!);
      H[d]![d]! += ridge;
      for (let e = 0; e < d; e++) H[d]![e] = H[e]![d]!;
    }
    const current = ll - 0.5 * ridge * pen;
    const step = solve(H, g);
    // Newton decrement: below this the fit cannot move the log likelihood measurably — done (the usual case
    // when warm-started from last month's fit).
    const decrement = step.reduce((a, x, d) => a + x * g[d]!, 0);
    if (decrement < 1e-10) {
      theta = theta.map((t, d) => t + step[d]!);
      break;
    }
    // Damped Newton: halve the step until the penalised likelihood does not fall.
    let scale = 1;
    let next = theta;
    for (let k = 0; k < 30; k++) {
      const cand = theta.map((t, d) => t + scale * step[d]!);
      if (objective(cand) >= current - 1e-12) {
        next = cand;
        break;
      }
      scale /= 2;
    }
    const moved = Math.max(...next.map((t, d) => Math.abs(t - theta[d]!)));
    theta = next;
    if (moved < 1e-7) break;
  }
  return { w: theta.slice(0, S), c: [0, ...theta.slice(S)] };
}
