// Small dense linear algebra for rating regressions (tens of teams): weighted ridge least squares solved
// through the normal equations by Cholesky decomposition.

/** Solves A x = b for a symmetric positive-definite A (n×n, row-major Float64Array). Returns null if not SPD. */
export function choleskySolve(A: Float64Array, b: Float64Array, n: number): Float64Array | null {
  const L = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = A[i * n + j]!;
      for (let k = 0; k < j; k++) s -= L[i * n + k]! * L[j * n + k]!;
      if (i === j) {
        if (s <= 0) return null;
        L[i * n + i] = Math.sqrt(s);
      } else L[i * n + j] = s / L[j * n + j]!;
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= L[i * n + k]! * y[k]!;
    y[i] = s / L[i * n + i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < n; k++) s -= L[k * n + i]! * x[k]!;
    x[i] = s / L[i * n + i]!;
  }
  return x;
}

/**
 * Ratings from pairwise observations y ≈ r_home − r_away + h·[not neutral] (sign = −1) or
 * y ≈ c + r_home + r_away (sign = +1, e.g. totals), weighted, with a ridge penalty `ridge`·Σ r² on the
 * team terms and a weak one on h / c. Returns team ratings and the extra term (h or c).
 */
export function pairwiseRidge(
  nTeams: number,
  obs: ReadonlyArray<{ home: number; away: number; y: number; w: number; neutral?: boolean }>,
  sign: 1 | -1,
  ridge: number,
  extraPrior = 0,
  extraRidge = 1e-3,
): { ratings: Float64Array; extra: number } | null {
  const n = nTeams + 1;
  const A = new Float64Array(n * n);
  const b = new Float64Array(n);
  const e = nTeams;
  for (const o of obs) {
    const h = o.home;
    const a = o.away;
    const w = o.w;
    const xe = sign === -1 ? (o.neutral ? 0 : 1) : 1;
    // x: +1 at h, sign at a, xe at e.
    A[h * n + h]! += w;
    A[a * n + a]! += w;
    A[h * n + a]! += w * sign;
    A[a * n + h]! += w * sign;
    if (xe !== 0) {
      A[e * n + e]! += w * xe * xe;
      A[h * n + e]! += w * xe;
      A[e * n + h]! += w * xe;
      A[a * n + e]! += w * xe * sign;
      A[e * n + a]! += w * xe * sign;
      b[e]! += w * xe * o.y;
    }
    b[h]! += w * o.y;
    b[a]! += w * o.y * sign;
  }
  for (let t = 0; t < nTeams; t++) A[t * n + t]! += ridge;
  A[e * n + e]! += extraRidge;
  b[e]! += extraRidge * extraPrior;
  const x = choleskySolve(A, b, n);
  if (!x) return null;
  return { ratings: x.subarray(0, nTeams), extra: x[e]! };
}
