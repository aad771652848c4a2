// The penalised, time-weighted Poisson maximum likelihood behind the Dixon–Coles ratings: block-coordinate
// Newton steps (all attacks, then all defences, then home advantage and intercept together), then ρ.
import type { DixonColesParams } from "./params";

/** The weighted matches of one fit window (parallel arrays). */
export interface FitWindow {
  n: number;
  weight: Float64Array;
  home: Int32Array;
  away: Int32Array;
  homeGoals: Float64Array;
  awayGoals: Float64Array;
}

/** Parameters being fitted; updated in place. */
export interface PoissonRatings {
  attack: Float64Array;
  defence: Float64Array;
  home: number;
  intercept: number;
  rho: number;
}

/**
 * Fits `ratings` (starting from their current values) to the window, shrinking each team towards its prior
 * mean with sd `sigma`, the home advantage towards `homePrior` and ρ towards `rhoPrior`.
 */
export function fitPoissonRatings(
  window: FitWindow,
  prior: { attack: Float64Array; defence: Float64Array },
  ratings: PoissonRatings,
  P: DixonColesParams,
  sweeps: number,
): void {
  if (window.n === 0) return;
  for (let sweep = 0; sweep < sweeps; sweep++) {
    let maxStep = ratingBlock(window, ratings, prior.attack, "attack", P);
    maxStep = Math.max(maxStep, ratingBlock(window, ratings, prior.defence, "defence", P));
    // The likelihood only sees c + attack and c + defence: move the common shift of each block into the
    // intercept, where it costs no penalty (speeds up convergence along that flat direction).
    ratings.intercept += centre(ratings.attack, prior.attack) + centre(ratings.defence, prior.defence);
    maxStep = Math.max(maxStep, homeAndIntercept(window, ratings, P));
    if (maxStep < P.tolerance) break;
  }
  ratings.rho = fitRho(window, ratings, P);
}

/**
 * One Newton step for every team's attack (or defence) rating; returns the largest step. An attack rating
 * moves with the team's own goals (home row: the home side, away row: the away side); a defence rating
 * with the goals it concedes (home row: the away side, away row: the home side).
 */
function ratingBlock(
  window: FitWindow,
  r: PoissonRatings,
  prior: Float64Array,
  block: "attack" | "defence",
  P: DixonColesParams,
): number {
  const nTeams = prior.length;
  const g = new Float64Array(nTeams);
  const H = new Float64Array(nTeams);
  for (let k = 0; k < window.n; k++) {
    const h = window.home[k]!;
    const a = window.away[k]!;
    const lh = Math.exp(r.intercept + r.home + r.attack[h]! + r.defence[a]!);
    const la = Math.exp(r.intercept + r.attack[a]! + r.defence[h]!);
    const wk = window.weight[k]!;
    const homeRow = block === "attack" ? h : a;
    const awayRow = block === "attack" ? a : h;
    g[homeRow]! += wk * (window.homeGoals[k]! - lh);
    H[homeRow]! += wk * lh;
    g[awayRow]! += wk * (window.awayGoals[k]! - la);
    H[awayRow]! += wk * la;
  }
  const ratings = block === "attack" ? r.attack : r.defence;
  const inv2 = 1 / (P.sigma * P.sigma);
  let maxStep = 0;
  for (let t = 0; t < nTeams; t++) {
    const step = (g[t]! - (ratings[t]! - prior[t]!) * inv2) / (H[t]! + inv2);
    ratings[t]! += step;
    maxStep = Math.max(maxStep, Math.abs(step));
  }
  return maxStep;
}

/** A joint 2×2 Newton step for the home advantage and the intercept; returns the larger step. */
function homeAndIntercept(window: FitWindow, r: PoissonRatings, P: DixonColesParams): number {
  const invH = 1 / (P.homeSigma * P.homeSigma);
  let gh = 0;
  let gc = 0;
  let Hh = 0;
  let Hc = 0;
  for (let k = 0; k < window.n; k++) {
    const h = window.home[k]!;
    const a = window.away[k]!;
    const lh = Math.exp(r.intercept + r.home + r.attack[h]! + r.defence[a]!);
    const la = Math.exp(r.intercept + r.attack[a]! + r.defence[h]!);
    const wk = window.weight[k]!;
    gh += wk * (window.homeGoals[k]! - lh);
    Hh += wk * lh;
    gc += wk * (window.homeGoals[k]! - lh + window.awayGoals[k]! - la);
    Hc += wk * (lh + la);
  }
  gh -= (r.home - P.homePrior) * invH;
  Hh += invH;
  // Solve [[Hh, Hh0],[Hh0, Hc]] · [dh, dc] = [gh, gc] where the cross term is Σ w λh (= Hh without prior).
  const cross = Hh - invH;
  const det = Hh * Hc - cross * cross;
  const dh = (gh * Hc - gc * cross) / det;
  const dc = (Hh * gc - cross * gh) / det;
  r.home += dh;
  r.intercept += dc;
  return Math.max(Math.abs(dh), Math.abs(dc));
}

/** ρ: a few Newton steps on the weighted τ log-likelihood with its prior, clamped to ±0.3. */
function fitRho(window: FitWindow, r: PoissonRatings, P: DixonColesParams): number {
  const invR = 1 / (P.rhoSigma * P.rhoSigma);
  let rho = r.rho;
  for (let it = 0; it < 5; it++) {
    let gr = -(rho - P.rhoPrior) * invR;
    let hr = invR;
    for (let k = 0; k < window.n; k++) {
      const x = window.homeGoals[k]!;
      const y = window.awayGoals[k]!;
      if (x > 1 || y > 1) continue;
      const lh = Math.exp(r.intercept + r.home + r.attack[window.home[k]!]! + r.defence[window.away[k]!]!);
      const la = Math.exp(r.intercept + r.attack[window.away[k]!]! + r.defence[window.home[k]!]!);
      let d: number;
      if (x === 0 && y === 0) d = (-lh * la) / (1 - lh * la * rho);
      else if (x === 0 && y === 1) d = lh / (1 + lh * rho);
      else if (x === 1 && y === 0) d = la / (1 + la * rho);
      else d = -1 / (1 - rho);
      gr += window.weight[k]! * d;
      hr += window.weight[k]! * d * d;
    }
    const step = gr / hr;
    rho += step;
    if (Math.abs(step) < 1e-7) break;
  }
  return Math.max(-0.3, Math.min(0.3, rho));
}

/** Subtracts the mean deviation from the prior from every rating; returns the shift (to add to the intercept). */
function centre(ratings: Float64Array, prior: Float64Array): number {
  const n = ratings.length;
  if (n === 0) return 0;
  let d = 0;
  for (let t = 0; t < n; t++) d += ratings[t]! - prior[t]!;
  d /= n;
  for (let t = 0; t < n; t++) ratings[t]! -= d;
  return d;
}
