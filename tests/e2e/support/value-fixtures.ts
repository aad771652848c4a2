// Rows the e2e database starts with for the value and closing-line pages (tests/e2e/value-clv.spec.ts): a
// settled model pick with its fair probability, best price and bookmaker, close and CLV, and a stored
// backtest of the football model. scripts/e2e-server.mjs writes them (seed-value-fixtures.ts) before the
// app starts, because the app's own pipeline is what fills these columns, and one process owns the database.

export const VALUE_PICK = {
  id: "0f7e2e00-0000-4000-8000-00000000c1f0",
  homeTeam: "Closing Line United",
  awayTeam: "Fair Price Town",
  pick: "Closing Line United",
  decimalOdds: 2.1,
  odds: 110,
  fairProbability: 0.5,
  bookmaker: "Demo Book 3",
  expectedValue: 0.05,
  closingProbability: 0.52,
  clv: 0.092,
} as const;

export const BACKTEST_FIXTURE = {
  id: "0f7e2e00-0000-4000-8000-00000000b7e5",
  modelId: "football-dixon-coles",
  market: "1x2",
  matches: 380,
  fairLogLoss: 0.981,
  consensusLogLoss: 0.985,
} as const;
