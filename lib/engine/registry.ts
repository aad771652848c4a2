// The model registry: every model the engine ships, with the key the database seeds as the ml_models id
// (db/seed/data/models.ts), its type label for the admin screen, sport, version and description.
// getModel(key) and modelForSport(sportId) hand out a fresh model; `.fit(history, asOf)` then forecasts.
import { createFootballModel, FOOTBALL_MODEL_KEY, FOOTBALL_MODEL_VERSION } from "./football/model";
import { createTwoWayModel, type TwoWayParams } from "./ratings/two-way";
import type { OnlineSportModel } from "./types";

type ModelTypeLabel = "CLASSIFICATION" | "REGRESSION" | "NEURAL_NETWORK" | "ENSEMBLE";

export interface ModelInfo {
  key: string;
  name: string;
  type: ModelTypeLabel;
  /** Sport id in the database ('football', 'basketball', …). */
  sport: string;
  version: string;
  description: string;
  /** Markets it forecasts. */
  markets: string[];
  /** Hyper-parameters, for the admin screen (ml_models.parameters). */
  parameters: Record<string, unknown>;
  create(): OnlineSportModel;
}

/** Basketball (NBA-tuned on 2014-15…2018-19, see docs/model-card.md). */
const BASKETBALL: Partial<TwoWayParams> = {
  k: 15,
  homeAdvantage: 70,
  seasonRegression: 0.25,
  movFormula: "nba",
  pointsPerElo: 1 / 28,
  marginSd: 12,
  totalSd: 18,
  market: { weight: 0.8, xi: 0.05, ridge: 0.1, maxAgeDays: 400, minGames: 3, carry: 0.04, prevXi: 0.01 },
  totalsMarket: { weight: 1, xi: 0.05, ridge: 1 },
  restEffect: true,
};

/** American football: FiveThirtyEight NFL Elo settings (K 20, one third regression, log MOV). */
const AMERICAN_FOOTBALL: Partial<TwoWayParams> = {
  k: 20,
  homeAdvantage: 55,
  seasonRegression: 1 / 3,
  seasonGapDays: 90,
  movFormula: "nfl",
  pointsPerElo: 1 / 25,
  marginSd: 13.5,
  totalSd: 13,
  ties: true,
  market: { weight: 0.8, xi: 0.02, ridge: 0.3, maxAgeDays: 400, minGames: 3, carry: 0.04, prevXi: 0.01 },
  totalsMarket: { weight: 1, xi: 0.02, ridge: 1 },
  restEffect: false,
};

/** Baseball: small K (162 games, much luck per game), log run-margin multiplier. */
const BASEBALL: Partial<TwoWayParams> = {
  k: 4,
  homeAdvantage: 24,
  seasonRegression: 1 / 3,
  movFormula: "nfl",
  pointsPerElo: 1 / 40,
  marginSd: 4.3,
  totalSd: 4.5,
  market: { weight: 0.8, xi: 0.03, ridge: 0.3, maxAgeDays: 400, minGames: 3, carry: 0.04, prevXi: 0.01 },
  totalsMarket: { weight: 1, xi: 0.03, ridge: 1 },
  restEffect: false,
};

/** Hockey: FiveThirtyEight NHL settings (K 6, home 50, goal-margin multiplier); OT/shootout → no ties. */
const HOCKEY: Partial<TwoWayParams> = {
  k: 6,
  homeAdvantage: 50,
  seasonRegression: 0.3,
  movFormula: "nhl",
  pointsPerElo: 1 / 170,
  marginSd: 2.4,
  totalSd: 2.3,
  market: { weight: 0.8, xi: 0.03, ridge: 0.3, maxAgeDays: 400, minGames: 3, carry: 0.04, prevXi: 0.01 },
  totalsMarket: { weight: 1, xi: 0.03, ridge: 1 },
  restEffect: true,
};

/** Tennis: FiveThirtyEight's player Elo, K = 250 / (matches + 5)^0.4, no home side; 10 matches of history needed. */
const TENNIS: Partial<TwoWayParams> = {
  mode: "win",
  k: 250,
  kShape: 0.4,
  kOffset: 5,
  homeAdvantage: 0,
  seasonRegression: 0,
  mov: false,
  minTeamGames: 10,
};

/** Esports: team Elo, K 32, light regression between seasons; 10 matches of history needed. */
const ESPORTS: Partial<TwoWayParams> = {
  mode: "win",
  k: 32,
  homeAdvantage: 0,
  seasonRegression: 0.1,
  mov: false,
  minTeamGames: 10,
};

const TWO_WAY_VERSION = "1.0.0";

function twoWay(
  key: string,
  sport: string,
  name: string,
  type: ModelTypeLabel,
  description: string,
  markets: string[],
  params: Partial<TwoWayParams>,
): ModelInfo {
  return {
    key,
    name,
    type,
    sport,
    version: TWO_WAY_VERSION,
    description,
    markets,
    parameters: { ...params },
    create: () => createTwoWayModel({ key, version: TWO_WAY_VERSION, sport, params }),
  };
}

const TEAM_DESCRIPTION =
  "Margin-of-victory Elo (FiveThirtyEight style, autocorrelation-damped) with home advantage and season regression, " +
  "blended with ratings implied by the closing spreads of past games when history carries them; a back-to-back " +
  "effect; margin and total from normal distributions calibrated online on the model's own past errors.";

const MODELS: readonly ModelInfo[] = [
  {
    key: FOOTBALL_MODEL_KEY,
    name: "Football goals model (Dixon-Coles, time-decayed, market-implied ratings)",
    type: "REGRESSION",
    sport: "football",
    version: FOOTBALL_MODEL_VERSION,
    description:
      "Dixon-Coles bivariate Poisson goals model (low-score correction, exponential time decay, per-league home " +
      "advantage, promoted-team priors). When past matches carry closing odds, attack/defence ratings implied by " +
      "those odds (never the forecast match's own) replace the results-only ratings. 1X2, over/under, BTTS, " +
      "double chance, draw no bet and Asian handicap from the score matrix.",
    markets: ["1x2", "over_under", "btts", "double_chance", "draw_no_bet", "asian_handicap"],
    parameters: { marketWeight: 1, residualGamma: 0.02, xi: 0.0019, marketXi: 0.04, marketDevig: "shin" },
    create: () => createFootballModel(),
  },
  twoWay(
    "basketball-elo",
    "basketball",
    "Basketball margin Elo",
    "REGRESSION",
    TEAM_DESCRIPTION,
    ["moneyline", "spread", "total"],
    BASKETBALL,
  ),
  twoWay(
    "american-football-elo",
    "american-football",
    "American football margin Elo",
    "REGRESSION",
    TEAM_DESCRIPTION,
    ["moneyline", "spread", "total"],
    AMERICAN_FOOTBALL,
  ),
  twoWay(
    "baseball-elo",
    "baseball",
    "Baseball run-margin Elo",
    "REGRESSION",
    TEAM_DESCRIPTION,
    ["moneyline", "spread", "total"],
    BASEBALL,
  ),
  twoWay(
    "hockey-elo",
    "hockey",
    "Hockey goal-margin Elo",
    "REGRESSION",
    TEAM_DESCRIPTION,
    ["moneyline", "spread", "total"],
    HOCKEY,
  ),
  twoWay(
    "tennis-elo",
    "tennis",
    "Tennis player Elo",
    "CLASSIFICATION",
    "Player Elo with FiveThirtyEight's decaying K factor. Match-winner probability only, and only when both players " +
      "have at least 10 matches of history; otherwise no prediction.",
    ["moneyline"],
    TENNIS,
  ),
  twoWay(
    "esports-elo",
    "esports",
    "Esports team Elo",
    "CLASSIFICATION",
    "Team Elo on match results. Match-winner probability only, and only when both teams have at least 10 matches of " +
      "history; otherwise no prediction.",
    ["moneyline"],
    ESPORTS,
  ),
];

const SPORT_ALIASES: Record<string, string> = {
  soccer: "football",
  nfl: "american-football",
  american_football: "american-football",
};

/** Registry entry of a model key, or null. */
export function getModelInfo(key: string): ModelInfo | null {
  return MODELS.find((m) => m.key === key) ?? null;
}

/** A fresh instance of the model with this key (the ml_models id), or null when there is none. */
export function getModel(key: string): OnlineSportModel | null {
  return getModelInfo(key)?.create() ?? null;
}

/** The model that forecasts a sport ('football', 'basketball', …), or null when the engine has none. */
export function modelForSport(sportId: string): OnlineSportModel | null {
  const sport = SPORT_ALIASES[sportId.toLowerCase()] ?? sportId.toLowerCase();
  return MODELS.find((m) => m.sport === sport)?.create() ?? null;
}

/** Every registered model. */
export function listModelInfo(): readonly ModelInfo[] {
  return MODELS;
}
