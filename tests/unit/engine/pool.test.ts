import { describe, expect, it } from "vitest";

import { fitPool, marketOnlyWeights, PoolRecord, poolProbabilities, type PoolSample } from "@/lib/engine/pool";

/** Park–Miller generator: the same synthetic history on every run. */
function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

function randomSimplex(r: () => number, k: number): number[] {
  const x = Array.from({ length: k }, () => -Math.log(r()) + 0.15);
  const s = x.reduce((a, b) => a + b, 0);
  return x.map((v) => v / s);
}

function drawOutcome(r: () => number, p: readonly number[]): number {
  const u = r();
  let acc = 0;
  for (let i = 0; i < p.length; i++) {
    acc += p[i]!;
    if (u < acc) return i;
  }
  return p.length - 1;
}

describe("log-linear pool", () => {
  it("a = 1, b = 0, c = 0 returns the market", () => {
    const p = poolProbabilities([0.5, 0.3, 0.2], [0.2, 0.3, 0.5], marketOnlyWeights(3));
    expect(p[0]).toBeCloseTo(0.5, 12);
    expect(p[1]).toBeCloseTo(0.3, 12);
    expect(p[2]).toBeCloseTo(0.2, 12);
  });

  it("normalises a·log market + b·log model + c (hand-computed)", () => {
    // a = b = 0.5, c = 0: geometric mean √(0.5·0.2)=0.316228, √(0.3·0.3)=0.3, √(0.2·0.5)=0.316228 → / 0.932456 =
    // 0.339134, 0.321731, 0.339134.
    const p = poolProbabilities([0.5, 0.3, 0.2], [0.2, 0.3, 0.5], { a: 0.5, b: 0.5, c: [0, 0, 0], n: 1 });
    expect(p[0]).toBeCloseTo(0.3391344, 6);
    expect(p[1]).toBeCloseTo(0.3217312, 6);
    expect(p[2]).toBeCloseTo(0.3391344, 6);
    // A draw term: c_draw = ln 2 doubles the draw's weight before normalising.
    const q = poolProbabilities([0.5, 0.25, 0.25], [0.5, 0.25, 0.25], { a: 1, b: 0, c: [0, Math.log(2), 0], n: 1 });
    expect(q[0]).toBeCloseTo(0.5 / 1.25, 12);
    expect(q[1]).toBeCloseTo(0.5 / 1.25, 12);
  });

  it("recovers known weights from a synthetic three-way history", () => {
    const truth = { a: 0.8, b: 0.35, c: [0, 0.15, -0.1], n: 0 };
    const r = rng(20261126);
    const samples: PoolSample[] = [];
    for (let j = 0; j < 30000; j++) {
      const market = randomSimplex(r, 3);
      const model = randomSimplex(r, 3);
      samples.push({ market, model, outcome: drawOutcome(r, poolProbabilities(market, model, truth)) });
    }
    const w = fitPool(samples, 3, { ridge: 0 });
    expect(w.a).toBeCloseTo(truth.a, 1);
    expect(w.b).toBeCloseTo(truth.b, 1);
    expect(w.c[1]!).toBeCloseTo(truth.c[1]!, 1);
    expect(w.c[2]!).toBeCloseTo(truth.c[2]!, 1);
    expect(Math.abs(w.a - truth.a)).toBeLessThan(0.05);
    expect(Math.abs(w.b - truth.b)).toBeLessThan(0.05);
    expect(w.n).toBe(30000);
  });

  it("gives an uninformative model no weight (two-way)", () => {
    const r = rng(7);
    const samples: PoolSample[] = [];
    for (let j = 0; j < 20000; j++) {
      const market = randomSimplex(r, 2);
      samples.push({ market, model: randomSimplex(r, 2), outcome: drawOutcome(r, market) });
    }
    const w = fitPool(samples, 2);
    expect(Math.abs(w.b)).toBeLessThan(0.04);
    expect(Math.abs(w.a - 1)).toBeLessThan(0.06);
    expect(w.c).toHaveLength(2);
  });

  it("with no history, is the market itself", () => {
    expect(fitPool([], 3)).toEqual(marketOnlyWeights(3));
  });
});

describe("pool record", () => {
  it("earns the pool its place only when the mean gain is above zero beyond its 95 % interval", () => {
    const r = new PoolRecord();
    // Gains 0.01, 0.05 (market − pool): mean 0.03, sd 0.028284, se 0.02 → lower end 0.03 − 1.96·0.02 < 0.
    r.add(0.5, 0.49);
    r.add(0.6, 0.55);
    expect(r.gain().mean).toBeCloseTo(0.03, 12);
    expect(r.gain().lo).toBeCloseTo(0.03 - 1.959963984540054 * 0.02, 10);
    expect(r.earned(2)).toBe(false);
    // Two more such matches: mean 0.03, sd 0.023094, se 0.011547 → lower end +0.00737 > 0.
    r.add(0.5, 0.49);
    r.add(0.6, 0.55);
    expect(r.gain().lo).toBeCloseTo(0.0073687, 6);
    expect(r.earned(4)).toBe(true);
    expect(r.earned(5)).toBe(false); // too few matches yet
  });

  it("never earns it when the pool loses on average", () => {
    const r = new PoolRecord();
    for (let i = 0; i < 100; i++) r.add(0.5, i % 2 === 0 ? 0.49 : 0.52);
    expect(r.gain().mean).toBeLessThan(0);
    expect(r.earned(10)).toBe(false);
  });
});
