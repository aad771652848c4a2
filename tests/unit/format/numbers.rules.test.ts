// lib/format/numbers.rules.ts: counts, rates, percentages, units of stake and scores as the pages write them.
import { describe, expect, it } from "vitest";

import {
  formatCount,
  formatPercent,
  formatRate,
  formatScore,
  formatSignedRate,
  formatUnits,
  MISSING,
  percentOf,
  plural,
} from "@/lib/format/numbers.rules";

describe("counts and rates", () => {
  it("group thousands in en-US whatever the runtime's locale", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(plural(1, "pick")).toBe("1 pick");
    expect(plural(12345, "pick")).toBe("12,345 picks");
  });

  it("write a missing figure as a dash, never a zero", () => {
    expect(formatRate(null)).toBe(MISSING);
    expect(formatSignedRate(undefined)).toBe(MISSING);
    expect(formatPercent(null)).toBe(MISSING);
    expect(formatScore(null)).toBe(MISSING);
  });

  it("write fractions and points as percentages", () => {
    expect(formatRate(0.614)).toBe("61.4%");
    expect(formatSignedRate(0.128)).toBe("+12.8%");
    expect(formatSignedRate(-0.05)).toBe("−5.0%");
    expect(formatSignedRate(0)).toBe("0.0%");
    expect(formatPercent(72.46)).toBe("72.5%");
    expect(formatScore(0.69314)).toBe("0.693");
  });

  it("sign units of stake with a typographic minus", () => {
    expect(formatUnits(2)).toBe("+2.00 u");
    expect(formatUnits(-1)).toBe("−1.00 u");
    expect(formatUnits(0)).toBe("0.00 u");
  });
});

describe("percentOf", () => {
  it("rounds to one decimal and is null over nothing", () => {
    expect(percentOf(2, 7)).toBe(28.6);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(3, 0)).toBeNull();
  });
});
