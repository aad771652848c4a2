import { describe, expect, it } from "vitest";

import { meanInterval, meanIntervalFromSums } from "@/lib/engine/fair-value";

const sums = (values: readonly number[]) =>
  [values.length, values.reduce((s, v) => s + v, 0), values.reduce((s, v) => s + v * v, 0)] as const;

describe("meanIntervalFromSums", () => {
  it.each([
    ["CLVs", [0.042, -0.013, 0.021, 0.008, 0.0, -0.031, 0.077]],
    ["payoffs of a 1-unit stake", [1.1, -1, -1, 0.85, 0, -0.5, 2.4, -1]],
    ["0/1 beat-the-close", [1, 0, 1, 1, 0, 1]],
    ["two values", [0.5, -0.25]],
  ])("equals meanInterval on the summed values (%s)", (_name, values) => {
    const expected = meanInterval(values);
    const actual = meanIntervalFromSums(...sums(values));
    expect(actual.n).toBe(expected.n);
    for (const key of ["mean", "sd", "se", "lo", "hi"] as const) expect(actual[key]).toBeCloseTo(expected[key], 12);
  });

  it("has no interval below two values and no mean without any", () => {
    const one = meanIntervalFromSums(1, 0.3, 0.09);
    expect(one.mean).toBeCloseTo(0.3, 12);
    expect(Number.isNaN(one.lo) && Number.isNaN(one.hi)).toBe(true);
    expect(Number.isNaN(meanIntervalFromSums(0, 0, 0).mean)).toBe(true);
  });

  it("never takes the root of a negative variance from rounding in the sums", () => {
    // Identical values: Σx² − n·mean² is 0 up to rounding, which may come out just below zero.
    const values = Array.from({ length: 30 }, () => 0.1);
    const interval = meanIntervalFromSums(...sums(values));
    expect(interval.sd).toBeGreaterThanOrEqual(0);
    expect(interval.lo).toBeCloseTo(0.1, 9);
  });
});
