// Dixon–Coles goals model with exponential time decay, fitted per league.
//
// Model (Dixon & Coles 1997, "Modelling association football scores and inefficiencies in the football
// betting market", JRSS C 46(2)): home goals ~ Poisson(λ), away goals ~ Poisson(μ) with
//   log λ = c + h_L + attack_home + defence_away,   log μ = c + attack_away + defence_home
// (a higher `defence` = concedes more), joined by the τ low-score correction with parameter ρ. Matches are
// weighted by exp(−ξ·age in days) (their "pseudo-likelihood" time weighting; ξ ≈ 0.0019/day ≈ 0.0065 per
// half-week in the paper). Additions that make it more robust on real leagues:
//  - ratings carry a Gaussian (ridge) prior: established teams shrink towards the league average,
//    newly promoted teams towards a "promoted team" level (they arrive without top-flight history);
//  - matches of earlier seasons are discounted once more at each season boundary (squads change in summer);
//  - the home advantage h_L is the league's own (2020-21 played behind closed doors shows why), fitted from
//    the same time-weighted matches.
// Fitting is a penalised weighted Poisson maximum likelihood by block-coordinate Newton steps (all attacks,
// then all defences, then home and intercept), followed by a one-dimensional Newton step for ρ. Warm starts
// from the previous fit make the per-matchday refit of the walk-forward cheap.
import { removeMargin, type MarginMethod } from "../odds";
import { dixonColesTau } from "../probability";
import { choleskySolve } from "../ratings/linear";
import { impliedLogGoals } from "./market-implied";
import type { MatchRecord } from "../types";

export interface DixonColesParams {
  /** Time decay per day (weight = exp(−ξ · age)). */
  xi: number;
  /** Matches older than this are ignored (their weight is tiny anyway). */
  maxAgeDays: number;
  /** Extra weight factor per season boundary between a match and the forecast season. */
  seasonDiscount: number;
  /** Prior standard deviation of attack and defence ratings (log scale). */
  sigma: number;
  /** Prior mean of a newly promoted team's attack and defence (log scale). */
  promotedAttack: number;
  promotedDefence: number;
  /** Prior mean and sd of ρ. */
  rhoPrior: number;
  rhoSigma: number;
  /** Prior mean / sd of the home advantage (log scale) when a league has little history. */
  homePrior: number;
  homeSigma: number;
  /** A gap without matches longer than this starts a new season when records carry no `season`. */
  seasonGapDays: number;
  /** Market-implied ratings (from past closing odds): time decay per day, ridge pseudo-weight, season discount. */
  marketXi: number;
  marketMaxAgeDays: number;
  marketRidge: number;
  /** Extra ridge on each team's goals direction (attack + defence) in the market-implied fit. */
  marketTotalRidge: number;
  /**
   * Earlier seasons in the market-implied fit: weight carry^(seasons back) · e^(−ξ · days into the current
   * season) · e^(−prevXi · days before that season's end); carry 0 = plain calendar decay instead.
   */
  marketCarry: number;
  marketPrevXi: number;
  /** Share of a team's earlier result residuals kept at each new match (0 = only the last match). */
  residualDecay: number;
  /** How the bookmaker margin is removed from past odds before they are inverted. */
  marketDevig: MarginMethod;
  /** ρ used to invert past odds into expected goals. */
  marketRho: number;
  /** Convergence: max block sweeps per warm-started fit (ten times more from a cold start) and tolerance on the largest parameter step. */
  maxSweeps: number;
  tolerance: number;
}

export const DEFAULT_DIXON_COLES: DixonColesParams = {
  xi: 0.0019,
  maxAgeDays: 1500,
  seasonDiscount: 1,
  sigma: 0.3,
  promotedAttack: -0.2,
  promotedDefence: 0.15,
  rhoPrior: -0.05,
  rhoSigma: 0.02,
  homePrior: 0.25,
  homeSigma: 0.2,
  seasonGapDays: 60,
  marketXi: 0.04,
  marketMaxAgeDays: 300,
  marketRidge: 0.02,
  marketTotalRidge: 0.02,
  marketCarry: 0,
  marketPrevXi: 0.005,
  marketRho: -0.05,
  marketDevig: "shin",
  residualDecay: 0,
  maxSweeps: 10,
  tolerance: 1e-4,
};

export interface LeagueFit {
  /** Intercept (log goals of an average team away from home). */
  intercept: number;
  home: number;
  rho: number;
  attack: Float64Array;
  defence: Float64Array;
  /** Prior means used for each team in this fit (promoted or established). */
  priorAttack: Float64Array;
  priorDefence: Float64Array;
  /** Sum of match weights per team in the fit (how much the team's ratings rest on data). */
  teamWeight: Float64Array;
}

/** Market-implied ratings on the log expected-goals scale (same parametrisation as LeagueFit). */
export interface MarketFit {
  intercept: number;
  home: number;
  attack: Float64Array;
  defence: Float64Array;
  teamWeight: Float64Array;
}

/** Per-league history and the warm-started fit state. */
export class LeagueState {
  readonly teams = new Map<string, number>();
  readonly teamNames: string[] = [];
  /** Season indices each team played in. */
  readonly teamSeasons: Set<number>[] = [];
  readonly day: number[] = [];
  readonly season: number[] = [];
  readonly home: number[] = [];
  readonly away: number[] = [];
  readonly hg: number[] = [];
  readonly ag: number[] = [];
  /** Market-implied log expected goals of each match (NaN when it had no usable odds). */
  readonly mx: number[] = [];
  readonly my: number[] = [];
  /** Per team: exponentially weighted goals minus market-implied expected goals (for, against) since its odds. */
  readonly residFor: number[] = [];
  readonly residAgainst: number[] = [];
  /** Per team: matches in this league, ever. */
  readonly teamTotal: number[] = [];
  /** Per season: matches, and the teams that played. */
  readonly seasonMatches: number[] = [];
  readonly seasonTeams: Set<number>[] = [];
  /** First and last match day of each season. */
  readonly seasonFirst: number[] = [];
  readonly seasonLast: number[] = [];
  /** Per team: day of its latest match and matches played in the current season. */
  readonly teamLastDay: number[] = [];
  readonly teamSeasonGames: number[] = [];
  private marketCache: { key: string; fit: MarketFit | null } | null = null;
  private readonly seasonLabels = new Map<string, number>();
  lastSeasonLabel: string | undefined;
  seasonCount = 0;
  private fitCache: { key: string; fit: LeagueFit } | null = null;
  private warm: { attack: number[]; defence: number[]; home: number; intercept: number; rho: number; day: number } | null = null;

  constructor(readonly params: DixonColesParams) {}

  teamIndex(name: string): number {
    let i = this.teams.get(name);
    if (i === undefined) {
      i = this.teamNames.length;
      this.teams.set(name, i);
      this.teamNames.push(name);
      this.teamSeasons.push(new Set());
      this.residFor.push(0);
      this.residAgainst.push(0);
      this.teamLastDay.push(-Infinity);
      this.teamTotal.push(0);
      this.teamSeasonGames.push(0);
    }
    return i;
  }

  get lastDay(): number {
    return this.day.length > 0 ? this.day[this.day.length - 1]! : -Infinity;
  }

  get currentSeason(): number {
    return this.seasonCount - 1;
  }

  add(m: MatchRecord, day: number): void {
    let s: number;
    if (m.season !== undefined && m.season !== "") {
      const known = this.seasonLabels.get(m.season);
      if (known === undefined) {
        s = this.seasonCount++;
        this.seasonLabels.set(m.season, s);
      } else s = known;
      this.lastSeasonLabel = m.season;
    } else {
      s = this.seasonCount === 0 || day - this.lastDay > this.params.seasonGapDays ? this.seasonCount++ : this.seasonCount - 1;
    }
    const h = this.teamIndex(m.homeTeam);
    const a = this.teamIndex(m.awayTeam);
    while (this.seasonMatches.length <= s) {
      this.seasonMatches.push(0);
      this.seasonTeams.push(new Set());
    }
    this.seasonMatches[s]!++;
    if (this.seasonFirst[s] === undefined || day < this.seasonFirst[s]!) this.seasonFirst[s] = day;
    if (this.seasonLast[s] === undefined || day > this.seasonLast[s]!) this.seasonLast[s] = day;
    for (const t of [h, a]) {
      this.teamTotal[t]!++;
      this.seasonTeams[s]!.add(t);
      if (!this.teamSeasons[t]!.has(s)) this.teamSeasonGames[t] = 0;
      this.teamSeasons[t]!.add(s);
      this.teamSeasonGames[t]!++;
      this.teamLastDay[t] = day;
    }
    this.day.push(day);
    this.season.push(s);
    this.home.push(h);
    this.away.push(a);
    this.hg.push(m.homeScore);
    this.ag.push(m.awayScore);
    let implied: [number, number] | null = null;
    const o = m.closingOdds;
    if (o && o.draw !== undefined && o.home > 1 && o.draw > 1 && o.away > 1) {
      const [ph, , pa] = removeMargin([o.home, o.draw, o.away], this.params.marketDevig);
      implied = impliedLogGoals(ph!, pa!, this.params.marketRho);
    }
    this.mx.push(implied ? implied[0] : Number.NaN);
    this.my.push(implied ? implied[1] : Number.NaN);
    if (implied) {
      const d = this.params.residualDecay;
      const eh = Math.exp(implied[0]);
      const ea = Math.exp(implied[1]);
      this.residFor[h] = d * this.residFor[h]! + (m.homeScore - eh);
      this.residAgainst[h] = d * this.residAgainst[h]! + (m.awayScore - ea);
      this.residFor[a] = d * this.residFor[a]! + (m.awayScore - ea);
      this.residAgainst[a] = d * this.residAgainst[a]! + (m.homeScore - eh);
    }
  }

  /** Market-implied ratings for forecasts on `day` (null when the window holds no odds). */
  marketFit(day: number, newSeason: boolean): MarketFit | null {
    const key = `${day}|${newSeason ? 1 : 0}|${this.day.length}`;
    if (this.marketCache?.key === key) return this.marketCache.fit;
    const fit = this.solveMarket(day, newSeason);
    this.marketCache = { key, fit };
    return fit;
  }

  /**
   * Weighted ridge least squares of the market-implied log expected goals of past matches,
   *   x = c + h + attack_home + defence_away,   y = c + attack_away + defence_home,
   * solved exactly through the normal equations (2·teams + 2 unknowns).
   */
  private solveMarket(day: number, newSeason: boolean): MarketFit | null {
    const P = this.params;
    const nTeams = this.teamNames.length;
    const forecastSeason = newSeason ? this.seasonCount : this.currentSeason;
    const prevSeason = forecastSeason - 1;
    let end = this.day.length;
    while (end > 0 && this.day[end - 1]! >= day) end--;
    const start = lowerBound(this.day, day - P.marketMaxAgeDays, end);
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
      const x = this.mx[j]!;
      if (Number.isNaN(x)) continue;
      const y = this.my[j]!;
      rows++;
      const seasonsBack = forecastSeason - this.season[j]!;
      let w: number;
      if (P.marketCarry > 0 && seasonsBack > 0) {
        // An earlier season enters as a whole (its final weeks, distorted by teams with nothing left to play
        // for, do not dominate), carried over at a discount and fading with the current season's age.
        const seasonStart = newSeason ? day : (this.seasonFirst[forecastSeason] ?? day);
        w =
          Math.pow(P.marketCarry, seasonsBack) *
          Math.exp(-P.marketXi * (day - seasonStart)) *
          Math.exp(-P.marketPrevXi * (this.seasonLast[this.season[j]!]! - this.day[j]!));
      } else w = Math.exp(-P.marketXi * (day - this.day[j]!));
      const h = this.home[j]!;
      const a = this.away[j]!;
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
      const promoted = prevSeason >= 0 && !this.teamSeasons[t]!.has(prevSeason);
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

  /**
   * A round-robin league (each team played ≥ 20 matches in the season before the forecast season), where a
   * team without history is a promoted side and its prior is meaningful. Cups and European competitions are
   * not: there a team needs its own matches before it is forecast.
   */
  isDomestic(newSeason: boolean): boolean {
    const prev = (newSeason ? this.seasonCount : this.currentSeason) - 1;
    if (prev < 0) return false;
    const teams = this.seasonTeams[prev]?.size ?? 0;
    return teams > 0 && (2 * this.seasonMatches[prev]!) / teams >= 20;
  }

  /** Whether a fixture on `day` (with its season label, when known) opens a new season. */
  isNewSeason(day: number, seasonLabel: string | undefined): boolean {
    if (this.seasonCount === 0) return false;
    if (seasonLabel !== undefined && seasonLabel !== "" && this.lastSeasonLabel !== undefined) {
      return seasonLabel !== this.lastSeasonLabel;
    }
    return day - this.lastDay > this.params.seasonGapDays;
  }

  /** The fit for forecasts on `day`; cached per (day, season, data size). */
  fit(day: number, newSeason: boolean): LeagueFit {
    const key = `${day}|${newSeason ? 1 : 0}|${this.day.length}`;
    if (this.fitCache?.key === key) return this.fitCache.fit;
    const fit = this.solve(day, newSeason);
    this.fitCache = { key, fit };
    return fit;
  }

  private solve(day: number, newSeason: boolean): LeagueFit {
    const P = this.params;
    const nTeams = this.teamNames.length;
    const forecastSeason = newSeason ? this.seasonCount : this.currentSeason;
    const prevSeason = forecastSeason - 1;

    // Window of matches strictly before `day` and not older than maxAgeDays.
    let end = this.day.length;
    while (end > 0 && this.day[end - 1]! >= day) end--;
    let start = lowerBound(this.day, day - P.maxAgeDays, end);

    const n = end - start;
    const w = new Float64Array(n);
    const hi = new Int32Array(n);
    const ai = new Int32Array(n);
    const hgs = new Float64Array(n);
    const ags = new Float64Array(n);
    const teamWeight = new Float64Array(nTeams);
    for (let k = 0; k < n; k++) {
      const j = start + k;
      const seasonsBack = forecastSeason - this.season[j]!;
      let wt = Math.exp(-P.xi * (day - this.day[j]!));
      if (P.seasonDiscount !== 1 && seasonsBack > 0) wt *= Math.pow(P.seasonDiscount, seasonsBack);
      w[k] = wt;
      hi[k] = this.home[j]!;
      ai[k] = this.away[j]!;
      hgs[k] = this.hg[j]!;
      ags[k] = this.ag[j]!;
      teamWeight[hi[k]!]! += wt;
      teamWeight[ai[k]!]! += wt;
    }
    start = 0;

    // Prior means: a team that did not play the previous season arrives as "promoted".
    const priorAttack = new Float64Array(nTeams);
    const priorDefence = new Float64Array(nTeams);
    if (prevSeason >= 0) {
      for (let t = 0; t < nTeams; t++) {
        if (!this.teamSeasons[t]!.has(prevSeason)) {
          priorAttack[t] = P.promotedAttack;
          priorDefence[t] = P.promotedDefence;
        }
      }
    }

    const attack = new Float64Array(nTeams);
    const defence = new Float64Array(nTeams);
    let home = P.homePrior;
    let intercept = 0.1;
    let rho = P.rhoPrior;
    if (this.warm) {
      for (let t = 0; t < nTeams; t++) {
        attack[t] = this.warm.attack[t] ?? priorAttack[t]!;
        defence[t] = this.warm.defence[t] ?? priorDefence[t]!;
      }
      home = this.warm.home;
      intercept = this.warm.intercept;
      rho = this.warm.rho;
    } else {
      attack.set(priorAttack);
      defence.set(priorDefence);
    }

    if (n > 0) {
      const inv2 = 1 / (P.sigma * P.sigma);
      const invH = 1 / (P.homeSigma * P.homeSigma);
      const g = new Float64Array(nTeams);
      const H = new Float64Array(nTeams);
      // A warm start from a recent fit converges in a few sweeps; an old or missing one gets ten times more.
      const sweeps = this.warm && day - this.warm.day <= 30 ? P.maxSweeps : P.maxSweeps * 10;
      for (let sweep = 0; sweep < sweeps; sweep++) {
        let maxStep = 0;
        // Attack block.
        g.fill(0);
        H.fill(0);
        for (let k = 0; k < n; k++) {
          const h = hi[k]!;
          const a = ai[k]!;
          const lh = Math.exp(intercept + home + attack[h]! + defence[a]!);
          const la = Math.exp(intercept + attack[a]! + defence[h]!);
          const wk = w[k]!;
          g[h]! += wk * (hgs[k]! - lh);
          H[h]! += wk * lh;
          g[a]! += wk * (ags[k]! - la);
          H[a]! += wk * la;
        }
        for (let t = 0; t < nTeams; t++) {
          const step = (g[t]! - (attack[t]! - priorAttack[t]!) * inv2) / (H[t]! + inv2);
          attack[t]! += step;
          maxStep = Math.max(maxStep, Math.abs(step));
        }
        // Defence block.
        g.fill(0);
        H.fill(0);
        for (let k = 0; k < n; k++) {
          const h = hi[k]!;
          const a = ai[k]!;
          const lh = Math.exp(intercept + home + attack[h]! + defence[a]!);
          const la = Math.exp(intercept + attack[a]! + defence[h]!);
          const wk = w[k]!;
          g[a]! += wk * (hgs[k]! - lh);
          H[a]! += wk * lh;
          g[h]! += wk * (ags[k]! - la);
          H[h]! += wk * la;
        }
        for (let t = 0; t < nTeams; t++) {
          const step = (g[t]! - (defence[t]! - priorDefence[t]!) * inv2) / (H[t]! + inv2);
          defence[t]! += step;
          maxStep = Math.max(maxStep, Math.abs(step));
        }
        // The likelihood only sees c + attack and c + defence: move the common shift of each block into the
        // intercept, where it costs no penalty (speeds up convergence along that flat direction).
        intercept += centre(attack, priorAttack) + centre(defence, priorDefence);
        // Home advantage and intercept (2×2 Newton).
        let gh = 0;
        let gc = 0;
        let Hh = 0;
        let Hc = 0;
        for (let k = 0; k < n; k++) {
          const h = hi[k]!;
          const a = ai[k]!;
          const lh = Math.exp(intercept + home + attack[h]! + defence[a]!);
          const la = Math.exp(intercept + attack[a]! + defence[h]!);
          const wk = w[k]!;
          gh += wk * (hgs[k]! - lh);
          Hh += wk * lh;
          gc += wk * (hgs[k]! - lh + ags[k]! - la);
          Hc += wk * (lh + la);
        }
        gh -= (home - P.homePrior) * invH;
        Hh += invH;
        // Solve [[Hh, Hh0],[Hh0, Hc]] · [dh, dc] = [gh, gc] where the cross term is Σ w λh (= Hh without prior).
        const cross = Hh - invH;
        const det = Hh * Hc - cross * cross;
        const dh = (gh * Hc - gc * cross) / det;
        const dc = (Hh * gc - cross * gh) / det;
        home += dh;
        intercept += dc;
        maxStep = Math.max(maxStep, Math.abs(dh), Math.abs(dc));
        if (maxStep < P.tolerance) break;
      }
      // ρ: a few Newton steps on the weighted τ log-likelihood with its prior.
      const invR = 1 / (P.rhoSigma * P.rhoSigma);
      for (let it = 0; it < 5; it++) {
        let gr = -(rho - P.rhoPrior) * invR;
        let hr = invR;
        for (let k = 0; k < n; k++) {
          const x = hgs[k]!;
          const y = ags[k]!;
          if (x > 1 || y > 1) continue;
          const lh = Math.exp(intercept + home + attack[hi[k]!]! + defence[ai[k]!]!);
          const la = Math.exp(intercept + attack[ai[k]!]! + defence[hi[k]!]!);
          let d: number;
          if (x === 0 && y === 0) d = -lh * la / (1 - lh * la * rho);
          else if (x === 0 && y === 1) d = lh / (1 + lh * rho);
          else if (x === 1 && y === 0) d = la / (1 + la * rho);
          else d = -1 / (1 - rho);
          gr += w[k]! * d;
          hr += w[k]! * d * d;
        }
        const step = gr / hr;
        rho += step;
        if (Math.abs(step) < 1e-7) break;
      }
      rho = Math.max(-0.3, Math.min(0.3, rho));
    }

    this.warm = { attack: Array.from(attack), defence: Array.from(defence), home, intercept, rho, day };
    return { intercept, home, rho, attack, defence, priorAttack, priorDefence, teamWeight };
  }
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

function lowerBound(arr: readonly number[], value: number, end: number): number {
  let lo = 0;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (arr[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Expected goals (home, away) of a fixture under a league fit; unknown teams take their prior mean. */
export function expectedGoals(
  fit: LeagueFit,
  homeIdx: number | undefined,
  awayIdx: number | undefined,
  neutral: boolean,
  promoted: { attack: number; defence: number },
): { home: number; away: number; ratings: { ha: number; hd: number; aa: number; ad: number } } {
  const ha = homeIdx !== undefined && homeIdx < fit.attack.length ? fit.attack[homeIdx]! : promoted.attack;
  const hd = homeIdx !== undefined && homeIdx < fit.defence.length ? fit.defence[homeIdx]! : promoted.defence;
  const aa = awayIdx !== undefined && awayIdx < fit.attack.length ? fit.attack[awayIdx]! : promoted.attack;
  const ad = awayIdx !== undefined && awayIdx < fit.defence.length ? fit.defence[awayIdx]! : promoted.defence;
  const homeAdv = neutral ? 0 : fit.home;
  return {
    home: Math.exp(fit.intercept + homeAdv + ha + ad),
    away: Math.exp(fit.intercept + aa + hd),
    ratings: { ha, hd, aa, ad },
  };
}

export { dixonColesTau };
