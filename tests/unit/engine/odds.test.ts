import { describe, expect, it } from "vitest";

import {
  americanToDecimal,
  decimalToAmerican,
  formatAmerican,
  formatDecimalAsAmerican,
  overround,
  removeMargin,
  shinZ,
} from "@/lib/engine/odds";

describe("odds conversion", () => {
  it.each([
    [2.5, 150],
    [1.5, -200],
    [2.0, 100],
    [3.75, 275],
    [1.25, -400],
    [1.909090909, -110],
  ])("decimal %s → American %s", (decimal, american) => {
    expect(decimalToAmerican(decimal)).toBe(american);
  });

  it.each([
    [150, 2.5],
    [-200, 1.5],
    [100, 2.0],
    [-100, 2.0],
    [-110, 1 + 100 / 110],
    [275, 3.75],
  ])("American %s → decimal %s", (american, decimal) => {
    expect(americanToDecimal(american)).toBeCloseTo(decimal, 12);
  });

  it("round-trips and formats with a sign", () => {
    for (const d of [1.05, 1.5, 1.91, 2, 2.2, 7.5, 21])
      expect(americanToDecimal(decimalToAmerican(d))).toBeCloseTo(d, 1);
    expect(formatAmerican(150)).toBe("+150");
    expect(formatAmerican(-200)).toBe("-200");
    expect(formatDecimalAsAmerican(2.5)).toBe("+150");
  });

  it("rejects impossible odds", () => {
    expect(() => decimalToAmerican(1)).toThrow(RangeError);
    expect(() => americanToDecimal(50)).toThrow(RangeError);
  });
});

describe("margin removal", () => {
  // Prices 2.0 / 3.5 / 4.0: implied 0.5 + 0.285714 + 0.25 = 1.035714 (a 3.57 % overround).
  const odds = [2.0, 3.5, 4.0];

  it("measures the overround", () => {
    expect(overround(odds)).toBeCloseTo(0.0357142857, 9);
  });

  it("proportional: 1/odds normalised", () => {
    const p = removeMargin(odds, "proportional");
    expect(p[0]).toBeCloseTo(0.4827586207, 9);
    expect(p[1]).toBeCloseTo(0.275862069, 9);
    expect(p[2]).toBeCloseTo(0.2413793103, 9);
  });

  it("power: (1/odds)^k with k = 1.034637 (solved independently with scipy brentq)", () => {
    const p = removeMargin(odds, "power");
    expect(p[0]).toBeCloseTo(0.4881387599, 8);
    expect(p[1]).toBeCloseTo(0.2735817911, 8);
    expect(p[2]).toBeCloseTo(0.238279449, 8);
  });

  it("Shin: z = 0.0178913 and probabilities from Shin's formula (checked with scipy)", () => {
    expect(shinZ(odds)).toBeCloseTo(0.017891311770305, 8);
    const p = removeMargin(odds, "shin");
    expect(p[0]).toBeCloseTo(0.4867336348, 8);
    expect(p[1]).toBeCloseTo(0.2743283961, 8);
    expect(p[2]).toBeCloseTo(0.2389379691, 8);
  });

  it("odds ratio: p/(1 − p) = (π/(1 − π)) / c with c = 1.0577241 (bisection in Python, independently)", () => {
    const p = removeMargin(odds, "odds-ratio");
    expect(p[0]).toBeCloseTo(0.485973797, 8);
    expect(p[1]).toBeCloseTo(0.2744003455, 8);
    expect(p[2]).toBeCloseTo(0.2396258576, 8);
    // The defining property: every outcome's odds are divided by the same constant.
    const c = 0.5 / 0.5 / (p[0]! / (1 - p[0]!));
    expect(1 / 4 / (1 - 1 / 4) / (p[2]! / (1 - p[2]!))).toBeCloseTo(c, 10);
  });

  it("all methods sum to one and agree on a fair even market", () => {
    for (const method of ["proportional", "power", "shin", "odds-ratio"] as const) {
      const p = removeMargin([1.9, 1.9], method);
      expect(p[0]).toBeCloseTo(0.5, 12);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    }
  });

  it("power and Shin take more margin off the long shot than proportional", () => {
    const prop = removeMargin([1.25, 5.5, 11], "proportional");
    const power = removeMargin([1.25, 5.5, 11], "power");
    const shin = removeMargin([1.25, 5.5, 11], "shin");
    const ratio = removeMargin([1.25, 5.5, 11], "odds-ratio");
    expect(ratio[2]!).toBeLessThan(prop[2]!);
    expect(power[2]!).toBeLessThan(prop[2]!);
    expect(shin[2]!).toBeLessThan(prop[2]!);
    expect(power[0]!).toBeGreaterThan(prop[0]!);
  });
});
