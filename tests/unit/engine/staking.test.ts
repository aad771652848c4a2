import { describe, expect, it } from "vitest";

import { meanInterval } from "@/lib/engine/fair-value";
import { betsUntilSignificant, kellyFraction, suggestedStake } from "@/lib/engine/staking";

describe("kellyFraction", () => {
  it("is the edge over the net odds", () => {
    // p 0.5 at 2.2: EV 0.1, net odds 1.2 → 1/12.
    expect(kellyFraction(0.5, 2.2)).toBeCloseTo(0.1 / 1.2, 12);
  });
  it("is zero without an edge or on impossible inputs", () => {
    expect(kellyFraction(0.5, 2)).toBe(0);
    expect(kellyFraction(0.4, 2)).toBe(0);
    expect(kellyFraction(0.5, 1)).toBe(0);
    expect(kellyFraction(0, 3)).toBe(0);
    expect(kellyFraction(1, 3)).toBe(0);
  });
});

describe("suggestedStake", () => {
  it("is a quarter Kelly of the bankroll by default, floored to cents", () => {
    // ¼ × 1/12 = 2.083 % > the 2 % cap → 20.00 of 1,000.
    expect(suggestedStake({ probability: 0.5, price: 2.2, bankroll: 1000 })).toBe(20);
    // A smaller edge stays under the cap: p 0.5 at 2.05 → f* = 0.025/1.05; ¼ → 0.595 % → 5.95.
    expect(suggestedStake({ probability: 0.5, price: 2.05, bankroll: 1000 })).toBe(5.95);
  });
  it("follows the member's fraction and cap", () => {
    expect(suggestedStake({ probability: 0.5, price: 2.2, bankroll: 1000, fraction: 0.5, cap: 0.1 })).toBe(41.66);
    expect(suggestedStake({ probability: 0.5, price: 2.2, bankroll: 1000, cap: 0.01 })).toBe(10);
  });
  it("suggests nothing at EV ≤ 0 or without a bankroll", () => {
    expect(suggestedStake({ probability: 0.5, price: 2, bankroll: 1000 })).toBeNull();
    expect(suggestedStake({ probability: 0.45, price: 2, bankroll: 1000 })).toBeNull();
    expect(suggestedStake({ probability: 0.5, price: 2.2, bankroll: 0 })).toBeNull();
  });
});

describe("betsUntilSignificant", () => {
  it("is 0 when the interval already excludes zero", () => {
    expect(betsUntilSignificant(meanInterval([0.1, 0.2, 0.15, 0.12]))).toBe(0);
  });
  it("counts the bets still needed at the same mean and spread", () => {
    // Mean 0.05, sd 1 (sample), n 4 → needs (1.96 / 0.05)² ≈ 1,537 bets: 1,533 more.
    const interval = { n: 4, mean: 0.05, sd: 1, se: 0.5, lo: 0.05 - 0.98, hi: 0.05 + 0.98 };
    expect(betsUntilSignificant(interval)).toBe(Math.ceil((1.959963984540054 / 0.05) ** 2) - 4);
  });
  it("never, with no spread known or a mean of zero", () => {
    expect(betsUntilSignificant(meanInterval([0.3]))).toBeNull();
    expect(betsUntilSignificant(meanInterval([1, -1]))).toBeNull();
  });
});
