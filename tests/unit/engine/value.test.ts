import { describe, expect, it } from "vitest";

import type { SelectionProbability } from "@/lib/engine/types";
import { confidence, edge, expectedValue, pickValue } from "@/lib/engine/value";

describe("value formulas", () => {
  it("EV = p × odds − 1 (plus a returned stake on a push), edge in points, confidence = p × 100", () => {
    expect(expectedValue(0.55, 2.0)).toBeCloseTo(0.1, 12);
    expect(expectedValue(0.4, 2.0, 0.3)).toBeCloseTo(0.1, 12);
    expect(edge(0.55, 0.5)).toBeCloseTo(5, 12);
    expect(confidence(0.62)).toBeCloseTo(62, 12);
  });
});

describe("pickValue", () => {
  const selections: SelectionProbability[] = [
    { market: "1x2", selection: "home", probability: 0.5 },
    { market: "1x2", selection: "draw", probability: 0.27 },
    { market: "1x2", selection: "away", probability: 0.23 },
    { market: "asian_handicap", selection: "home", line: -1, probability: 0.3, pushProbability: 0.2 },
    { market: "asian_handicap", selection: "away", line: -1, probability: 0.5, pushProbability: 0.2 },
  ];

  it("de-vigs the bookmaker per market and values every selection", () => {
    const [x] = pickValue(selections, [
      { market: "1x2", selection: "home", decimalOdds: 2.0 },
      { market: "1x2", selection: "draw", decimalOdds: 3.5 },
      { market: "1x2", selection: "away", decimalOdds: 4.0 },
    ]);
    expect(x!.market).toBe("1x2");
    const home = x!.selections.find((s) => s.selection === "home")!;
    expect(home.marketProbability).toBeCloseTo(0.4827586207, 9);
    expect(home.expectedValue).toBeCloseTo(0, 12);
    expect(home.edge).toBeCloseTo((0.5 - 0.4827586207) * 100, 7);
    expect(home.americanOdds).toBe(100);
    expect(home.confidence).toBeCloseTo(50, 12);
    const away = x!.selections.find((s) => s.selection === "away")!;
    expect(away.americanOdds).toBe(300);
    expect(away.expectedValue).toBeCloseTo(0.23 * 4 - 1, 12);
    // EVs: home 0, draw 0.27 × 3.5 − 1 = −0.055, away −0.08.
    expect(x!.best!.selection).toBe("home");
  });

  it("puts a no-push market price on the model's basis where a push is possible", () => {
    const [ah] = pickValue(selections, [
      { market: "asian_handicap", selection: "home", line: -1, decimalOdds: 1.95 },
      { market: "asian_handicap", selection: "away", line: -1, decimalOdds: 1.95 },
      { market: "asian_handicap", selection: "home", line: -1.5, decimalOdds: 2.6 },
    ]);
    const away = ah!.selections.find((s) => s.selection === "away")!;
    expect(away.marketProbability).toBeCloseTo(0.5 * 0.8, 12);
    expect(away.expectedValue).toBeCloseTo(0.5 * 1.95 + 0.2 - 1, 12);
    expect(away.pushProbability).toBe(0.2);
    // No model selection at −1.5: not valued.
    expect(pickValue(selections, [{ market: "asian_handicap", selection: "home", line: -1.5, decimalOdds: 2.6 }])).toEqual([]);
  });
});
