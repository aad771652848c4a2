// The football model behind registry key 'football-dixon-coles': a time-decayed Dixon–Coles goals model
// per league (./dixon-coles.ts) whose score matrix prices every football market.
import { footballSelections } from "../markets";
import { scoreMatrix } from "../probability";
import type {
  Factor,
  FittedModel,
  Fixture,
  MarketLines,
  MatchForecast,
  MatchRecord,
  OnlineSportModel,
  SavableOnlineModel,
} from "../types";
import { dayNumber, fitOnline } from "../walk-forward";
import {
  DEFAULT_DIXON_COLES,
  expectedGoals,
  LeagueState,
  type DixonColesParams,
  type SavedLeagueState,
} from "./dixon-coles";

export const FOOTBALL_MODEL_KEY = "football-dixon-coles";
export const FOOTBALL_MODEL_VERSION = "1.0.0";

/** Matches a team needs in a competition that is not a domestic league (cups, European competitions). */
const MIN_TEAM_MATCHES = 5;

export interface FootballModelOptions {
  params?: Partial<DixonColesParams>;
  /** A league needs this many finished matches before it is forecast at all. */
  minLeagueMatches?: number;
  /** Weight of the market-implied ratings (from past closing odds) in log expected goals; 0 = results only. */
  marketWeight?: number;
  /** A team needs this much (decayed) market weight for the market-implied ratings to be used. */
  minMarketTeamWeight?: number;
  /** Log-goal adjustment per goal of a team's latest result residual against the market (attack, defence). */
  residualGamma?: number;
}

interface Ratings {
  ha: number;
  hd: number;
  aa: number;
  ad: number;
}

interface TeamForm {
  /** Last results as points (3/1/0), most recent last. */
  points: number[];
}

/** What FootballOnline.save writes: the parameters its leagues were built under, each league, each team's form. */
interface SavedFootballState {
  kind: "football-dixon-coles";
  params: DixonColesParams;
  leagues: [string, SavedLeagueState][];
  form: [string, number[]][];
}

class FootballOnline implements SavableOnlineModel {
  private readonly leagues = new Map<string, LeagueState>();
  private readonly form = new Map<string, TeamForm>();
  private readonly params: DixonColesParams;
  private readonly minLeagueMatches: number;
  private readonly marketWeight: number;
  private readonly minMarketTeamWeight: number;
  private readonly residualGamma: number;

  constructor(
    private readonly version: string,
    private readonly options: FootballModelOptions,
  ) {
    this.params = { ...DEFAULT_DIXON_COLES, ...options.params };
    this.minLeagueMatches = options.minLeagueMatches ?? 100;
    this.marketWeight = options.marketWeight ?? 1;
    this.minMarketTeamWeight = options.minMarketTeamWeight ?? 1;
    this.residualGamma = options.residualGamma ?? 0.02;
  }

  observe(matches: readonly MatchRecord[]): void {
    for (const m of matches) {
      let league = this.leagues.get(m.league);
      if (!league) {
        league = new LeagueState(this.params);
        this.leagues.set(m.league, league);
      }
      league.add(m, dayNumber(m.date));
      this.pushForm(`${m.league}|${m.homeTeam}`, m.homeScore > m.awayScore ? 3 : m.homeScore === m.awayScore ? 1 : 0);
      this.pushForm(`${m.league}|${m.awayTeam}`, m.awayScore > m.homeScore ? 3 : m.homeScore === m.awayScore ? 1 : 0);
    }
  }

  save(): SavedFootballState {
    return {
      kind: "football-dixon-coles",
      params: this.params,
      leagues: [...this.leagues.entries()].map(([key, league]) => [key, league.save()]),
      form: [...this.form.entries()].map(([key, form]) => [key, [...form.points]]),
    };
  }

  /** Loads what `save` wrote into this (fresh) model; false when it was saved under other parameters. */
  load(saved: unknown): boolean {
    const state = saved as Partial<SavedFootballState> | null;
    if (!state || state.kind !== "football-dixon-coles" || !Array.isArray(state.leagues) || !Array.isArray(state.form))
      return false;
    // A league built under other parameters (another decay, another de-vig) holds other implied goals.
    if (JSON.stringify(state.params) !== JSON.stringify(this.params)) return false;
    for (const [key, league] of state.leagues) this.leagues.set(key, LeagueState.restore(this.params, league));
    for (const [key, points] of state.form) this.form.set(key, { points: [...points] });
    return true;
  }

  private pushForm(key: string, pts: number): void {
    let f = this.form.get(key);
    if (!f) {
      f = { points: [] };
      this.form.set(key, f);
    }
    f.points.push(pts);
    if (f.points.length > 5) f.points.shift();
  }

  snapshot(asOf: Date): FittedModel {
    const day = dayNumber(asOf);
    return {
      forecast: (fixture: Fixture, lines?: MarketLines): MatchForecast | null => this.forecast(fixture, day, lines),
    };
  }

  private forecast(fixture: Fixture, day: number, lines?: MarketLines): MatchForecast | null {
    const league = this.leagues.get(fixture.league);
    if (!league || league.day.length < this.minLeagueMatches) return null;
    const newSeason = league.isNewSeason(Math.max(day, dayNumber(fixture.date)), fixture.season);
    const hIdx = league.teams.get(fixture.homeTeam);
    const aIdx = league.teams.get(fixture.awayTeam);
    const neutral = fixture.neutral === true;
    // Outside a domestic league (where a newcomer is a promoted side with a known prior) both teams need
    // their own matches in this competition: otherwise the model knows too little to say anything honest.
    if (!league.isDomestic(newSeason)) {
      const known = (t: number | undefined) => t !== undefined && league.teamTotal[t]! >= MIN_TEAM_MATCHES;
      if (!known(hIdx) || !known(aIdx)) return null;
    }
    const w = this.marketWeight;
    // Market-implied ratings (from past closing odds) when both teams have enough of them.
    let market: { home: number; away: number; ratings: Ratings; homeAdvantage: number } | null = null;
    if (w > 0 && hIdx !== undefined && aIdx !== undefined) {
      const mf = league.marketFit(day, newSeason);
      if (
        mf &&
        (mf.teamWeight[hIdx] ?? 0) >= this.minMarketTeamWeight &&
        (mf.teamWeight[aIdx] ?? 0) >= this.minMarketTeamWeight
      ) {
        const g = this.residualGamma;
        // The latest results against the market's expectation move the ratings a little (the market itself
        // reacts to them after the odds we learned from).
        const adjH = g * (league.residFor[hIdx]! + league.residAgainst[aIdx]!);
        const adjA = g * (league.residFor[aIdx]! + league.residAgainst[hIdx]!);
        market = {
          home: mf.intercept + (neutral ? 0 : mf.home) + mf.attack[hIdx]! + mf.defence[aIdx]! + adjH,
          away: mf.intercept + mf.attack[aIdx]! + mf.defence[hIdx]! + adjA,
          ratings: { ha: mf.attack[hIdx]!, hd: mf.defence[hIdx]!, aa: mf.attack[aIdx]!, ad: mf.defence[aIdx]! },
          homeAdvantage: mf.home,
        };
      }
    }
    // The results-only Dixon–Coles fit: always without market ratings, blended when the weight is below 1.
    let results: { home: number; away: number; ratings: Ratings; homeAdvantage: number; rho: number } | null = null;
    if (!market || w < 1) {
      const fit = league.fit(day, newSeason);
      const promoted = { attack: this.params.promotedAttack, defence: this.params.promotedDefence };
      const xg = expectedGoals(fit, hIdx, aIdx, neutral, promoted);
      results = {
        home: Math.log(xg.home),
        away: Math.log(xg.away),
        ratings: xg.ratings,
        homeAdvantage: fit.home,
        rho: fit.rho,
      };
    }
    const marketUsed = market !== null;
    const share = market ? (results ? w : 1) : 0;
    const mix = (r: number | undefined, m: number | undefined) => (1 - share) * (r ?? 0) + share * (m ?? 0);
    const xg = {
      home: Math.exp(mix(results?.home, market?.home)),
      away: Math.exp(mix(results?.away, market?.away)),
      ratings: {
        ha: mix(results?.ratings.ha, market?.ratings.ha),
        hd: mix(results?.ratings.hd, market?.ratings.hd),
        aa: mix(results?.ratings.aa, market?.ratings.aa),
        ad: mix(results?.ratings.ad, market?.ratings.ad),
      },
    };
    const homeAdvantage = mix(results?.homeAdvantage, market?.homeAdvantage);
    const rho = mix(results?.rho, this.params.marketRho);
    const matrix = scoreMatrix(xg.home, xg.away, rho, 10);
    const selections = footballSelections(matrix, {
      totalLines: lines?.total !== undefined ? [1.5, 2.5, 3.5, lines.total] : undefined,
      handicapLines: lines?.spread !== undefined ? [lines.spread] : undefined,
    });
    const formOf = (team: string) => this.form.get(`${fixture.league}|${team}`)?.points ?? [];
    const homeForm = formOf(fixture.homeTeam);
    const awayForm = formOf(fixture.awayTeam);
    const avg = (xs: number[]) => (xs.length > 0 ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN);
    const r = xg.ratings;
    const factors: Factor[] = [
      {
        key: "home_attack",
        label: "Home attack rating",
        value: round(Math.exp(r.ha), 3),
        detail: `Home attack rating ${Math.exp(r.ha).toFixed(2)} (league average 1.00)`,
      },
      {
        key: "home_defence",
        label: "Home defence rating",
        value: round(Math.exp(r.hd), 3),
        detail: `Home goals-conceded rating ${Math.exp(r.hd).toFixed(2)} (league average 1.00; lower is better)`,
      },
      {
        key: "away_attack",
        label: "Away attack rating",
        value: round(Math.exp(r.aa), 3),
        detail: `Away attack rating ${Math.exp(r.aa).toFixed(2)} (league average 1.00)`,
      },
      {
        key: "away_defence",
        label: "Away defence rating",
        value: round(Math.exp(r.ad), 3),
        detail: `Away goals-conceded rating ${Math.exp(r.ad).toFixed(2)} (league average 1.00; lower is better)`,
      },
      {
        key: "home_advantage",
        label: "Home advantage",
        value: round(fixture.neutral ? 1 : Math.exp(homeAdvantage), 3),
        detail: fixture.neutral
          ? "Neutral venue: no home advantage"
          : `Home side scores ×${Math.exp(homeAdvantage).toFixed(2)} in this league (time-weighted)`,
      },
      {
        key: "expected_goals_home",
        label: "Expected goals (home)",
        value: round(xg.home, 3),
        detail: `${xg.home.toFixed(2)} expected goals for ${fixture.homeTeam}`,
      },
      {
        key: "expected_goals_away",
        label: "Expected goals (away)",
        value: round(xg.away, 3),
        detail: `${xg.away.toFixed(2)} expected goals for ${fixture.awayTeam}`,
      },
    ];
    if (homeForm.length > 0) {
      factors.push({
        key: "home_form",
        label: "Home recent form",
        value: round(avg(homeForm), 3),
        detail: `${homeForm.reduce((s, x) => s + x, 0)} points from the last ${homeForm.length} league matches`,
      });
    }
    if (awayForm.length > 0) {
      factors.push({
        key: "away_form",
        label: "Away recent form",
        value: round(avg(awayForm), 3),
        detail: `${awayForm.reduce((s, x) => s + x, 0)} points from the last ${awayForm.length} league matches`,
      });
    }
    factors.push({
      key: "draw_dependence",
      label: "Low-score dependence (ρ)",
      value: round(rho, 4),
      detail: `Dixon–Coles ρ ${rho.toFixed(3)} (negative = more 0-0 and 1-1 than independent Poisson)`,
    });
    if (marketUsed) {
      factors.push({
        key: "market_ratings",
        label: "Market-implied ratings",
        value: this.marketWeight,
        detail: `Ratings learned from the closing odds of past matches carry weight ${this.marketWeight.toFixed(2)}`,
      });
    }
    return {
      fixtureId: fixture.id,
      modelKey: FOOTBALL_MODEL_KEY,
      modelVersion: this.version,
      selections,
      factors,
      expectedHome: xg.home,
      expectedAway: xg.away,
    };
  }
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** The football goals model (Dixon–Coles, time-decayed, per-league home advantage). */
export function createFootballModel(options: FootballModelOptions = {}): OnlineSportModel {
  const version = FOOTBALL_MODEL_VERSION;
  return {
    key: FOOTBALL_MODEL_KEY,
    version,
    sport: "football",
    online: () => new FootballOnline(version, options),
    restore(saved: unknown) {
      const online = new FootballOnline(version, options);
      return online.load(saved) ? online : null;
    },
    fit(history: readonly MatchRecord[], asOf: Date): FittedModel {
      return fitOnline(new FootballOnline(version, options), history, asOf);
    },
  };
}
