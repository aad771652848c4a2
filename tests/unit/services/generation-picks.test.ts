import { describe, expect, it } from "vitest";

import type { MatchForecast } from "@/lib/engine/types";
import { choosePick, consensus, isPremiumPick, pickLabel, type PriceQuote } from "@/lib/services/generation-picks";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));
const quote = (bookmaker: string, market: PriceQuote["market"], selection: PriceQuote["selection"], price: number, point: number | null = null, minute = 0): PriceQuote => ({
  bookmaker,
  market,
  selection,
  price,
  point,
  capturedAt: at(minute),
});

describe("consensus", () => {
  it("averages each bookmaker's latest prices and proportionally de-vigged probabilities", () => {
    const quotes = [
      quote("a", "h2h", "home", 2.0, null, 0),
      quote("a", "h2h", "home", 2.1, null, 5), // newer price wins
      quote("a", "h2h", "draw", 3.4),
      quote("a", "h2h", "away", 3.6),
      quote("b", "h2h", "home", 2.2),
      quote("b", "h2h", "draw", 3.3),
      quote("b", "h2h", "away", 3.4),
    ];
    const book = consensus(quotes, "h2h")!;
    expect(book.bookmakers).toBe(2);
    expect(book.prices.home).toBeCloseTo(2.15, 6);
    const fairA = (1 / 2.1) / (1 / 2.1 + 1 / 3.4 + 1 / 3.6);
    const fairB = (1 / 2.2) / (1 / 2.2 + 1 / 3.3 + 1 / 3.4);
    expect(book.probabilities.home).toBeCloseTo((fairA + fairB) / 2, 6);
    const total = book.probabilities.home! + book.probabilities.draw! + book.probabilities.away!;
    expect(total).toBeCloseTo(1, 9);
  });

  it("prices spreads at the most quoted home-side line, reading the away side's own point", () => {
    const quotes = [
      quote("a", "spreads", "home", 1.9, -3.5),
      quote("a", "spreads", "away", 1.9, 3.5),
      quote("b", "spreads", "home", 1.95, -3.5),
      quote("b", "spreads", "away", 1.87, 3.5),
      quote("c", "spreads", "home", 1.8, -4),
      quote("c", "spreads", "away", 2.0, 4),
    ];
    const book = consensus(quotes, "spreads")!;
    expect(book.line).toBe(-3.5);
    expect(book.bookmakers).toBe(2);
  });

  it("is null without a complete book", () => {
    expect(consensus([quote("a", "totals", "over", 1.9, 2.5)], "totals")).toBeNull();
    expect(consensus([], "h2h")).toBeNull();
  });
});

describe("choosePick", () => {
  const forecast: MatchForecast = {
    fixtureId: "m1",
    modelKey: "test",
    modelVersion: "v1",
    factors: [],
    selections: [
      { market: "1x2", selection: "home", probability: 0.55 },
      { market: "1x2", selection: "draw", probability: 0.25 },
      { market: "1x2", selection: "away", probability: 0.2 },
      { market: "over_under", selection: "over", line: 3, probability: 0.4, pushProbability: 0.2 },
      { market: "over_under", selection: "under", line: 3, probability: 0.4, pushProbability: 0.2 },
      { market: "over_under", selection: "over", line: 2.5, probability: 0.52 },
      { market: "over_under", selection: "under", line: 2.5, probability: 0.48 },
    ],
  };

  it("picks the most likely selection with EV, edge and American odds", () => {
    const book = consensus([quote("a", "h2h", "home", 2.0), quote("a", "h2h", "draw", 3.5), quote("a", "h2h", "away", 4.5)], "h2h")!;
    const pick = choosePick("1x2", forecast, book)!;
    expect(pick.selection).toBe("home");
    expect(pick.confidence).toBe(55);
    expect(pick.expectedValue).toBeCloseTo(0.55 * 2 - 1, 4);
    expect(pick.americanOdds).toBe(100);
    expect(pick.edge).toBeCloseTo((0.55 - book.probabilities.home!) * 100, 2);
  });

  it("uses the bookmaker's line and counts the push in EV", () => {
    const book = consensus([quote("a", "totals", "over", 2.0, 3), quote("a", "totals", "under", 1.85, 3)], "totals")!;
    const pick = choosePick("over_under", forecast, book)!;
    expect(pick.line).toBe(3);
    expect(pick.expectedValue).toBeCloseTo(0.4 * 2.0 + 0.2 - 1, 4);
  });

  it("returns null when the model has no selection at the quoted line", () => {
    const book = consensus([quote("a", "totals", "over", 2.0, 4.5), quote("a", "totals", "under", 1.85, 4.5)], "totals")!;
    expect(choosePick("over_under", forecast, book)).toBeNull();
  });
});

describe("premium rule and labels", () => {
  it.each([
    [{ edge: 5, confidence: 60 }, true],
    [{ edge: 4.99, confidence: 80 }, false],
    [{ edge: 12, confidence: 59.9 }, false],
    [{ edge: null, confidence: 90 }, false],
  ])("%j → %s", (pick, expected) => {
    expect(isPremiumPick(pick)).toBe(expected);
  });

  it.each([
    [{ market: "1x2", selection: "draw", line: null }, "Draw"],
    [{ market: "moneyline", selection: "away", line: null }, "Celtics"],
    [{ market: "spread", selection: "home", line: -3.5 }, "Lakers -3.5"],
    [{ market: "spread", selection: "away", line: -3.5 }, "Celtics +3.5"],
    [{ market: "total", selection: "under", line: 221.5 }, "Under 221.5"],
    [{ market: "double_chance", selection: "X2", line: null }, "Celtics or draw"],
  ] as const)("%j reads %s", (pick, label) => {
    expect(pickLabel(pick, "Lakers", "Celtics")).toBe(label);
  });
});
