// lib/format/numbers.ts, the one home of number texts: counts, rates, units, scores, intervals and money.
import { describe, expect, it } from "vitest";

import {
  formatCount,
  formatIntervalRate,
  formatMoney,
  formatNaira,
  formatPercent,
  formatRate,
  formatRateShort,
  formatScore,
  formatSignedRate,
  formatUnits,
  formatUsd,
  MISSING,
  plural,
} from "@/lib/format/numbers";

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
    expect(formatRateShort(0.5234)).toBe("52.3 %");
    expect(formatRateShort(0.5)).toBe("50 %");
    expect(formatScore(0.69314)).toBe("0.693");
  });

  it("sign units of stake with a typographic minus", () => {
    expect(formatUnits(2)).toBe("+2.00 u");
    expect(formatUnits(-1)).toBe("−1.00 u");
    expect(formatUnits(0)).toBe("0.00 u");
  });

  it("give an interval only when there are two values to span", () => {
    expect(formatIntervalRate({ n: 0, mean: null, lo: null, hi: null })).toBe(MISSING);
    expect(formatIntervalRate({ n: 1, mean: 0.012, lo: null, hi: null })).toBe("+1.2%");
    expect(formatIntervalRate({ n: 9, mean: 0.012, lo: -0.005, hi: 0.029 })).toBe("+1.2% (95% CI −0.5% to +2.9%)");
    expect(formatIntervalRate({ n: 9, mean: 0.5, lo: 0.4, hi: 0.6 }, false)).toBe("50.0% (95% CI 40.0% to 60.0%)");
  });
});

describe("money", () => {
  it("prices plans in dollars and whole naira", () => {
    expect(formatUsd(19.99)).toBe("$19.99");
    expect(formatNaira(29985)).toBe("₦29,985");
  });

  it("writes ledger amounts from minor units in their own currency", () => {
    expect(formatMoney(1999, "USD")).toBe("$19.99");
    expect(formatMoney(2998500, "NGN")).toBe("NGN\u00a029,985.00");
    expect(formatMoney(150, "not a code")).toBe("1.50 not a code");
  });
});
