// The stored backtest on imported history: slices of ../shared/data written to a temp dir, imported with
// the history import, then the backtest-model job of the football and basketball models — on this file's own
// database (PGlite, or PostgreSQL with TEST_DB=postgres).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/db";
import { modelBacktests } from "@/db/schema";
import { DEFAULT_THRESHOLDS } from "@/lib/engine/fair-backtest";
import { getLocalRunner } from "@/lib/jobs";
import { importHistoryFile } from "@/lib/market/history-import.service";
import { enqueueBacktest } from "@/lib/models/backtest.service";

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const DATA = path.resolve(process.cwd(), "../shared/data");
let dir: string;

const lines = (file: string) => readFileSync(path.join(DATA, file), "utf8").trimEnd().split("\n");
const latestBacktest = async (modelId: string) =>
  (
    await db
      .select()
      .from(modelBacktests)
      .where(eq(modelBacktests.modelId, modelId))
      .orderBy(desc(modelBacktests.createdAt))
      .limit(1)
  )[0]!;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "edgecast-stored-backtest-"));
  // Two EPL seasons (760 matches with Pinnacle's close, the average, Bet365 and the maximum) and the
  // 2022-23 NBA regular season's first 600 games (moneyline, spread, total).
  const epl = lines("soccer_epl.csv");
  const football = path.join(dir, "epl.csv");
  writeFileSync(
    football,
    [epl[0], ...epl.filter((line) => line.includes(",2021-22,EPL,") || line.includes(",2022-23,EPL,"))].join("\n") +
      "\n",
  );
  const nba = lines("nba.csv");
  const basketball = path.join(dir, "nba.csv");
  writeFileSync(
    basketball,
    [nba[0], ...nba.filter((line) => line.includes(",2022-23,NBA,") && line.endsWith(",regular")).slice(0, 600)].join(
      "\n",
    ) + "\n",
  );
  for (const file of [football, basketball]) expect((await importHistoryFile(file)).errors).toEqual([]);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the stored backtest on imported history", () => {
  it(
    "football: the market average makes the consensus (Bet365 is one of its books), the maximum is the price " +
      "taken, so there are value picks",
    async () => {
      await enqueueBacktest("football-dixon-coles", undefined, "manual");
      await getLocalRunner().idle();
      const row = await latestBacktest("football-dixon-coles");
      expect(row).toMatchObject({ status: "succeeded", isDemo: false, market: "1x2", error: null });
      const m = row.metrics!;
      // Scored after the first fifth's burn-in, every scored match priced by the average and closed by Pinnacle.
      expect(row.matches).toBeGreaterThan(560);
      expect(m.scores.consensus!.n).toBe(row.matches);
      expect(m.scores.closing!.n).toBe(row.matches);
      // Pinnacle's close is sharper than the day-before consensus; it never fed the forecast.
      expect(m.scores.closing!.logLoss).toBeLessThan(m.scores.consensus!.logLoss);
      // The maximum beats the consensus's de-vigged price often enough: a threshold below the 10 % fallback,
      // chosen on the picks' closing-line value, and picks at it.
      expect(m.valuePicks.threshold).toBeLessThan(DEFAULT_THRESHOLDS.at(-1)!);
      expect(m.valuePicks.n).toBeGreaterThan(0);
      expect(m.valuePicks.clv.n).toBe(m.valuePicks.n);
      // Every outcome at the maximum: some edges are positive (the bands above 0 % hold picks).
      const positive = m.bands.filter((band) => (band.from ?? -1) >= 0).reduce((s, band) => s + band.roi.n, 0);
      expect(positive).toBeGreaterThan(0);
    },
  );

  it("basketball: spread is the pre-game consensus, moneyline only the close, so the backtest succeeds", async () => {
    await enqueueBacktest("basketball-elo", undefined, "manual");
    await getLocalRunner().idle();
    const row = await latestBacktest("basketball-elo");
    expect(row).toMatchObject({ status: "succeeded", isDemo: false, market: "moneyline", error: null });
    const m = row.metrics!;
    expect(row.matches).toBeGreaterThan(300);
    expect(m.scores.consensus!.n).toBe(row.matches);
    // The consensus is Φ(−spread/σ), not the closing moneyline: the two score differently on the same games.
    expect(m.scores.closing!.n).toBe(row.matches);
    expect(m.scores.consensus!.logLoss).not.toBeCloseTo(m.scores.closing!.logLoss, 6);
    expect(m.scores.consensus!.logLoss).toBeGreaterThan(0.5);
    expect(m.scores.consensus!.logLoss).toBeLessThan(0.69);
    // No price a bettor could take before tip-off: no value picks.
    expect(m.valuePicks.n).toBe(0);
  });
});
