import { describe, expect, it } from "vitest";

import {
  americanToDecimalOrNull,
  bookmakerKey,
  parseAmerican,
  parseLine,
  roundPrice,
  validDecimal,
} from "@/lib/market/providers/odds-format.rules";

describe("American → decimal", () => {
  it.each([
    [150, 2.5],
    [-200, 1.5],
    [100, 2],
    [-100, 2],
    [240, 3.4],
    [-110, 1.909090909],
    [-303, 1.330033],
    [+1000, 11],
    [-2000, 1.05],
  ])("%d → %d", (american, decimal) => {
    expect(americanToDecimalOrNull(american)).toBeCloseTo(decimal, 5);
  });

  it.each([0, 50, -50, 99, Number.NaN, Number.POSITIVE_INFINITY])("rejects %d", (american) => {
    expect(americanToDecimalOrNull(american)).toBeNull();
  });

  it.each([
    ["+125", 2.25],
    ["-110", 1.9091],
    ["110", 2.1],
    ["EVEN", 2],
    ["even", 2],
    [205, 3.05],
  ])("parses %s", (text, decimal) => {
    expect(roundPrice(parseAmerican(text)!)).toBeCloseTo(decimal, 4);
  });

  it.each(["OFF", "", "abc", null, undefined, "+", "1/2"])("rejects %s", (text) => {
    expect(parseAmerican(text)).toBeNull();
  });
});

describe("lines and prices", () => {
  it.each([
    ["-0.5", -0.5],
    ["+1.5", 1.5],
    ["o2.5", 2.5],
    ["u2.5", 2.5],
    ["46.5", 46.5],
    ["PK", 0],
    [-7, -7],
  ])("line %s → %d", (text, line) => {
    expect(parseLine(text)).toBe(line);
  });

  it("rejects prices of 1 or less", () => {
    expect(validDecimal(1)).toBeNull();
    expect(validDecimal(0.5)).toBeNull();
    expect(validDecimal("1.91")).toBe(1.91);
    expect(validDecimal("")).toBeNull();
  });

  it("keys bookmakers", () => {
    expect(bookmakerKey("DraftKings")).toBe("draftkings");
    expect(bookmakerKey("ESPN BET")).toBe("espn-bet");
  });
});
