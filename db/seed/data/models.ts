// One registry row per prediction engine the product ships (issue: the prediction engine). The id is the
// engine key, so lib/engine and the seed agree on it and re-seeding never duplicates a model. Metrics are
// empty until the first training run fills them from a backtest. The version is the engine's: the code the
// model runs and stamps on its picks, which its stored backtests measure and the public Backtest section shows.
import type { NewMlModel } from "@/db/schema";
import { getModelInfo } from "@/lib/engine/registry";

const MODELS: Omit<NewMlModel, "version">[] = [
  {
    id: "football-dixon-coles",
    engine: "football-dixon-coles",
    name: "Football goals model (Dixon-Coles, time-decayed)",
    description:
      "Bivariate Poisson goals model with the Dixon-Coles low-score correction and exponential time decay. 1X2, " +
      "over/under, both teams to score, double chance, draw no bet and Asian handicap.",
    type: "REGRESSION",
    sport: "FOOTBALL",
  },
  {
    id: "basketball-elo",
    engine: "basketball-elo",
    name: "Basketball margin Elo",
    description:
      "Elo ratings updated by margin of victory, with home advantage and regression to the mean between seasons. " +
      "Moneyline, spread and total from a calibrated margin distribution.",
    type: "REGRESSION",
    sport: "BASKETBALL",
  },
  {
    id: "american-football-elo",
    engine: "american-football-elo",
    name: "American football margin Elo",
    description: "Margin-of-victory Elo with home advantage and season regression. Moneyline, spread and total.",
    type: "REGRESSION",
    sport: "AMERICAN_FOOTBALL",
  },
  {
    id: "baseball-elo",
    engine: "baseball-elo",
    name: "Baseball run-margin Elo",
    description: "Run-margin Elo with home advantage and season regression. Moneyline, run line and total.",
    type: "REGRESSION",
    sport: "BASEBALL",
  },
  {
    id: "hockey-elo",
    engine: "hockey-elo",
    name: "Hockey goal-margin Elo",
    description: "Goal-margin Elo with home advantage and season regression. Moneyline, puck line and total.",
    type: "REGRESSION",
    sport: "HOCKEY",
  },
  {
    id: "tennis-elo",
    engine: "tennis-elo",
    name: "Tennis player Elo",
    description: "Player Elo ratings for match-winner probabilities, used only where match history exists.",
    type: "CLASSIFICATION",
    sport: "TENNIS",
  },
  {
    id: "esports-elo",
    engine: "esports-elo",
    name: "Esports team Elo",
    description: "Team Elo ratings for match-winner probabilities, used only where match history exists.",
    type: "CLASSIFICATION",
    sport: "ESPORTS",
  },
];

export const ML_MODELS: NewMlModel[] = MODELS.map((model) => ({
  ...model,
  version: getModelInfo(model.engine)!.version,
}));

/** The version the schema gave every model row before it carried the engine's ("v1" until a training run). */
export const PLACEHOLDER_MODEL_VERSION = "v1";
