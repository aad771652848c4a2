// lib/format/intervals.rules.ts: a measured mean with its 95 % interval.
import { describe, expect, it } from "vitest";

import { formatIntervalRate } from "@/lib/format/intervals.rules";
import { MISSING } from "@/lib/format/numbers.rules";

describe("formatIntervalRate", () => {
  it("gives an interval only when there are two values to span", () => {
    expect(formatIntervalRate({ n: 0, mean: null, lo: null, hi: null })).toBe(MISSING);
    expect(formatIntervalRate({ n: 1, mean: 0.012, lo: null, hi: null })).toBe("+1.2%");
    expect(formatIntervalRate({ n: 9, mean: 0.012, lo: -0.005, hi: 0.029 })).toBe("+1.2% (95% CI −0.5% to +2.9%)");
    expect(formatIntervalRate({ n: 9, mean: 0.5, lo: 0.4, hi: 0.6 }, false)).toBe("50.0% (95% CI 40.0% to 60.0%)");
  });
});
