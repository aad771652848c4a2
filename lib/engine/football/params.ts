// Parameters of the football goals model and the shapes of its fits (lib/engine/football/dixon-coles.ts).
import type { MarginMethod } from "../odds";

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
  /** Convergence: max block sweeps per warm-started fit (ten times more from a cold start) and tolerance on the largest
   * parameter step. */
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

/** What the market-implied fit (market-ratings.ts) reads of a league's history; LeagueState keeps it. */
export interface MarketHistory {
  readonly params: DixonColesParams;
  readonly teamNames: readonly string[];
  /** Season indices each team played in. */
  readonly teamSeasons: readonly ReadonlySet<number>[];
  readonly day: readonly number[];
  readonly season: readonly number[];
  readonly home: readonly number[];
  readonly away: readonly number[];
  /** Market-implied log expected goals of each match (NaN when it had no usable odds). */
  readonly mx: readonly number[];
  readonly my: readonly number[];
  readonly seasonFirst: readonly number[];
  readonly seasonLast: readonly number[];
  readonly seasonCount: number;
  readonly currentSeason: number;
}
