// Market-implied team ratings: past closing 1X2 prices, inverted to expected goals
// (football/market-implied.ts), fitted to attack/defence/home/intercept by time-decayed ridge least squares.
import { choleskySolve } from "../ratings/linear";
import { lowerBound } from "../sorted";
import type { MarketFit, MarketHistory } from "./params";

/**
 * Weighted ridge least squares of the market-implied log expected goals of past matches,
 *   x = c + h + attack_home + defence_away,   y = c + attack_away + defence_home,
 * solved exactly through the normal equations (2·teams + 2 unknowns).
 */
export function solveMarketRatings(state: MarketHistory, day: number, newSeason: boolean): MarketFit | null {
  const P = state.params;
  const nTeams = state.teamNames.length;
  const forecastSeason = newSeason ? state.seasonCount : state.currentSeason;
  const prevSeason = forecastSeason - 1;
  let end = state.day.length;
  while (end > 0 && state.day[end - 1]! >= day) end--;
  const start = lowerBound(state.day, day - P.marketMaxAgeDays, end);
  const n = 2 * nTeams + 2;
  const H = 2 * nTeams;
  const C = 2 * nTeams + 1;
  const A = new Float64Array(n * n);
  const b = new Float64Array(n);
  const teamWeight = new Float64Array(nTeams);
  let rows = 0;
  const add = (i: number, j: number, v: number) => {
    A[i * n + j]! += v;
  };
  for (let j = start; j < end; j++) {
    const x = state.mx[j]!;
    if (Number.isNaN(x)) continue;
    const y = state.my[j]!;
    rows++;
    const seasonsBack = forecastSeason - state.season[j]!;
    let w: number;
    if (P.marketCarry > 0 && seasonsBack > 0) {
      // An earlier season enters as a whole (its final weeks, distorted by teams with nothing left to play
      // for, do not dominate), carried over at a discount and fading with the current season's age.
      const seasonStart = newSeason ? day : (state.seasonFirst[forecastSeason] ?? day);
      w =
        Math.pow(P.marketCarry, seasonsBack) *
        Math.exp(-P.marketXi * (day - seasonStart)) *
        Math.exp(-P.marketPrevXi * (state.seasonLast[state.season[j]!]! - state.day[j]!));
    } else w = Math.exp(-P.marketXi * (day - state.day[j]!));
    const h = state.home[j]!;
    const a = state.away[j]!;
    teamWeight[h]! += w;
    teamWeight[a]! += w;
    // Row 1: attack_h (h), defence_a (nTeams + a), home (H), intercept (C) → x.
    const r1 = [h, nTeams + a, H, C];
    // Row 2: attack_a (a), defence_h (nTeams + h), intercept (C) → y.
    const r2 = [a, nTeams + h, C];
    for (const p of r1) {
      b[p]! += w * x;
      for (const q of r1) add(p, q, w);
    }
    for (const p of r2) {
      b[p]! += w * y;
      for (const q of r2) add(p, q, w);
    }
  }
  if (rows === 0) return null;
  // Ridge prior: λ_s on the supremacy direction (attack − defence) and λ_t on the goals direction
  // (attack + defence) of each team, around its prior mean (promoted or league average).
  const ls = P.marketRidge;
  const lt = P.marketTotalRidge;
  for (let t = 0; t < nTeams; t++) {
    const promoted = prevSeason >= 0 && !state.teamSeasons[t]!.has(prevSeason);
    const pa = promoted ? P.promotedAttack : 0;
    const pd = promoted ? P.promotedDefence : 0;
    const ia = t;
    const id = nTeams + t;
    add(ia, ia, ls + lt);
    add(id, id, ls + lt);
    add(ia, id, lt - ls);
    add(id, ia, lt - ls);
    b[ia]! += (ls + lt) * pa + (lt - ls) * pd;
    b[id]! += (lt - ls) * pa + (ls + lt) * pd;
  }
  add(H, H, 0.1);
  b[H]! += 0.1 * P.homePrior;
  add(C, C, 1e-6);
  const sol = choleskySolve(A, b, n);
  if (!sol) return null;
  return {
    intercept: sol[C]!,
    home: sol[H]!,
    attack: sol.slice(0, nTeams),
    defence: sol.slice(nTeams, 2 * nTeams),
    teamWeight,
  };
}
