// Market-implied expected goals: the (λ_home, λ_away) pair whose Dixon–Coles score matrix reproduces a
// match's de-vigged 1X2 probabilities. Applied to the closing odds of PAST matches, this turns the market's
// view of each team at the time into pseudo-observations of attack and defence (a "market-implied rating",
// cf. the rating-from-odds idea in Štrumbelj & Šikonja 2010, "Online bookmakers' odds as forecasts", IJF 26(3)).
import { poissonPmf } from "../probability";

/** P(home win) and P(away win) of a Dixon–Coles matrix with means e^x, e^y (matrix cut at 12 goals). */
function dcWinProbabilities(x: number, y: number, rho: number): [number, number] {
  const lh = Math.exp(x);
  const la = Math.exp(y);
  const max = 12;
  const ph = poissonPmf(lh, max);
  const pa = poissonPmf(la, max);
  let home = 0;
  let away = 0;
  let cumA = 0; // Σ_{a<h} pa[a]
  let cumH = 0; // Σ_{h<a} ph[h]
  for (let k = 0; k <= max; k++) {
    home += ph[k]! * cumA;
    away += pa[k]! * cumH;
    cumA += pa[k]!;
    cumH += ph[k]!;
  }
  // τ corrections: 1-0 cell × (1 + λ_away ρ), 0-1 cell × (1 + λ_home ρ).
  home += ph[1]! * pa[0]! * la * rho;
  away += ph[0]! * pa[1]! * lh * rho;
  return [home, away];
}

/**
 * Inverts de-vigged probabilities (pHome, pAway; the draw is the rest) to log expected goals (x, y) by
 * Newton's method with a finite-difference Jacobian. Returns null when it does not converge (e.g. a draw
 * probability no pair of means can produce).
 */
export function impliedLogGoals(pHome: number, pAway: number, rho: number): [number, number] | null {
  let x = Math.log(1.45);
  let y = Math.log(1.15);
  const eps = 1e-5;
  for (let it = 0; it < 30; it++) {
    const [h, a] = dcWinProbabilities(x, y, rho);
    const f0 = h - pHome;
    const f1 = a - pAway;
    if (Math.abs(f0) < 1e-9 && Math.abs(f1) < 1e-9) return [x, y];
    const [hx, ax] = dcWinProbabilities(x + eps, y, rho);
    const [hy, ay] = dcWinProbabilities(x, y + eps, rho);
    const j00 = (hx - h) / eps;
    const j01 = (hy - h) / eps;
    const j10 = (ax - a) / eps;
    const j11 = (ay - a) / eps;
    const det = j00 * j11 - j01 * j10;
    if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return null;
    let dx = (f0 * j11 - f1 * j01) / det;
    let dy = (j00 * f1 - j10 * f0) / det;
    const size = Math.max(Math.abs(dx), Math.abs(dy));
    if (size > 0.5) {
      dx *= 0.5 / size;
      dy *= 0.5 / size;
    }
    x -= dx;
    y -= dy;
    if (x < -3 || x > 2.5 || y < -3 || y > 2.5) return null;
  }
  return null;
}
