import { describe, expect, it } from "vitest";

import {
  bestPrices,
  closingLineValue,
  meanInterval,
  priceEdge,
  stakePayoff,
  summariseValuePicks,
  valueSelection,
  Z95,
} from "@/lib/engine/fair-value";

describe("the published value rule", () => {
  it("publishes the selection with the largest edge when it reaches the threshold", () => {
    expect(valueSelection([0.01, 0.035, 0.025], 0.02)).toBe(1);
    expect(valueSelection([0.01, 0.02, -0.05], 0.02)).toBe(1);
    // The largest edge below the threshold: no value pick, even though another selection is positive.
    expect(valueSelection([0.01, 0.015, -0.05], 0.02)).toBeNull();
  });

  it("never publishes a non-positive edge, whatever the threshold; ties go to the first selection", () => {
    expect(valueSelection([0, -0.01], -0.5)).toBeNull();
    expect(valueSelection([0.03, 0.03], 0.02)).toBe(0);
    expect(valueSelection([], 0)).toBeNull();
  });
});

describe("edge and closing-line value", () => {
  it("edge is expected profit per unit at the price: p × o − 1", () => {
    expect(priceEdge(0.5, 2.1)).toBeCloseTo(0.05, 12);
    expect(priceEdge(0.25, 3.8)).toBeCloseTo(-0.05, 12);
    expect(priceEdge(1 / 3, 3)).toBeCloseTo(0, 12);
  });

  it("CLV is the taken price against the closing fair probability: o × p_close − 1", () => {
    // Taken at 2.30; the close de-vigged says 0.47: 2.30 × 0.47 − 1 = +0.081.
    expect(closingLineValue(2.3, 0.47)).toBeCloseTo(0.081, 12);
    // Taken at 4.00 and the market drifted to 0.2: 4 × 0.2 − 1 = −0.2.
    expect(closingLineValue(4, 0.2)).toBeCloseTo(-0.2, 12);
  });

  it("a 1-unit stake pays price − 1 or loses 1", () => {
    expect(stakePayoff(2.5, true)).toBeCloseTo(1.5, 12);
    expect(stakePayoff(2.5, false)).toBe(-1);
  });

  it("the best price is the highest per outcome across books, skipping missing prices", () => {
    expect(
      bestPrices(
        [
          [2.1, 3.4, 3.5],
          [2.2, 3.3, 3.6],
          [2.0, Number.NaN, 3.9],
        ],
        3,
      ),
    ).toEqual([2.2, 3.4, 3.9]);
    expect(bestPrices([[2.1, 3.4]], 3)).toBeNull();
    expect(bestPrices([], 2)).toBeNull();
  });
});

describe("intervals", () => {
  it("mean ± 1.96·sd/√n with the sample sd (values checked with Python's statistics module)", () => {
    const m = meanInterval([1.5, -1, -1, 2.2, -1]);
    expect(m.n).toBe(5);
    expect(m.mean).toBeCloseTo(0.14, 12);
    expect(m.sd).toBeCloseTo(1.580506248010428, 12);
    expect(m.se).toBeCloseTo(0.7068238818828917, 12);
    expect(m.lo).toBeCloseTo(-1.2453493519032608, 10);
    expect(m.hi).toBeCloseTo(1.525349351903261, 10);
    expect(Z95).toBeCloseTo(1.96, 2);
  });

  it("has no interval below two values", () => {
    expect(meanInterval([]).n).toBe(0);
    expect(Number.isNaN(meanInterval([]).mean)).toBe(true);
    const one = meanInterval([0.3]);
    expect(one.mean).toBe(0.3);
    expect(Number.isNaN(one.lo)).toBe(true);
  });

  it("summarises picks: ROI at the taken price, CLV where the close is known, share beating the close", () => {
    const s = summariseValuePicks([
      { price: 2.5, won: true, edge: 0.05, closingProbability: 0.44 }, // payoff 1.5, CLV +0.10
      { price: 3.0, won: false, edge: 0.03, closingProbability: 0.3 }, // payoff −1, CLV −0.10
      { price: 2.0, won: false, edge: 0.01 }, // payoff −1, no close
    ]);
    expect(s.n).toBe(3);
    expect(s.roi.n).toBe(3);
    expect(s.roi.mean).toBeCloseTo(-0.5 / 3, 12);
    expect(s.clv.n).toBe(2);
    expect(s.clv.mean).toBeCloseTo(0, 12);
    expect(s.beatClose).toEqual({ n: 2, share: 0.5 });
    expect(s.meanEdge).toBeCloseTo(0.03, 12);
    // The stated edge on the same picks as the CLV it forecasts: the two with a close.
    expect(s.closedMeanEdge).toBeCloseTo(0.04, 12);
  });
});
