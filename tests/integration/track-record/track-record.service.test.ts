// The track record's SQL aggregation against the pure definitions in lib/engine/pick-metrics.ts, on a
// seeded mix of WIN/LOSS/VOID/PENDING picks across sports, markets and months (this file's own database).
import { beforeAll, describe, expect, it } from "vitest";

import { GET } from "@/app/api/track-record/route";
import type { NewPrediction } from "@/db/schema";
import {
  calibrationFromTallies,
  metricsFromTally,
  monthKey,
  tallyCalibration,
  tallyPicks,
  type PickRow,
  type PickStatus,
} from "@/lib/engine/pick-metrics";
import { getTrackRecord, type TrackRecord } from "@/lib/track-record/track-record.service";
import { makePrediction } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Seed = PickRow & { sportId: string; leagueId: string; market: string; isPublished?: boolean; isDemo?: boolean };

const STATUSES: PickStatus[] = ["WIN", "LOSS", "WIN", "VOID", "LOSS", "PENDING", "WIN"];
const SPORTS = [
  { sportId: "football", leagueId: "epl", market: "1x2" },
  { sportId: "basketball", leagueId: "nba", market: "moneyline" },
  { sportId: "football", leagueId: "laliga", market: "over_under" },
  { sportId: "tennis", leagueId: "atp", market: "moneyline" },
];
const MONTHS = [Date.UTC(2025, 0, 10, 15), Date.UTC(2025, 1, 3, 19, 30), Date.UTC(2025, 2, 28, 23, 45)];

// 42 deterministic picks: every status in every sport/market and month, some without probabilities
// (manual picks), one unpublished and some demo rows, confidences spread over many bands.
const seeds: Seed[] = Array.from({ length: 42 }, (_, i) => {
  const modelProbability = 0.4 + ((i * 7) % 50) / 100;
  const manual = i % 9 === 4;
  return {
    ...SPORTS[i % SPORTS.length]!,
    status: STATUSES[i % STATUSES.length]!,
    decimalOdds: 1.5 + ((i * 13) % 20) / 10,
    confidence: Math.round(modelProbability * 10000) / 100,
    modelProbability: manual ? null : modelProbability,
    marketProbability: manual ? null : Math.max(0.05, modelProbability - 0.05 + ((i % 5) - 2) / 100),
    matchDate: new Date(MONTHS[i % MONTHS.length]! + i * 60_000),
    isPublished: i !== 11,
    isDemo: i % 10 === 0,
    // Quarter lines settled by halves: profit counts half the stake.
    resultNote:
      i % 8 === 0
        ? "Final 2-1: half won, half returned"
        : i % 8 === 1
          ? "Final 1-1: half lost, half returned"
          : "Final 2-0",
    stakeResult: i % 8 === 0 ? 0.5 : i % 8 === 1 ? -0.5 : null,
  };
});

let record: TrackRecord;

beforeAll(async () => {
  for (const [i, seed] of seeds.entries()) {
    const values: Partial<NewPrediction> = {
      ...seed,
      homeTeam: `Home ${i}`,
      awayTeam: `Away ${i}`,
      settledAt: seed.status === "PENDING" ? null : new Date(),
    };
    await makePrediction(values);
  }
  record = await getTrackRecord();
});

const expectClose = (actual: number | null | undefined, expected: number | null) => {
  if (expected === null) expect(actual).toBeNull();
  else expect(actual).toBeCloseTo(expected, 9);
};

function expectMetrics(actual: TrackRecord["overall"], rows: readonly PickRow[]) {
  const expected = metricsFromTally(tallyPicks(rows));
  expect({ ...actual, profit: 0, accuracy: 0, roi: 0, logLoss: null, brier: null }).toEqual({
    ...expected,
    profit: 0,
    accuracy: 0,
    roi: 0,
    logLoss: null,
    brier: null,
  });
  expectClose(actual.profit, expected.profit);
  expectClose(actual.accuracy, expected.accuracy);
  expectClose(actual.roi, expected.roi);
  expectClose(actual.logLoss?.model ?? null, expected.logLoss?.model ?? null);
  expectClose(actual.logLoss?.market ?? null, expected.logLoss?.market ?? null);
  expectClose(actual.brier?.model ?? null, expected.brier?.model ?? null);
  expectClose(actual.brier?.market ?? null, expected.brier?.market ?? null);
}

function expectCalibration(actual: TrackRecord["calibration"], rows: readonly PickRow[]) {
  const expected = calibrationFromTallies(tallyCalibration(rows));
  expect(actual.map(({ from, n, wins }) => ({ from, n, wins }))).toEqual(
    expected.map(({ from, n, wins }) => ({ from, n, wins })),
  );
  actual.forEach((band, i) => {
    expectClose(band.predicted, expected[i]!.predicted);
    expectClose(band.observed, expected[i]!.observed);
  });
}

describe("getTrackRecord", () => {
  it("counts every prediction, published or not, with each status shown", () => {
    const count = (status: PickStatus) => seeds.filter((seed) => seed.status === status).length;
    expect(record.overall).toMatchObject({
      total: 42,
      won: count("WIN"),
      lost: count("LOSS"),
      voided: count("VOID"),
      pending: count("PENDING"),
      settled: 42 - count("PENDING"),
    });
    expect(record.demoPredictions).toBe(seeds.filter((seed) => seed.isDemo).length);
  });

  it("aggregates accuracy, ROI and the pick's log loss and Brier like the pure definitions", () => {
    expectMetrics(record.overall, seeds);
    // Probability scores only on decided rows carrying both probabilities.
    expect(record.overall.scored).toBe(
      seeds.filter((s) => (s.status === "WIN" || s.status === "LOSS") && s.modelProbability !== null).length,
    );
    expectCalibration(record.calibration, seeds);
  });

  it("breaks the record down by sport, market and month, each with its own calibration", () => {
    expect(record.bySport.map((g) => g.key).sort()).toEqual(["basketball", "football", "tennis"]);
    expect(record.bySport.find((g) => g.key === "football")?.label).toBe("Football");
    for (const group of record.bySport) {
      const rows = seeds.filter((s) => s.sportId === group.key);
      expectMetrics(group.metrics, rows);
      expectCalibration(group.calibration, rows);
    }
    expect(record.byMarket.map((g) => g.key).sort()).toEqual(["1x2", "moneyline", "over_under"]);
    expect(record.byMarket.find((g) => g.key === "over_under")?.label).toBe("Over/Under");
    for (const group of record.byMarket)
      expectMetrics(
        group.metrics,
        seeds.filter((s) => s.market === group.key),
      );
    // Months in UTC (the 23:45 UTC kick-offs stay in March), newest first.
    expect(record.byMonth.map((g) => g.key)).toEqual(["2025-03", "2025-02", "2025-01"]);
    expect(record.byMonth[0]?.label).toBe("March 2025");
    for (const group of record.byMonth) {
      const rows = seeds.filter((s) => monthKey(s.matchDate) === group.key);
      expectMetrics(group.metrics, rows);
      expectCalibration(group.calibration, rows);
    }
    // Group totals add up to the overall count: nothing falls between the groups.
    const sum = (groups: TrackRecord["bySport"]) => groups.reduce((n, g) => n + g.metrics.total, 0);
    expect(sum(record.bySport)).toBe(42);
    expect(sum(record.byMarket)).toBe(42);
    expect(sum(record.byMonth)).toBe(42);
  });

  it("applies sport, market and match-date filters", async () => {
    const from = new Date(Date.UTC(2025, 1, 1));
    const to = new Date(Date.UTC(2025, 2, 1));
    const filtered = await getTrackRecord({ sport: "football", market: "1x2", from, to });
    const rows = seeds.filter(
      (s) => s.sportId === "football" && s.market === "1x2" && s.matchDate >= from && s.matchDate < to,
    );
    expect(rows.length).toBeGreaterThan(0);
    expectMetrics(filtered.overall, rows);
    expect(filtered.filters).toEqual({
      sport: "football",
      market: "1x2",
      from: from.toISOString(),
      to: to.toISOString(),
    });
  });

  it("returns an honest empty record when nothing matches", async () => {
    const empty = await getTrackRecord({ sport: "esports" });
    expect(empty.overall).toMatchObject({
      total: 0,
      settled: 0,
      accuracy: null,
      roi: null,
      logLoss: null,
      brier: null,
    });
    expect(empty.bySport).toEqual([]);
    expect(empty.calibration).toEqual([]);
  });
});

describe("GET /api/track-record", () => {
  const get = (url: string) =>
    callRoute<{ success: boolean; data: TrackRecord; code?: string }>(GET, jsonRequest("GET", url));

  it("is public and answers the same figures as the service, with an inclusive 'to' day", async () => {
    const res = await get("/api/track-record?sport=basketball&from=2025-01-01&to=2025-03-28");
    expect(res.status).toBe(200);
    const rows = seeds.filter((s) => s.sportId === "basketball" && s.matchDate < new Date(Date.UTC(2025, 2, 29)));
    expectMetrics(res.body.data.overall, rows);
    expect(res.body.data.filters.to).toBe("2025-03-29T00:00:00.000Z");
  });

  it("rejects malformed filters with 422", async () => {
    expect((await get("/api/track-record?from=2025-02-30")).status).toBe(422);
    expect((await get("/api/track-record?from=2025-03-01&to=2025-02-01")).status).toBe(422);
    expect((await get("/api/track-record?sport=Bad%20Sport!")).status).toBe(422);
  });
});
