import { describe, expect, it } from "vitest";

import {
  calibrationFromTallies,
  confidenceBand,
  marketLabel,
  metricsFromTally,
  monthKey,
  pickBrier,
  pickLogLoss,
  pickProfit,
  tallyCalibration,
  tallyPicks,
  type PickRow,
} from "@/lib/engine/pick-metrics";

const row = (overrides: Partial<PickRow>): PickRow => ({
  status: "WIN",
  decimalOdds: 2,
  confidence: 60,
  modelProbability: 0.6,
  marketProbability: 0.5,
  matchDate: new Date("2025-03-10T15:00:00Z"),
  ...overrides,
});

describe("pickProfit (flat 1-unit stakes at the published decimal odds)", () => {
  it("pays odds − 1 on a win, loses the stake on a loss, returns it on a void", () => {
    expect(pickProfit("WIN", 2.5)).toBeCloseTo(1.5);
    expect(pickProfit("LOSS", 2.5)).toBe(-1);
    expect(pickProfit("VOID", 2.5)).toBe(0);
    expect(pickProfit("PENDING", 2.5)).toBe(0);
  });

  it("pays half on a quarter line settled half won, and costs half on a half loss", () => {
    expect(pickProfit("WIN", 2.5, 0.5)).toBeCloseTo(0.75);
    expect(pickProfit("LOSS", 2.5, -0.5)).toBe(-0.5);
    expect(pickProfit("WIN", 2.5, 1)).toBeCloseTo(1.5);
  });

  it("reads a stake result only in its status's direction, and lets the status decide without one", () => {
    expect(pickProfit("WIN", 2.5, null)).toBeCloseTo(1.5);
    expect(pickProfit("LOSS", 2.5, undefined)).toBe(-1);
    expect(pickProfit("WIN", 2.5, -0.5)).toBeCloseTo(1.5);
    expect(pickProfit("LOSS", 2.5, 0.5)).toBe(-1);
    expect(pickProfit("VOID", 2.5, 0.5)).toBe(0);
    expect(pickProfit("PENDING", 2.5, -1)).toBe(0);
  });
});

describe("binary scores of the pick's outcome", () => {
  it("log loss is −ln p on a win and −ln(1 − p) on a loss", () => {
    expect(pickLogLoss(0.8, true)).toBeCloseTo(-Math.log(0.8), 12);
    expect(pickLogLoss(0.8, false)).toBeCloseTo(-Math.log(0.2), 12);
    expect(pickLogLoss(0.5, true)).toBeCloseTo(Math.LN2, 12);
  });

  it("clips certain forecasts so a confident miss is large but finite", () => {
    expect(Number.isFinite(pickLogLoss(1, false))).toBe(true);
    expect(pickLogLoss(1, false)).toBeGreaterThan(30);
    expect(pickLogLoss(1, true)).toBeCloseTo(0, 12);
  });

  it("Brier is (p − o)²", () => {
    expect(pickBrier(0.7, true)).toBeCloseTo(0.09, 12);
    expect(pickBrier(0.7, false)).toBeCloseTo(0.49, 12);
  });
});

describe("tallyPicks and metricsFromTally", () => {
  const rows = [
    row({ status: "WIN", decimalOdds: 2.2, modelProbability: 0.6, marketProbability: 0.5 }),
    row({ status: "LOSS", decimalOdds: 1.8, modelProbability: 0.7, marketProbability: 0.6 }),
    row({ status: "WIN", decimalOdds: 1.5, modelProbability: null, marketProbability: null }),
    row({ status: "VOID", decimalOdds: 3 }),
    row({ status: "PENDING", decimalOdds: 4 }),
  ];
  const metrics = metricsFromTally(tallyPicks(rows));

  it("shows every status and never hides void or pending picks", () => {
    expect(metrics).toMatchObject({ total: 5, settled: 4, won: 2, lost: 1, voided: 1, pending: 1, decided: 3 });
  });

  it("accuracy is wins over decided picks (void excluded)", () => {
    expect(metrics.accuracy).toBeCloseTo(2 / 3, 12);
  });

  it("ROI is profit over settled stakes, a void stake counting with profit 0", () => {
    expect(metrics.profit).toBeCloseTo(1.2 - 1 + 0.5, 12);
    expect(metrics.staked).toBe(4);
    expect(metrics.roi).toBeCloseTo(0.7 / 4, 12);
  });

  it("scores model and market on the same rows: decided picks with both probabilities", () => {
    expect(metrics.scored).toBe(2);
    expect(metrics.logLoss!.model).toBeCloseTo((-Math.log(0.6) - Math.log(0.3)) / 2, 12);
    expect(metrics.logLoss!.market).toBeCloseTo((-Math.log(0.5) - Math.log(0.4)) / 2, 12);
    expect(metrics.brier!.model).toBeCloseTo((0.16 + 0.49) / 2, 12);
    expect(metrics.brier!.market).toBeCloseTo((0.25 + 0.36) / 2, 12);
  });

  it("gives null rates, not zeros, when nothing is settled", () => {
    const empty = metricsFromTally(tallyPicks([row({ status: "PENDING" })]));
    expect(empty).toMatchObject({
      total: 1,
      pending: 1,
      settled: 0,
      accuracy: null,
      roi: null,
      logLoss: null,
      brier: null,
    });
  });

  it("an all-void record has a ROI of 0 but no accuracy", () => {
    const voids = metricsFromTally(tallyPicks([row({ status: "VOID" }), row({ status: "VOID" })]));
    expect(voids.accuracy).toBeNull();
    expect(voids.roi).toBe(0);
  });
});

describe("calibration bands", () => {
  it("puts a confidence in its 5-point band; 100 joins the top band", () => {
    expect(confidenceBand(50)).toBe(50);
    expect(confidenceBand(54.99)).toBe(50);
    expect(confidenceBand(55)).toBe(55);
    expect(confidenceBand(67.4)).toBe(65);
    expect(confidenceBand(100)).toBe(95);
    expect(confidenceBand(0)).toBe(0);
  });

  it("compares mean predicted confidence with the observed win rate, with counts, lowest band first", () => {
    const bands = calibrationFromTallies(
      tallyCalibration([
        row({ status: "WIN", confidence: 72 }),
        row({ status: "LOSS", confidence: 74 }),
        row({ status: "WIN", confidence: 71 }),
        row({ status: "WIN", confidence: 52 }),
        row({ status: "VOID", confidence: 73 }),
        row({ status: "PENDING", confidence: 73 }),
      ]),
    );
    expect(bands).toHaveLength(2);
    expect(bands[0]).toMatchObject({ from: 50, to: 55, n: 1, wins: 1, predicted: 52, observed: 100 });
    expect(bands[1]).toMatchObject({ from: 70, to: 75, n: 3, wins: 2 });
    expect(bands[1]!.predicted).toBeCloseTo(217 / 3, 12);
    expect(bands[1]!.observed).toBeCloseTo(200 / 3, 12);
  });
});

describe("month grouping", () => {
  it("uses the UTC calendar month of the match", () => {
    expect(monthKey(new Date("2025-03-31T23:30:00Z"))).toBe("2025-03");
    expect(monthKey(new Date("2025-04-01T00:00:00Z"))).toBe("2025-04");
    expect(monthKey(new Date("2024-12-31T23:59:59-05:00"))).toBe("2025-01");
  });
});

describe("marketLabel", () => {
  it("names known markets and tidies unknown keys", () => {
    expect(marketLabel("1x2")).toBe("1X2");
    expect(marketLabel("over_under")).toBe("Over/Under");
    expect(marketLabel("corner-count")).toBe("Corner count");
  });
});
