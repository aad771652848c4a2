// Elo ratings: the expected score, FiveThirtyEight's margin-of-victory multiplier, and the plain Elo
// baseline (win/draw/loss only, no margin, no goals model) that the backtest prints for comparison.
import { twoWaySelections } from "../markets";
import type { FittedModel, Fixture, MatchForecast, MatchRecord, OnlineModel, OnlineSportModel } from "../types";
import { dayNumber, fitOnline } from "../walk-forward";
import { fitOrderedLogit, orderedLogitProbs, type OrderedLogit } from "./ordered-logit";

/** Expected score of a side `diff` Elo points stronger: 1 / (1 + 10^(−diff/400)). 100 points → 0.640. */
export function eloExpected(diff: number): number {
  return 1 / (1 + Math.pow(10, -diff / 400));
}

/**
 * FiveThirtyEight's NBA margin-of-victory multiplier (Silver 2015, "How We Calculate NBA Elo Ratings"):
 * (|MOV| + 3)^0.8 / (7.5 + 0.006 · winnerEloDiff). The denominator damps the autocorrelation that a plain
 * MOV multiplier causes (favourites win by more, so their ratings would inflate). `winnerEloDiff` is the
 * winner's rating minus the loser's, home advantage included.
 */
export function movMultiplier(
  mov: number,
  winnerEloDiff: number,
  offset = 3,
  power = 0.8,
  base = 7.5,
  damp = 0.006,
): number {
  return Math.pow(Math.abs(mov) + offset, power) / (base + damp * winnerEloDiff);
}

/**
 * FiveThirtyEight's NFL multiplier, ln(|MOV| + 1) · 2.2 / (0.001 · winnerEloDiff + 2.2): logarithmic in the
 * margin (a 35-point rout is not five 7-point wins), with the same autocorrelation damping. Used for American
 * football and baseball runs.
 */
export function logMovMultiplier(mov: number, winnerEloDiff: number): number {
  return (Math.log(Math.abs(mov) + 1) * 2.2) / (0.001 * winnerEloDiff + 2.2);
}

/**
 * FiveThirtyEight's NHL multiplier, 0.6686 · ln(|MOV|) + 0.8048 (1 for a one-goal game), damped for the
 * favourite like the others: × 2.05 / (0.001 · winnerEloDiff + 2.05).
 */
function hockeyMovMultiplier(mov: number, winnerEloDiff: number): number {
  return ((0.6686 * Math.log(Math.max(1, Math.abs(mov))) + 0.8048) * 2.05) / (0.001 * winnerEloDiff + 2.05);
}

export type MovFormula = "nba" | "nfl" | "nhl";

/** The multiplier of a sport's formula. */
export function movMultiplierFor(formula: MovFormula, mov: number, winnerEloDiff: number): number {
  if (formula === "nfl") return logMovMultiplier(mov, winnerEloDiff);
  if (formula === "nhl") return hockeyMovMultiplier(mov, winnerEloDiff);
  return movMultiplier(mov, winnerEloDiff);
}

export interface PlainEloOptions {
  k: number;
  homeAdvantage: number;
  /** Three-way (draws possible) results through an ordered logit on the rating difference. */
  threeWay: boolean;
  /** Regress ratings to the mean by this share at each new season (0 = none). */
  seasonRegression: number;
  seasonGapDays: number;
}

/** Plain Elo: ratings start at 1500, update K·(S − E) with S = 1 / ½ / 0, fixed home advantage. */
class PlainEloOnline implements OnlineModel {
  private readonly ratings = new Map<string, number>();
  private readonly lastSeason = new Map<string, string>();
  private readonly lastDay = new Map<string, number>();
  private readonly xs: number[] = [];
  private readonly ys: number[] = [];
  private link: OrderedLogit = { beta: 0.004, c1: -0.6, c2: 0.5 };
  private linkFittedAt = 0;

  constructor(
    private readonly key: string,
    private readonly opts: PlainEloOptions,
  ) {}

  private rating(league: string, team: string, season: string | undefined, day: number): number {
    const id = `${league}|${team}`;
    let r = this.ratings.get(id) ?? 1500;
    const prevSeason = this.lastSeason.get(id);
    const prevDay = this.lastDay.get(id);
    const newSeason =
      season !== undefined && prevSeason !== undefined
        ? season !== prevSeason
        : prevDay !== undefined && day - prevDay > this.opts.seasonGapDays;
    if (newSeason && this.opts.seasonRegression > 0) r = 1500 + (r - 1500) * (1 - this.opts.seasonRegression);
    return r;
  }

  observe(matches: readonly MatchRecord[]): void {
    const updates: [string, number, string | undefined, number][] = [];
    for (const m of matches) {
      const day = dayNumber(m.date);
      const rh = this.rating(m.league, m.homeTeam, m.season, day);
      const ra = this.rating(m.league, m.awayTeam, m.season, day);
      const diff = rh - ra + (m.neutral ? 0 : this.opts.homeAdvantage);
      const e = eloExpected(diff);
      const s = m.homeScore > m.awayScore ? 1 : m.homeScore === m.awayScore ? 0.5 : 0;
      const delta = this.opts.k * (s - e);
      updates.push(
        [`${m.league}|${m.homeTeam}`, rh + delta, m.season, day],
        [`${m.league}|${m.awayTeam}`, ra - delta, m.season, day],
      );
      if (this.opts.threeWay) {
        this.xs.push(diff);
        this.ys.push(s === 1 ? 0 : s === 0.5 ? 1 : 2);
      }
    }
    for (const [id, r, season, day] of updates) {
      this.ratings.set(id, r);
      if (season !== undefined) this.lastSeason.set(id, season);
      this.lastDay.set(id, day);
    }
  }

  snapshot(asOf: Date): FittedModel {
    const day = dayNumber(asOf);
    if (
      this.opts.threeWay &&
      this.xs.length >= 200 &&
      (this.linkFittedAt === 0 || this.xs.length - this.linkFittedAt >= 500)
    ) {
      this.link = fitOrderedLogit(this.xs, this.ys, this.link, this.linkFittedAt === 0 ? 25 : 3);
      this.linkFittedAt = this.xs.length;
    }
    return {
      forecast: (fixture: Fixture): MatchForecast | null => {
        const rh = this.rating(fixture.league, fixture.homeTeam, fixture.season, day);
        const ra = this.rating(fixture.league, fixture.awayTeam, fixture.season, day);
        const diff = rh - ra + (fixture.neutral ? 0 : this.opts.homeAdvantage);
        const factors = [
          { key: "home_rating", label: "Home Elo rating", value: Math.round(rh) },
          { key: "away_rating", label: "Away Elo rating", value: Math.round(ra) },
        ];
        if (this.opts.threeWay) {
          const [ph, pd, pa] = orderedLogitProbs(this.link, diff);
          return {
            fixtureId: fixture.id,
            modelKey: this.key,
            modelVersion: "plain-elo-1",
            selections: [
              { market: "1x2", selection: "home", probability: ph },
              { market: "1x2", selection: "draw", probability: pd },
              { market: "1x2", selection: "away", probability: pa },
            ],
            factors,
          };
        }
        const e = eloExpected(diff);
        return {
          fixtureId: fixture.id,
          modelKey: this.key,
          modelVersion: "plain-elo-1",
          selections: twoWaySelections(
            new Map([
              [1, e],
              [-1, 1 - e],
            ]),
            null,
            { spreadLines: [] },
          ),
          factors,
        };
      },
    };
  }
}

/**
 * The plain Elo baseline of the backtest: K = 20, fixed home advantage, no margin of victory, no season
 * regression; football maps the rating difference to 1X2 through an ordered logit refitted as results arrive.
 */
export function createPlainEloModel(sport: string, options: Partial<PlainEloOptions> = {}): OnlineSportModel {
  const threeWay = sport === "football";
  const opts: PlainEloOptions = {
    k: 20,
    homeAdvantage: threeWay ? 70 : 100,
    threeWay,
    seasonRegression: 0,
    seasonGapDays: 60,
    ...options,
  };
  const key = `${sport}-plain-elo`;
  return {
    key,
    version: "plain-elo-1",
    sport,
    online: () => new PlainEloOnline(key, opts),
    fit(history: readonly MatchRecord[], asOf: Date) {
      return fitOnline(new PlainEloOnline(key, opts), history, asOf);
    },
  };
}
