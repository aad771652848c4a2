import { describe, expect, it } from "vitest";

import { eloExpected, logMovMultiplier, movMultiplier } from "@/lib/engine/ratings/elo";
import { fitOrderedLogit, orderedLogitProbs } from "@/lib/engine/ratings/ordered-logit";

describe("Elo", () => {
  it("expected score for a 100-point gap is 1/(1 + 10^−0.25) = 0.6401", () => {
    expect(eloExpected(100)).toBeCloseTo(0.6400649998028851, 12);
    expect(eloExpected(0)).toBe(0.5);
    expect(eloExpected(-100)).toBeCloseTo(1 - 0.6400649998028851, 12);
  });

  it("FiveThirtyEight MOV multipliers damp favourites' wins", () => {
    // NBA: (10 + 3)^0.8 / (7.5 + 0.006 · 100)
    expect(movMultiplier(10, 100)).toBeCloseTo(Math.pow(13, 0.8) / 8.1, 12);
    expect(movMultiplier(10, 200)).toBeLessThan(movMultiplier(10, -200));
    // NFL: ln(7 + 1) · 2.2 / (0.001 · 0 + 2.2) = ln 8
    expect(logMovMultiplier(7, 0)).toBeCloseTo(Math.log(8), 12);
  });

  it("ordered logit recovers the parameters it was simulated from", () => {
    const truth = { beta: 0.005, c1: -0.7, c2: 0.4 };
    const xs: number[] = [];
    const ys: number[] = [];
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 20000; i++) {
      const x = (rand() - 0.5) * 600;
      const [ph, pd] = orderedLogitProbs(truth, x);
      const u = rand();
      xs.push(x);
      ys.push(u < ph ? 0 : u < ph + pd ? 1 : 2);
    }
    const fit = fitOrderedLogit(xs, ys, { beta: 0.001, c1: -0.5, c2: 0.5 }, 30);
    expect(fit.beta).toBeCloseTo(0.005, 3);
    expect(fit.c1).toBeCloseTo(-0.7, 1);
    expect(fit.c2).toBeCloseTo(0.4, 1);
  });
});
