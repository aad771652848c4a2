import { describe, expect, it } from "vitest";

import {
  DEFAULT_VALUE_THRESHOLDS,
  marketShape,
  MEASURED_THRESHOLDS,
  publicationThreshold,
  valueThreshold,
} from "@/lib/generation/thresholds.rules";

describe("publication thresholds per market type", () => {
  it("treat 1X2 as three-way and every other market as two-way", () => {
    expect(marketShape("1x2")).toBe("three-way");
    for (const market of [
      "moneyline",
      "spread",
      "total",
      "asian_handicap",
      "over_under",
      "draw_no_bet",
      "btts",
    ] as const) {
      expect(marketShape(market), market).toBe("two-way");
    }
  });

  it("ask less of a three-way pick than of a two-way one at the default setting: 45 % and 60 %", () => {
    expect(MEASURED_THRESHOLDS).toEqual({ "two-way": 0.6, "three-way": 0.45 });
    expect(publicationThreshold("1x2", 0.65)).toBe(45);
    expect(publicationThreshold("moneyline", 0.65)).toBe(60);
    expect(publicationThreshold("spread", 0.65)).toBe(60);
    expect(publicationThreshold("1x2")).toBe(45);
  });

  it("move both levels with the setting, within 0–100", () => {
    expect(publicationThreshold("moneyline", 0.7)).toBe(65);
    expect(publicationThreshold("1x2", 0.7)).toBe(50);
    expect(publicationThreshold("1x2", 0.55)).toBe(35);
    expect(publicationThreshold("1x2", 0)).toBe(0);
    expect(publicationThreshold("moneyline", 1)).toBe(95);
    expect(publicationThreshold("moneyline", 0)).toBe(0);
  });
});

describe("value thresholds", () => {
  it("take the backtest's walk-forward choice when there is one, else the measured default of the market type", () => {
    expect(valueThreshold("1x2", 0.035)).toBe(0.035);
    expect(valueThreshold("moneyline", 0)).toBe(0);
    expect(valueThreshold("1x2")).toBe(DEFAULT_VALUE_THRESHOLDS["three-way"]);
    expect(valueThreshold("total", null)).toBe(DEFAULT_VALUE_THRESHOLDS["two-way"]);
    expect(valueThreshold("spread", Number.NaN)).toBe(DEFAULT_VALUE_THRESHOLDS["two-way"]);
    // The latest walk-forward choice on the five football leagues (issue #25's consensus recipe).
    expect(DEFAULT_VALUE_THRESHOLDS["three-way"]).toBe(0.015);
  });
});
