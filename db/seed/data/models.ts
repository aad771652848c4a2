// One registry row per prediction engine the product ships (issue: the prediction engine). The id is the
// engine key, so lib/engine and the seed agree on it and re-seeding never duplicates a model. Metrics are
// empty until the first training run fills them from a backtest.
import type { NewMlModel } from "@/db/schema";

export const ML_MODELS: NewMlModel[] = [
  {
    id: "football-dixon-coles",
    engine: "football-dixon-coles",
    name: "Football goals model (Dixon-Coles, time-decayed)",
    description: "Bivariate Poisson goals model with the Dixon-Coles low-score correction and exponential time decay. 1X2, over/under, both teams to score, double chance, draw no bet and Asian handicap.",
    type: "REGRESSION",
    sport: "FOOTBALL",
  },
  {
    id: "basketball-elo",
    engine: "basketball-elo",
    name: "Basketball margin Elo",
    description: "Elo ratings updated by margin of victory, with home advantage and regression to the mean between seasons. Moneyline, spread and total from a calibrated margin distribution.",
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
