// Closing-line value of the live record and the stored-backtest reader, on rows this file inserts: the SQL
// sums and their intervals against a recomputation in TypeScript (meanInterval) on the same rows.
import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/db";
import { insertBacktest } from "@/lib/models/backtests.queries";
import { mlModels, type BacktestMetrics, type NewPrediction } from "@/db/schema";
import { meanInterval } from "@/lib/engine/fair-value";
import { pickProfit, type PickStatus } from "@/lib/engine/pick-metrics";
import { edgeBandIndex } from "@/lib/format/edge-bands.rules";
import { getLatestBacktests, getLiveClv, type ClvFigures, type LiveClv } from "@/lib/track-record/track-record.service";
import { makePrediction } from "@/tests/helpers/factories";

interface Seed {
  sportId: string;
  leagueId: string;
  market: string;
  status: PickStatus;
  decimalOdds: number;
  expectedValue: number | null;
  clv: number | null;
  isValue: boolean;
  modelVersion: string | null;
  resultNote: string;
  stakeResult: number | null;
}

const STATUSES: PickStatus[] = ["WIN", "LOSS", "VOID", "LOSS", "PENDING", "WIN", "LOSS"];
const PLACES = [
  { sportId: "football", leagueId: "epl", market: "1x2" },
  { sportId: "basketball", leagueId: "nba", market: "moneyline" },
  { sportId: "football", leagueId: "laliga", market: "over_under" },
];
// EVs on and around every band bound, negative ones and none (manual picks).
const EVS = [-0.06, 0, 0.0199, 0.02, 0.035, 0.04, 0.0599, 0.06, 0.07, 0.0999, 0.1, 0.25, null];

const seeds: Seed[] = Array.from({ length: 52 }, (_, i) => {
  const expectedValue = EVS[i % EVS.length]!;
  const manual = expectedValue === null;
  return {
    ...PLACES[i % PLACES.length]!,
    status: STATUSES[i % STATUSES.length]!,
    decimalOdds: 1.5 + ((i * 13) % 25) / 10,
    expectedValue,
    // Every third pick has no stored close yet; manual picks never have one.
    clv: manual || i % 3 === 0 ? null : Math.round((((i * 37) % 21) - 8) * 37) / 10000,
    isValue: !manual && expectedValue! >= 0.04 && i % 2 === 0,
    modelVersion: manual ? null : i % 4 === 0 ? "clv-v2" : "clv-v1",
    resultNote: i % 11 === 0 ? "Final 2-1: half won, half returned" : "Final 2-0",
    stakeResult: i % 11 === 0 ? 0.5 : null,
  };
});

let live: LiveClv;

beforeAll(async () => {
  for (const [i, seed] of seeds.entries()) {
    const values: Partial<NewPrediction> = {
      ...seed,
      source: seed.modelVersion === null ? "MANUAL" : "MODEL",
      modelProbability: seed.modelVersion === null ? null : 0.5,
      edge: seed.expectedValue === null ? null : seed.expectedValue * 100,
      homeTeam: `Home ${i}`,
      awayTeam: `Away ${i}`,
      matchDate: new Date(Date.UTC(2025, 3, 1 + (i % 20), 15)),
      settledAt: seed.status === "PENDING" ? null : new Date(),
    };
    await makePrediction(values);
  }
  live = await getLiveClv();
});

/** The figures recomputed from the rows: each mean with meanInterval over the picks it counts. */
function expected(rows: readonly Seed[]) {
  const settled = rows.filter((r) => r.status !== "PENDING");
  const closed = rows.filter((r) => r.clv !== null);
  return {
    roi: meanInterval(settled.map((r) => pickProfit(r.status, r.decimalOdds, r.stakeResult))),
    clv: meanInterval(closed.map((r) => r.clv!)),
    beatClose: meanInterval(closed.map((r) => (r.clv! > 0 ? 1 : 0))),
  };
}

function expectFigures(actual: ClvFigures, rows: readonly Seed[]) {
  const want = expected(rows);
  for (const key of ["roi", "clv", "beatClose"] as const) {
    expect(actual[key].n, key).toBe(want[key].n);
    for (const field of ["mean", "lo", "hi"] as const) {
      const value = want[key][field];
      if (Number.isFinite(value)) expect(actual[key][field], `${key}.${field}`).toBeCloseTo(value, 9);
      else expect(actual[key][field], `${key}.${field}`).toBeNull();
    }
  }
}

describe("getLiveClv", () => {
  it(
    "counts CLV only over picks with a stored close and return over settled picks, with intervals equal to " +
      "meanInterval",
    () => {
      expectFigures(live.all.overall, seeds);
      expect(live.all.overall.clv.n).toBe(seeds.filter((s) => s.clv !== null).length);
      expect(live.all.overall.clv.n).toBeLessThan(seeds.length);
      expect(live.all.overall.roi.n).toBe(seeds.filter((s) => s.status !== "PENDING").length);
    },
  );

  it("shows the value picks apart from all picks", () => {
    const value = seeds.filter((s) => s.isValue);
    expect(value.length).toBeGreaterThan(2);
    expectFigures(live.value.overall, value);
    for (const group of live.value.bySport)
      expectFigures(
        group.figures,
        value.filter((s) => s.sportId === group.key),
      );
    expect(live.value.overall.roi.n).toBeLessThan(live.all.overall.roi.n);
  });

  it("breaks the figures down by sport, market, edge band and model version", () => {
    expect(live.all.bySport.map((g) => g.key).sort()).toEqual(["basketball", "football"]);
    for (const group of live.all.bySport)
      expectFigures(
        group.figures,
        seeds.filter((s) => s.sportId === group.key),
      );
    expect(live.all.byMarket.map((g) => g.key).sort()).toEqual(["1x2", "moneyline", "over_under"]);
    for (const group of live.all.byMarket)
      expectFigures(
        group.figures,
        seeds.filter((s) => s.market === group.key),
      );
    // Bands in order, labelled, each holding exactly the picks edgeBandIndex puts there (bounds included below).
    expect(live.all.byBand.map((g) => g.label)).toEqual(["<0 %", "0–2 %", "2–4 %", "4–6 %", "6–10 %", "≥10 %"]);
    for (const group of live.all.byBand)
      expectFigures(
        group.figures,
        seeds.filter((s) => edgeBandIndex(s.expectedValue) === Number(group.key)),
      );
    // Each band's stated edge: the mean EV of its picks with a close, the same picks as its CLV.
    for (const group of live.all.byBand) {
      const closed = seeds.filter((s) => edgeBandIndex(s.expectedValue) === Number(group.key) && s.clv !== null);
      expect(group.figures.clv.n).toBe(closed.length);
      if (closed.length === 0) expect(group.statedEdge).toBeNull();
      else
        expect(group.statedEdge).toBeCloseTo(closed.reduce((sum, s) => sum + s.expectedValue!, 0) / closed.length, 9);
    }
    // Manual picks (no model version) have no model group.
    expect(live.all.byModel.map((g) => g.key).sort()).toEqual(["clv-v1", "clv-v2"]);
    for (const group of live.all.byModel)
      expectFigures(
        group.figures,
        seeds.filter((s) => s.modelVersion === group.key),
      );
  });
});

describe("stated edge against realised CLV by edge band", () => {
  const statedEdgeOf = (rows: readonly Seed[]) => {
    const closed = rows.filter((r) => r.clv !== null);
    return closed.length === 0 ? null : closed.reduce((sum, r) => sum + r.expectedValue!, 0) / closed.length;
  };

  it("gives every band of the value picks its n, mean stated edge and mean CLV over the same picks", () => {
    const value = seeds.filter((s) => s.isValue);
    expect(live.value.byBand.length).toBeGreaterThan(1);
    for (const group of live.value.byBand) {
      const rows = value.filter((s) => edgeBandIndex(s.expectedValue) === Number(group.key));
      expectFigures(group.figures, rows);
      const want = statedEdgeOf(rows);
      if (want === null) expect(group.statedEdge).toBeNull();
      else expect(group.statedEdge).toBeCloseTo(want, 9);
    }
  });

  it("answers the same from a scan when a filter cuts a match day", async () => {
    // 2025-04-01T12:00: not a whole UTC day, so the kept per-day sums cannot answer and the picks are scanned.
    const from = new Date(Date.UTC(2025, 3, 1, 12));
    const scanned = await getLiveClv({ from });
    const rows = seeds.filter((_, i) => Date.UTC(2025, 3, 1 + (i % 20), 15) >= from.getTime());
    for (const group of scanned.all.byBand) {
      const these = rows.filter((s) => edgeBandIndex(s.expectedValue) === Number(group.key));
      expectFigures(group.figures, these);
      const want = statedEdgeOf(these);
      if (want === null) expect(group.statedEdge).toBeNull();
      else expect(group.statedEdge).toBeCloseTo(want, 9);
    }
    expect(scanned.all.byBand.length).toBeGreaterThan(3);
  });
});

const METRICS: BacktestMetrics = {
  scores: {
    fair: { n: 380, logLoss: 0.981, rps: 0.198, brier: 0.582 },
    model: { n: 380, logLoss: 1.002, rps: 0.205, brier: 0.594 },
    consensus: { n: 380, logLoss: 0.985, rps: 0.199, brier: 0.584 },
    closing: { n: 380, logLoss: 0.975, rps: 0.196, brier: 0.579 },
  },
  calibration: [{ from: 0.4, to: 0.5, n: 120, predicted: 0.45, observed: 0.47 }],
  valuePicks: {
    threshold: 0.04,
    n: 61,
    roi: { n: 61, mean: 0.03, lo: -0.2, hi: 0.26 },
    clv: { n: 61, mean: 0.012, lo: 0.001, hi: 0.023 },
    beatClose: { n: 61, share: 0.57 },
  },
  bands: [],
  pool: null,
  marginMethod: { chosen: "power", logLoss: { power: 0.985 } },
};

describe("getLatestBacktests", () => {
  it("returns the newest succeeded backtest per model and market of the publishing version only", async () => {
    const modelId = `clv-model-${randomUUID()}`;
    await db.insert(mlModels).values({
      id: modelId,
      name: "Test goals model",
      engine: "football-dixon-coles",
      type: "REGRESSION",
      sport: "FOOTBALL",
    });
    const base = {
      modelId,
      sportId: "football",
      periodFrom: new Date("2024-08-01T00:00:00Z"),
      periodTo: new Date("2025-05-01T00:00:00Z"),
      matches: 380,
      metrics: METRICS,
    };
    const at = (minutes: number) => new Date(Date.UTC(2025, 5, 1, 12, minutes));
    await insertBacktest({
      ...base,
      modelVersion: "v3",
      market: "1x2",
      status: "succeeded",
      createdAt: at(0),
      isDemo: true,
      beatsConsensus: true,
    });
    const newest = await insertBacktest({
      ...base,
      modelVersion: "v3",
      market: "1x2",
      status: "succeeded",
      createdAt: at(5),
      isDemo: true,
      beatsConsensus: true,
    });
    // Newer, but not usable: still running, failed, or of another version.
    await insertBacktest({ ...base, modelVersion: "v3", market: "1x2", status: "running", createdAt: at(9) });
    await insertBacktest({ ...base, modelVersion: "v3", market: "1x2", status: "failed", createdAt: at(10) });
    await insertBacktest({ ...base, modelVersion: "v2", market: "1x2", status: "succeeded", createdAt: at(20) });
    const totals = await insertBacktest({
      ...base,
      modelVersion: "v3",
      market: "over_under",
      status: "succeeded",
      createdAt: at(1),
      beatsConsensus: false,
    });

    const shown = await getLatestBacktests([{ modelId, version: "v3" }]);
    expect(shown.map((b) => [b.id, b.market])).toEqual([
      [newest.id, "1x2"],
      [totals.id, "over_under"],
    ]);
    expect(shown[0]).toMatchObject({
      modelName: "Test goals model",
      modelVersion: "v3",
      matches: 380,
      isDemo: true,
      beatsConsensus: true,
      periodFrom: "2024-08-01T00:00:00.000Z",
    });
    expect(shown[0]!.metrics?.scores.fair.logLoss).toBe(0.981);
    expect(await getLatestBacktests([{ modelId, version: "v9" }])).toEqual([]);
    expect(await getLatestBacktests([])).toEqual([]);
  });
});
