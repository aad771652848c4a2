import { describe, expect, it } from "vitest";

import { americanToDecimal } from "@/lib/engine/odds";
import { formatOdds, fractionalOdds, ODDS_FORMATS } from "@/lib/format/odds.rules";

// Every price on the pages is written by formatOdds in the viewer's format (decimal by default).

describe("decimal odds", () => {
  it.each([
    [2.5, "2.50"],
    [1.909, "1.91"],
    [2, "2.00"],
    [1.01, "1.01"],
    [101, "101.00"],
  ])("%s → %s", (decimal, shown) => expect(formatOdds(decimal, "decimal")).toBe(shown));
});

describe("American odds", () => {
  it.each([
    [2.5, "+150"],
    [2, "+100"],
    [2.1, "+110"],
    [1.5, "-200"],
    [1.909, "-110"],
    [1.01, "-10000"],
    [1.05, "-2000"],
    [11, "+1000"],
  ])("%s → %s", (decimal, shown) => expect(formatOdds(decimal, "american")).toBe(shown));

  it("goes back to the same decimal price (to the cent)", () => {
    for (const decimal of [1.2, 1.5, 1.8, 2, 2.2, 3.75, 7]) {
      const american = Number(formatOdds(decimal, "american"));
      expect(americanToDecimal(american)).toBeCloseTo(decimal, 2);
    }
  });
});

describe("fractional odds", () => {
  it.each([
    [2, "Evens"],
    [2.5, "3/2"],
    [1.909, "10/11"],
    [1.91, "10/11"],
    [1.67, "2/3"],
    [1.5, "1/2"],
    [1.01, "1/100"],
    [1.02, "1/50"],
    [1.05, "1/20"],
    [1.1, "1/10"],
    [2.1, "11/10"],
    [3.75, "11/4"],
    [11, "10/1"],
    [101, "100/1"],
    // Off the traditional ladder: the exact fraction of the two-decimal price, reduced.
    [1.85, "17/20"],
    [2.37, "137/100"],
    [1.12, "3/25"],
  ])("%s → %s", (decimal, shown) => expect(formatOdds(decimal, "fractional")).toBe(shown));

  it("is a fraction whose price shows the same two decimals as the decimal format", () => {
    for (let hundredths = 101; hundredths <= 1500; hundredths += 1) {
      const decimal = hundredths / 100;
      const [n, d] = fractionalOdds(decimal);
      expect((1 + n / d).toFixed(2), `${decimal} → ${n}/${d}`).toBe(decimal.toFixed(2));
    }
  });

  it("writes a price so short it shows 1.00 as 1/n", () => {
    expect(formatOdds(1.004, "fractional")).toBe("1/250");
  });
});

describe("missing and impossible prices", () => {
  it.each(ODDS_FORMATS)("show a dash in %s", (format) => {
    for (const decimal of [null, undefined, Number.NaN, 1, 0.5]) expect(formatOdds(decimal, format)).toBe("—");
  });
});
