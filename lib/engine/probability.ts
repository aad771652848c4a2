// Probability helpers shared by the models: Poisson and score matrices (with the Dixon–Coles low-score
// correction), the normal distribution, and discretised margin distributions for two-way sports.

/** Poisson probabilities P(X = 0..maxK) for mean `lambda`. */
export function poissonPmf(lambda: number, maxK: number): Float64Array {
  const out = new Float64Array(maxK + 1);
  let p = Math.exp(-lambda);
  out[0] = p;
  for (let k = 1; k <= maxK; k++) {
    p *= lambda / k;
    out[k] = p;
  }
  return out;
}

/**
 * Dixon & Coles (1997) low-score dependence factor τ(x, y) for rho. It only touches the 0-0, 1-0, 0-1
 * and 1-1 cells: a negative rho lifts 0-0 and 1-1 (draws) and lowers 1-0 and 0-1.
 */
function dixonColesTau(x: number, y: number, lambdaHome: number, lambdaAway: number, rho: number): number {
  if (x === 0 && y === 0) return 1 - lambdaHome * lambdaAway * rho;
  if (x === 0 && y === 1) return 1 + lambdaHome * rho;
  if (x === 1 && y === 0) return 1 + lambdaAway * rho;
  if (x === 1 && y === 1) return 1 - rho;
  return 1;
}

/** A matrix of exact-score probabilities: `p[h][a]` = P(home scores h, away scores a). Rows and columns 0..max. */
export interface ScoreMatrix {
  max: number;
  p: Float64Array[];
}

/**
 * Independent-Poisson score matrix, optionally with the Dixon–Coles τ correction, truncated at `maxGoals`
 * and renormalised so the cells sum to 1 (the tail beyond 10 goals is < 1e-6 for realistic means).
 */
export function scoreMatrix(lambdaHome: number, lambdaAway: number, rho = 0, maxGoals = 10): ScoreMatrix {
  const ph = poissonPmf(lambdaHome, maxGoals);
  const pa = poissonPmf(lambdaAway, maxGoals);
  const p: Float64Array[] = [];
  let total = 0;
  for (let h = 0; h <= maxGoals; h++) {
    const row = new Float64Array(maxGoals + 1);
    for (let a = 0; a <= maxGoals; a++) {
      const tau = h <= 1 && a <= 1 ? dixonColesTau(h, a, lambdaHome, lambdaAway, rho) : 1;
      const v = Math.max(0, ph[h]! * pa[a]! * tau);
      row[a] = v;
      total += v;
    }
    p.push(row);
  }
  for (const row of p) for (let a = 0; a <= maxGoals; a++) row[a]! /= total;
  return { max: maxGoals, p };
}

/** Home win, draw and away win probabilities of a score matrix. */
export function matrixOutcome(m: ScoreMatrix): { home: number; draw: number; away: number } {
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let h = 0; h <= m.max; h++) {
    const row = m.p[h]!;
    for (let a = 0; a <= m.max; a++) {
      if (h > a) home += row[a]!;
      else if (h === a) draw += row[a]!;
      else away += row[a]!;
    }
  }
  return { home, draw, away };
}

/** Distribution of the home goal margin (home − away) from a score matrix, as a map margin → probability. */
export function matrixMarginDistribution(m: ScoreMatrix): Map<number, number> {
  const out = new Map<number, number>();
  for (let h = 0; h <= m.max; h++) {
    for (let a = 0; a <= m.max; a++) {
      const d = h - a;
      out.set(d, (out.get(d) ?? 0) + m.p[h]![a]!);
    }
  }
  return out;
}

/** Distribution of the total goals from a score matrix, as a map total → probability. */
export function matrixTotalDistribution(m: ScoreMatrix): Map<number, number> {
  const out = new Map<number, number>();
  for (let h = 0; h <= m.max; h++) {
    for (let a = 0; a <= m.max; a++) {
      const t = h + a;
      out.set(t, (out.get(t) ?? 0) + m.p[h]![a]!);
    }
  }
  return out;
}

/**
 * erf(x) to ~1e-15: Maclaurin series for |x| < 2.5, Lentz continued fraction for erfc beyond
 * (Abramowitz & Stegun 7.1.5 and 7.1.14).
 */
export function erf(x: number): number {
  if (x < 0) return -erf(-x);
  if (x < 2.5) {
    // erf(x) = 2/√π Σ (−1)^n x^(2n+1) / (n! (2n+1))
    let term = x;
    let sum = x;
    const x2 = x * x;
    for (let n = 1; n < 200; n++) {
      term *= -x2 / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
    }
    return (2 / Math.sqrt(Math.PI)) * sum;
  }
  return 1 - erfcLarge(x);
}

/** erfc(x) for x ≥ 2.5 by the continued fraction erfc(x) = e^{−x²}/√π · 1/(x + 1/2/(x + 1/(x + 3/2/(x + …)))). */
function erfcLarge(x: number): number {
  // Modified Lentz on K = x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + …))))
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 300; n++) {
    const an = n / 2;
    d = x + an * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = x + an / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}

/** Standard normal cumulative distribution Φ(z). */
export function normalCdf(z: number, mean = 0, sd = 1): number {
  const x = (z - mean) / (sd * Math.SQRT2);
  if (x < -2.5) return 0.5 * erfcLarge(-x);
  if (x > 2.5) return 1 - 0.5 * erfcLarge(x);
  return 0.5 * (1 + erf(x));
}

/**
 * Inverse of the standard normal CDF, Φ⁻¹(p) for 0 < p < 1: Acklam's rational approximation (relative error
 * below 1.2e-9) polished by one Halley step on normalCdf, so normalCdf(normalQuantile(p)) ≈ p to ~1e-15.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile needs 0 < p < 1, got ${p}`);
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  let x: number;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  } else if (p <= 1 - low) {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
      (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  const e = normalCdf(x) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

/**
 * Integer-valued distribution from a normal N(mean, sd²) by continuity correction:
 * P(K = k) = Φ(k + ½) − Φ(k − ½) for k in [lo, hi], tails folded into the ends.
 * With `noTies` (basketball, baseball: a game always has a winner) the mass at 0 is split evenly to
 * ±1 (overtime / extra innings decide by a small margin).
 */
export function discretisedNormal(mean: number, sd: number, noTies = false, width = 8): Map<number, number> {
  const lo = Math.floor(mean - width * sd);
  const hi = Math.ceil(mean + width * sd);
  const out = new Map<number, number>();
  for (let k = lo; k <= hi; k++) {
    const upper = k === hi ? 1 : normalCdf(k + 0.5, mean, sd);
    const lower = k === lo ? 0 : normalCdf(k - 0.5, mean, sd);
    out.set(k, upper - lower);
  }
  if (noTies && out.has(0)) {
    const z = out.get(0)!;
    out.set(0, 0);
    out.set(1, (out.get(1) ?? 0) + z / 2);
    out.set(-1, (out.get(-1) ?? 0) + z / 2);
    out.delete(0);
  }
  return out;
}
