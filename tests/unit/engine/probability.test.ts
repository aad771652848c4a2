import { describe, expect, it } from "vitest";

import {
  discretisedNormal,
  erf,
  matrixOutcome,
  normalCdf,
  normalQuantile,
  poissonPmf,
  scoreMatrix,
} from "@/lib/engine/probability";

describe("Poisson score matrix", () => {
  it("independent Poisson λ = 1.5 / 1.1: 1X2, over 2.5 and BTTS match the closed forms", () => {
    // Reference values summed over a 30×30 grid with scipy.stats.poisson.
    const m = scoreMatrix(1.5, 1.1, 0, 12);
    const o = matrixOutcome(m);
    expect(o.home).toBeCloseTo(0.46424418578, 6);
    expect(o.draw).toBeCloseTo(0.25766721477, 6);
    expect(o.away).toBeCloseTo(0.27808859944, 6);
    let over = 0;
    for (let h = 0; h <= m.max; h++) for (let a = 0; a <= m.max; a++) if (h + a > 2.5) over += m.p[h]![a]!;
    expect(over).toBeCloseTo(0.48157042406, 6);
    // BTTS = (1 − e^−1.5)(1 − e^−1.1)
    expect((1 - Math.exp(-1.5)) * (1 - Math.exp(-1.1))).toBeCloseTo(0.51827233437, 10);
  });

  it("the Dixon–Coles τ with ρ = −0.1 moves mass to 0-0 and 1-1 and still sums to one", () => {
    const m = scoreMatrix(1.5, 1.1, -0.1, 12);
    const o = matrixOutcome(m);
    expect(o.draw).toBeCloseTo(0.28217749559, 6);
    expect(o.home).toBeCloseTo(0.45198904538, 6);
    expect(o.home + o.draw + o.away).toBeCloseTo(1, 12);
  });

  it("poissonPmf", () => {
    const p = poissonPmf(2, 3);
    expect(p[0]).toBeCloseTo(Math.exp(-2), 14);
    expect(p[3]).toBeCloseTo((8 / 6) * Math.exp(-2), 14);
  });
});

describe("normal distribution", () => {
  it("Φ and erf against reference values", () => {
    expect(normalCdf(1)).toBeCloseTo(0.8413447460685429, 13);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024997895148220435, 13);
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(-8)).toBeCloseTo(6.22096057427e-16, 25);
    expect(erf(0.5)).toBeCloseTo(0.5204998778130465, 14);
    expect(erf(3)).toBeCloseTo(0.9999779095030014, 14);
  });

  it("discretised normal: continuity-corrected whole points; no-tie sports split 0 to ±1", () => {
    const d = discretisedNormal(5, 12);
    expect(d.get(3)).toBeCloseTo(normalCdf(3.5, 5, 12) - normalCdf(2.5, 5, 12), 12);
    let total = 0;
    for (const v of d.values()) total += v;
    expect(total).toBeCloseTo(1, 12);
    const nt = discretisedNormal(5, 12, true);
    expect(nt.has(0)).toBe(false);
    expect(nt.get(1)).toBeCloseTo(d.get(1)! + d.get(0)! / 2, 12);
  });
});

describe("normalQuantile", () => {
  it("inverts normalCdf across the range, tails included", () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 14);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 12);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232306167813, 11);
    for (const p of [1e-9, 0.01, 0.02425, 0.1, 0.3, 0.7, 0.9, 0.97575, 0.99, 1 - 1e-9]) {
      expect(normalCdf(normalQuantile(p)) / p).toBeCloseTo(1, 10);
    }
  });

  it("refuses probabilities outside (0, 1)", () => {
    expect(() => normalQuantile(0)).toThrow(RangeError);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});
