// Writes the e2e value fixtures (value-fixtures.ts) into the e2e database before the app starts: migrations,
// reference data (the pick's sport and league, the model), then the rows. No user is created, so the app
// still treats the database as new and builds the demo world on start.
//   PGLITE_DATA_DIR=… npx tsx --conditions=react-server tests/e2e/support/seed-value-fixtures.ts
import { closeConnection, db } from "@/db";
import { runMigrations } from "@/db/migrate";
import { modelBacktests, predictions, type BacktestMetrics } from "@/db/schema";
import { seedReferenceData } from "@/db/seed";
import { getModelInfo } from "@/lib/engine/registry";

import { BACKTEST_FIXTURE, VALUE_PICK } from "./value-fixtures";

const DAY = 24 * 60 * 60 * 1000;
const interval = (n: number, mean: number, half: number) => ({ n, mean, lo: mean - half, hi: mean + half });

const METRICS: BacktestMetrics = {
  scores: {
    fair: { n: BACKTEST_FIXTURE.matches, logLoss: BACKTEST_FIXTURE.fairLogLoss, rps: 0.198, brier: 0.582 },
    model: { n: BACKTEST_FIXTURE.matches, logLoss: 1.002, rps: 0.205, brier: 0.594 },
    consensus: { n: BACKTEST_FIXTURE.matches, logLoss: BACKTEST_FIXTURE.consensusLogLoss, rps: 0.199, brier: 0.584 },
    closing: { n: BACKTEST_FIXTURE.matches, logLoss: 0.975, rps: 0.196, brier: 0.579 },
  },
  calibration: [
    { from: 0.2, to: 0.3, n: 140, predicted: 0.25, observed: 0.24 },
    { from: 0.4, to: 0.5, n: 120, predicted: 0.45, observed: 0.47 },
  ],
  valuePicks: {
    threshold: 0.04,
    n: 61,
    roi: interval(61, 0.03, 0.23),
    clv: interval(61, 0.012, 0.011),
    beatClose: { n: 61, share: 0.57 },
    statedEdge: 0.015,
  },
  bands: [
    {
      label: "<0 %",
      from: null,
      to: 0,
      roi: interval(500, -0.06, 0.08),
      clv: interval(500, -0.02, 0.004),
      beatClose: { n: 500, share: 0.31 },
    },
    {
      label: "≥10 %",
      from: 0.1,
      to: null,
      roi: interval(20, 0.05, 0.4),
      clv: interval(20, 0.02, 0.02),
      beatClose: { n: 20, share: 0.6 },
    },
  ],
  pool: { a: 0.8, b: 0.25, c: [0, 0], n: BACKTEST_FIXTURE.matches, applied: true },
  marginMethod: { chosen: "power", logLoss: { power: 0.985, shin: 0.986, proportional: 0.987 } },
};

async function main() {
  await runMigrations();
  await seedReferenceData(db);
  const kickoff = new Date(Date.now() - 10 * DAY);
  await db
    .insert(predictions)
    .values({
      id: VALUE_PICK.id,
      sportId: "football",
      leagueId: "epl",
      homeTeam: VALUE_PICK.homeTeam,
      awayTeam: VALUE_PICK.awayTeam,
      matchDate: kickoff,
      market: "1x2",
      marketId: "1x2",
      categoryId: "match-result",
      pick: VALUE_PICK.pick,
      selection: "home",
      confidence: VALUE_PICK.fairProbability * 100,
      odds: VALUE_PICK.odds,
      decimalOdds: VALUE_PICK.decimalOdds,
      modelProbability: 0.53,
      marketProbability: 0.48,
      fairProbability: VALUE_PICK.fairProbability,
      fairBasis: "market+model",
      consensusBookmakers: 7,
      isValue: true,
      bookmaker: VALUE_PICK.bookmaker,
      priceCapturedAt: new Date(kickoff.getTime() - DAY),
      expectedValue: VALUE_PICK.expectedValue,
      edge: VALUE_PICK.expectedValue * 100,
      closingProbability: VALUE_PICK.closingProbability,
      closingBookmakers: 6,
      closingCapturedAt: new Date(kickoff.getTime() - 60_000),
      clv: VALUE_PICK.clv,
      status: "WIN",
      settledAt: new Date(kickoff.getTime() + 3 * 60 * 60 * 1000),
      settlementSource: "manual",
      resultNote: "Final 2-1",
      source: "MODEL",
      modelId: BACKTEST_FIXTURE.modelId,
      modelVersion: getModelInfo(BACKTEST_FIXTURE.modelId)!.version,
    })
    .onConflictDoNothing();
  await db
    .insert(modelBacktests)
    .values({
      id: BACKTEST_FIXTURE.id,
      modelId: BACKTEST_FIXTURE.modelId,
      modelVersion: getModelInfo(BACKTEST_FIXTURE.modelId)!.version,
      sportId: "football",
      market: BACKTEST_FIXTURE.market,
      status: "succeeded",
      periodFrom: new Date("2024-08-16T19:00:00Z"),
      periodTo: new Date("2025-05-25T15:00:00Z"),
      matches: BACKTEST_FIXTURE.matches,
      isDemo: true,
      beatsConsensus: true,
      metrics: METRICS,
      startedAt: new Date(Date.now() - 60_000),
      finishedAt: new Date(),
    })
    .onConflictDoNothing();
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeConnection());
