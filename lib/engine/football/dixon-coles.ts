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
import { removeMargin } from "../odds";
import { lowerBound } from "../sorted";
import type { MatchRecord } from "../types";
import { solveMarketRatings } from "./market-ratings";
import { impliedLogGoals } from "./market-implied";
import type { DixonColesParams, LeagueFit, MarketFit } from "./params";
import { fitPoissonRatings } from "./poisson-fit";

export { DEFAULT_DIXON_COLES, type DixonColesParams, type LeagueFit, type MarketFit } from "./params";

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
  private warm: {
    attack: number[];
    defence: number[];
    home: number;
    intercept: number;
    rho: number;
    day: number;
  } | null = null;

  constructor(readonly params: DixonColesParams) {}

  /**
   * Everything `add` has accumulated, as plain JSON: the observed matches and the per-team and per-season
   * bookkeeping. The fit caches and the warm start are left out on purpose: a restored league starts its
   * first solve cold, exactly like a league that has just observed the same matches.
   */
  save(): SavedLeagueState {
    return {
      teamNames: [...this.teamNames],
      teamSeasons: this.teamSeasons.map((seasons) => [...seasons]),
      day: [...this.day],
      season: [...this.season],
      home: [...this.home],
      away: [...this.away],
      hg: [...this.hg],
      ag: [...this.ag],
      mx: this.mx.map(nanToNull),
      my: this.my.map(nanToNull),
      residFor: [...this.residFor],
      residAgainst: [...this.residAgainst],
      teamTotal: [...this.teamTotal],
      seasonMatches: [...this.seasonMatches],
      seasonTeams: this.seasonTeams.map((teams) => [...teams]),
      seasonFirst: [...this.seasonFirst],
      seasonLast: [...this.seasonLast],
      teamLastDay: this.teamLastDay.map((day) => (Number.isFinite(day) ? day : null)),
      teamSeasonGames: [...this.teamSeasonGames],
      seasonLabels: [...this.seasonLabels.entries()],
      lastSeasonLabel: this.lastSeasonLabel ?? null,
      seasonCount: this.seasonCount,
    };
  }

  /** The league `save` wrote, under the same parameters. */
  static restore(params: DixonColesParams, saved: SavedLeagueState): LeagueState {
    const state = new LeagueState(params);
    saved.teamNames.forEach((name, index) => state.teams.set(name, index));
    for (const [label, index] of saved.seasonLabels) state.seasonLabels.set(label, index);
    // The parsed arrays are taken over as they are (no copy): a league's history runs to hundreds of
    // thousands of entries, and the JSON they came from is not kept.
    Object.assign(state, {
      teamNames: saved.teamNames,
      teamSeasons: saved.teamSeasons.map((seasons) => new Set(seasons)),
      day: saved.day,
      season: saved.season,
      home: saved.home,
      away: saved.away,
      hg: saved.hg,
      ag: saved.ag,
      mx: saved.mx.map(nullToNaN),
      my: saved.my.map(nullToNaN),
      residFor: saved.residFor,
      residAgainst: saved.residAgainst,
      teamTotal: saved.teamTotal,
      seasonMatches: saved.seasonMatches,
      seasonTeams: saved.seasonTeams.map((teams) => new Set(teams)),
      seasonFirst: saved.seasonFirst,
      seasonLast: saved.seasonLast,
      teamLastDay: saved.teamLastDay.map((day) => day ?? -Infinity),
      teamSeasonGames: saved.teamSeasonGames,
      lastSeasonLabel: saved.lastSeasonLabel ?? undefined,
      seasonCount: saved.seasonCount,
    });
    return state;
  }

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
      s =
        this.seasonCount === 0 || day - this.lastDay > this.params.seasonGapDays
          ? this.seasonCount++
          : this.seasonCount - 1;
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
    const fit = solveMarketRatings(this, day, newSeason);
    this.marketCache = { key, fit };
    return fit;
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
    const start = lowerBound(this.day, day - P.maxAgeDays, end);

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

    // Start from the previous fit (teams new since then from their prior), or from the priors.
    const ratings = {
      attack: new Float64Array(priorAttack),
      defence: new Float64Array(priorDefence),
      home: P.homePrior,
      intercept: 0.1,
      rho: P.rhoPrior,
    };
    if (this.warm) {
      for (let t = 0; t < nTeams; t++) {
        ratings.attack[t] = this.warm.attack[t] ?? priorAttack[t]!;
        ratings.defence[t] = this.warm.defence[t] ?? priorDefence[t]!;
      }
      ratings.home = this.warm.home;
      ratings.intercept = this.warm.intercept;
      ratings.rho = this.warm.rho;
    }
    const window = { n, weight: w, home: hi, away: ai, homeGoals: hgs, awayGoals: ags };
    // A warm start from a recent fit converges in a few sweeps; an old or missing one gets ten times more.
    const sweeps = this.warm && day - this.warm.day <= 30 ? P.maxSweeps : P.maxSweeps * 10;
    fitPoissonRatings(window, { attack: priorAttack, defence: priorDefence }, ratings, P, sweeps);
    const { attack, defence, home, intercept, rho } = ratings;

    this.warm = { attack: Array.from(attack), defence: Array.from(defence), home, intercept, rho, day };
    return { intercept, home, rho, attack, defence, priorAttack, priorDefence, teamWeight };
  }
}

/** A LeagueState as JSON (LeagueState.save): NaN and −Infinity, which JSON cannot carry, as null. */
export interface SavedLeagueState {
  teamNames: string[];
  teamSeasons: number[][];
  day: number[];
  season: number[];
  home: number[];
  away: number[];
  hg: number[];
  ag: number[];
  mx: (number | null)[];
  my: (number | null)[];
  residFor: number[];
  residAgainst: number[];
  teamTotal: number[];
  seasonMatches: number[];
  seasonTeams: number[][];
  seasonFirst: number[];
  seasonLast: number[];
  teamLastDay: (number | null)[];
  teamSeasonGames: number[];
  seasonLabels: [string, number][];
  lastSeasonLabel: string | null;
  seasonCount: number;
}

const nanToNull = (x: number) => (Number.isNaN(x) ? null : x);
const nullToNaN = (x: number | null) => x ?? Number.NaN;

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
