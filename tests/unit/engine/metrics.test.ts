import { describe, expect, it } from "vitest";

import { brier, classificationReport, flatStakeRoi, isCorrect, logLoss, rps, summarise } from "@/lib/engine/metrics";

describe("scoring rules (hand-computed)", () => {
  const p = [0.5, 0.3, 0.2];

  it("RPS of an ordered 1X2 forecast", () => {
    // Home win: cumulative (0.5, 0.8) vs (1, 1) → ((0.5)² + (0.2)²) / 2 = 0.145.
    expect(rps(p, 0)).toBeCloseTo(0.145, 12);
    // Draw: (0.5, 0.8) vs (0, 1) → (0.25 + 0.04) / 2 = 0.145.
    expect(rps(p, 1)).toBeCloseTo(0.145, 12);
    // Away win: (0.5, 0.8) vs (0, 0) → (0.25 + 0.64) / 2 = 0.445.
    expect(rps(p, 2)).toBeCloseTo(0.445, 12);
    expect(rps([1, 0, 0], 0)).toBe(0);
  });

  it("log loss is −ln p(outcome), clipped away from 0", () => {
    expect(logLoss(p, 1)).toBeCloseTo(-Math.log(0.3), 12);
    expect(logLoss([1, 0, 0], 1)).toBeCloseTo(-Math.log(1e-15), 6);
  });

  it("multi-class Brier sums over all outcomes (0..2)", () => {
    // (0.5 − 1)² + 0.3² + 0.2² = 0.25 + 0.09 + 0.04 = 0.38
    expect(brier(p, 0)).toBeCloseTo(0.38, 12);
    // Two-way: (0.7 − 1)² + 0.3² = 0.18 = twice the binary Brier 0.09.
    expect(brier([0.7, 0.3], 0)).toBeCloseTo(0.18, 12);
  });

  it("accuracy, summary and macro precision/recall/F1", () => {
    expect(isCorrect(p, 0)).toBe(1);
    expect(isCorrect(p, 2)).toBe(0);
    const s = summarise([
      { probs: p, outcome: 0 },
      { probs: p, outcome: 2 },
    ]);
    expect(s.n).toBe(2);
    expect(s.accuracy).toBe(0.5);
    expect(s.rps).toBeCloseTo((0.145 + 0.445) / 2, 12);
    const r = classificationReport([
      { probs: [0.6, 0.4], outcome: 0 },
      { probs: [0.6, 0.4], outcome: 1 },
      { probs: [0.3, 0.7], outcome: 1 },
    ]);
    // class 0: precision 1/2, recall 1/1; class 1: precision 1/1, recall 1/2.
    expect(r.precision).toBeCloseTo(0.75, 12);
    expect(r.recall).toBeCloseTo(0.75, 12);
    expect(r.f1).toBeCloseTo((2 / 3 + 2 / 3) / 2, 12);
  });

  it("flat-stake ROI", () => {
    const r = flatStakeRoi([
      { odds: 2.5, won: true },
      { odds: 1.8, won: false },
      { odds: 2, won: false, push: true },
    ]);
    expect(r.profit).toBeCloseTo(0.5, 12);
    expect(r.roi).toBeCloseTo(0.5 / 3, 12);
  });
});
