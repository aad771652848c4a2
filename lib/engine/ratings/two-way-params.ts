// Parameters of the two-way rating models (lib/engine/ratings/two-way.ts).
import type { MovFormula } from "./elo";

export interface TwoWayParams {
  mode: "margin" | "win";
  k: number;
  /** Home advantage in Elo points. */
  homeAdvantage: number;
  /** Share of the distance to the mean removed at each new season. */
  seasonRegression: number;
  seasonGapDays: number;
  /** Use the margin-of-victory multiplier (margin mode), and which sport's formula. */
  mov: boolean;
  movFormula: MovFormula;
  /** Win-only mode: K = kBase / (games + kOffset)^kShape (FiveThirtyEight tennis); 0 kShape = constant k. */
  kShape: number;
  kOffset: number;
  /** Sides need this many past games before any forecast. */
  minTeamGames: number;
  /** Games can end level (a tie returns the moneyline stake). */
  ties: boolean;
  /** Initial points per Elo point and margin/total standard deviations (replaced by online estimates). */
  pointsPerElo: number;
  marginSd: number;
  totalSd: number;
  /** Memory of the online calibration sums, per game (0.999 ≈ the last 1000 games). */
  calibrationDecay: number;
  /** Exponential memory of team offence/defence points, per team game. */
  pointsDecay: number;
  /**
   * Market-implied ratings from past closing spreads: weight, time decay ξ per day, ridge, window, and games a
   * team needs in it. `carry` > 0: an earlier season enters as a whole, weight carry · e^(−ξ · days into the
   * current season) · e^(−prevXi · days before its end) — its last weeks (tanking, resting) do not dominate.
   */
  market: {
    weight: number;
    xi: number;
    ridge: number;
    maxAgeDays: number;
    minGames: number;
    carry?: number;
    prevXi?: number;
  };
  totalsMarket: { weight: number; xi: number; ridge: number };
  /** Learn the back-to-back effect (points). */
  restEffect: boolean;
}

export const TWO_WAY_DEFAULTS: TwoWayParams = {
  mode: "margin",
  k: 20,
  homeAdvantage: 70,
  seasonRegression: 0.25,
  seasonGapDays: 60,
  mov: true,
  movFormula: "nba",
  kShape: 0,
  kOffset: 5,
  minTeamGames: 0,
  ties: false,
  pointsPerElo: 1 / 28,
  marginSd: 12,
  totalSd: 18,
  calibrationDecay: 0.999,
  pointsDecay: 0.95,
  market: { weight: 1, xi: 0.05, ridge: 1, maxAgeDays: 400, minGames: 3 },
  totalsMarket: { weight: 1, xi: 0.05, ridge: 1 },
  restEffect: true,
};

/** The league-average Elo rating new teams start from and seasons regress towards. */
export const ELO_MEAN = 1505;
