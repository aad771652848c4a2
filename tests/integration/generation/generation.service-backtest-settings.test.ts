// Generation takes the fair forecast's settings from the model version's latest succeeded backtest of the
// market: its pool weights only when the pool was applied, its de-vig method, its value threshold; without
// one, power de-vig, the consensus alone and the default threshold. A small NBA world (tests/helpers/nba-world.ts),
// three identical upcoming games priced by two bookmakers.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/db";
import { insertBacktest } from "@/lib/models/backtests.queries";
import { matches, oddsSnapshots, predictions, type BacktestMetrics } from "@/db/schema";
import { consensusProbabilities } from "@/lib/engine/consensus";
import { modelForSport } from "@/lib/engine/registry";
import { generatePredictions } from "@/lib/generation/generation.service";
import { DEFAULT_VALUE_THRESHOLDS } from "@/lib/generation/thresholds.rules";
import { makeNbaWorld } from "@/tests/helpers/nba-world";

const DAY = 86_400_000;
const now = new Date(Date.UTC(2026, 10, 20, 12));
const BOOKS = { "book-a": [1.4, 3.1], "book-b": [1.6, 2.5] } as const;
const model = modelForSport("basketball")!;
let teamIds: Record<string, string> = {};

async function upcomingGame(externalId: string): Promise<string> {
  const [game] = await db
    .insert(matches)
    .values({
      sportId: "basketball",
      leagueId: "nba",
      homeTeamId: teamIds.Aces!,
      awayTeamId: teamIds.Dukes!,
      kickoffAt: new Date(now.getTime() + DAY),
      status: "UPCOMING",
      season: "2026-27",
      provider: "test",
      externalId,
    })
    .returning({ id: matches.id });
  await db.insert(oddsSnapshots).values(
    Object.entries(BOOKS).flatMap(([bookmaker, [home, away]]) => [
      {
        matchId: game!.id,
        provider: "test",
        bookmaker,
        market: "h2h" as const,
        selection: "home" as const,
        price: home,
        capturedAt: new Date(now.getTime() - DAY),
      },
      {
        matchId: game!.id,
        provider: "test",
        bookmaker,
        market: "h2h" as const,
        selection: "away" as const,
        price: away,
        capturedAt: new Date(now.getTime() - DAY),
      },
    ]),
  );
  return game!.id;
}

function metrics(overrides: Partial<BacktestMetrics>): BacktestMetrics {
  const score = { n: 100, logLoss: 0.6, rps: 0.2, brier: 0.4 };
  const interval = { n: 100, mean: 0.01, lo: -0.01, hi: 0.03 };
  return {
    scores: { fair: score, model: score, consensus: score, closing: score },
    calibration: [],
    valuePicks: { threshold: 0.02, n: 100, roi: interval, clv: interval, beatClose: { n: 100, share: 0.55 } },
    bands: [],
    pool: null,
    marginMethod: { chosen: "power", logLoss: {} },
    ...overrides,
  };
}

const pickOf = async (matchId: string) =>
  (await db.select().from(predictions).where(eq(predictions.matchId, matchId)))[0]!;
const backtest = (m: BacktestMetrics, status: "succeeded" | "failed" = "succeeded") =>
  insertBacktest({
    modelId: model.key,
    modelVersion: model.version,
    sportId: "basketball",
    market: "moneyline",
    status,
    matches: 100,
    metrics: m,
  });

beforeAll(async () => {
  teamIds = await makeNbaWorld(now);
});

describe("fair settings from the latest backtest", () => {
  it("no succeeded backtest: the consensus alone, de-vigged by power, at the default value threshold", async () => {
    // A failed backtest says nothing.
    await backtest(
      metrics({
        pool: { a: 0, b: 1, c: [0, 0], n: 500, applied: true },
        marginMethod: { chosen: "shin", logLoss: {} },
      }),
      "failed",
    );
    const id = await upcomingGame("settings-1");
    await generatePredictions({ matchIds: [id], markets: ["moneyline"], now });
    const pick = await pickOf(id);
    const consensus = consensusProbabilities(Object.values(BOOKS), 2, { method: "power" })!;
    const k = pick.selection === "home" ? 0 : 1;
    expect(pick.fairBasis).toBe("market-only");
    expect(pick.fairProbability).toBeCloseTo(consensus[k]!, 5);
    expect(pick.consensusBookmakers).toBe(2);
    const edge = consensus[k]! * Math.max(...Object.values(BOOKS).map((book) => book[k]!)) - 1;
    expect(pick.isValue).toBe(edge >= DEFAULT_VALUE_THRESHOLDS["two-way"]);
  });

  it("pools with the model if the backtest applied the pool, with its de-vig method and value threshold", async () => {
    // a = 0, b = 1: fair is the model alone, so the backtest's weights visibly decide.
    await backtest(
      metrics({
        pool: { a: 0, b: 1, c: [0, 0], n: 500, applied: true },
        marginMethod: { chosen: "proportional", logLoss: {} },
        valuePicks: { ...metrics({}).valuePicks, threshold: 0.9 },
      }),
    );
    const id = await upcomingGame("settings-2");
    await generatePredictions({ matchIds: [id], markets: ["moneyline"], now });
    const pick = await pickOf(id);
    const proportional = consensusProbabilities(Object.values(BOOKS), 2, { method: "proportional" })!;
    const k = pick.selection === "home" ? 0 : 1;
    expect(pick.fairBasis).toBe("market+model");
    expect(pick.fairProbability).toBeCloseTo(pick.modelProbability!, 5);
    expect(pick.marketProbability).toBeCloseTo(proportional[k]!, 5);
    // A 90 % threshold: no value pick, the most likely fair outcome is published as a forecast.
    expect(pick.isValue).toBe(false);
    expect(pick.selection).toBe("home");
  });

  it("ignores pool weights the backtest did not apply", async () => {
    await backtest(
      metrics({
        pool: { a: 0, b: 1, c: [0, 0], n: 500, applied: false },
        valuePicks: { ...metrics({}).valuePicks, threshold: 0 },
      }),
    );
    const id = await upcomingGame("settings-3");
    await generatePredictions({ matchIds: [id], markets: ["moneyline"], now });
    const pick = await pickOf(id);
    const consensus = consensusProbabilities(Object.values(BOOKS), 2, { method: "power" })!;
    const k = pick.selection === "home" ? 0 : 1;
    expect(pick.fairBasis).toBe("market-only");
    expect(pick.fairProbability).toBeCloseTo(consensus[k]!, 5);
    // Threshold 0: any positive edge at the best price is a value pick.
    const edges = [0, 1].map((i) => consensus[i]! * Math.max(...Object.values(BOOKS).map((book) => book[i]!)) - 1);
    expect(pick.isValue).toBe(edges.some((e) => e > 0));
  });
});
