import { describe, expect, it } from "vitest";

import { consensusProbabilities } from "@/lib/engine/consensus";
import { poolProbabilities } from "@/lib/engine/pool";
import type { MatchForecast } from "@/lib/engine/types";
import {
  booksAtLine,
  choosePick,
  consensusOf,
  isPremiumPick,
  marketBooks,
  pickLabel,
  type FairSettings,
  type GeneratedPick,
  type PriceQuote,
} from "@/lib/predictions/picks.rules";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));
const LOCK = at(30);
const quote = (
  bookmaker: string,
  market: PriceQuote["market"],
  selection: PriceQuote["selection"],
  price: number,
  point: number | null = null,
  minute = 0,
): PriceQuote => ({
  bookmaker,
  provider: "odds-api",
  market,
  selection,
  price,
  point,
  capturedAt: at(minute),
});
const h2h = (bookmaker: string, [home, draw, away]: [number, number, number], minute = 0) => [
  quote(bookmaker, "h2h", "home", home, null, minute),
  quote(bookmaker, "h2h", "draw", draw, null, minute),
  quote(bookmaker, "h2h", "away", away, null, minute),
];

const forecast: MatchForecast = {
  fixtureId: "m1",
  modelKey: "test",
  modelVersion: "v1",
  factors: [],
  selections: [
    { market: "1x2", selection: "home", probability: 0.5 },
    { market: "1x2", selection: "draw", probability: 0.26 },
    { market: "1x2", selection: "away", probability: 0.24 },
    { market: "over_under", selection: "over", line: 3, probability: 0.44, pushProbability: 0.2 },
    { market: "over_under", selection: "under", line: 3, probability: 0.36, pushProbability: 0.2 },
    { market: "over_under", selection: "over", line: 2.5, probability: 0.52 },
    { market: "over_under", selection: "under", line: 2.5, probability: 0.48 },
    { market: "moneyline", selection: "home", probability: 0.7 },
    { market: "moneyline", selection: "away", probability: 0.3 },
  ],
};

// Three books: B has the best home price, C the best draw and away prices.
const THREE_BOOKS = [
  ...h2h("A", [2.1, 3.4, 3.6], 0),
  ...h2h("B", [2.25, 3.3, 3.3], 5),
  ...h2h("C", [2.05, 3.5, 3.9], 10),
];
const marketOnly = (valueThreshold: number): FairSettings => ({ weights: null, method: "power", valueThreshold });
const decide = (
  quotes: readonly PriceQuote[],
  settings: FairSettings,
  minConfidence = 0,
  market: "1x2" | "over_under" | "moneyline" = "1x2",
) => choosePick(market, forecast, marketBooks(quotes, market, LOCK)!, settings, { lockAt: LOCK, minConfidence });
const pickOf = (decision: ReturnType<typeof decide>): GeneratedPick => {
  if (!decision.pick) throw new Error(`no pick: ${decision.reason}`);
  return decision.pick;
};

const fairOf = () =>
  consensusProbabilities(
    [
      [2.1, 3.4, 3.6],
      [2.25, 3.3, 3.3],
      [2.05, 3.5, 3.9],
    ],
    3,
    { method: "power" },
  )!;

describe("marketBooks", () => {
  it("keeps each bookmaker's latest complete book captured at or before the pick", () => {
    const books = marketBooks(
      [...THREE_BOOKS, quote("A", "h2h", "home", 2.2, null, 20), quote("D", "h2h", "home", 2.0)],
      "1x2",
      LOCK,
    )!;
    expect(books.books.map((book) => book.name)).toEqual(["A", "B", "C"]);
    const a = books.books.find((book) => book.name === "A")!;
    expect(a.odds).toEqual([2.2, 3.4, 3.6]);
    expect(a.capturedAtPerOutcome.map((time) => time.getTime())).toEqual([
      at(20).getTime(),
      at(0).getTime(),
      at(0).getTime(),
    ]);
  });

  it("prices spreads at the most quoted home-side line, reading the away side's own point", () => {
    const books = marketBooks(
      [
        quote("a", "spreads", "home", 1.9, -3.5),
        quote("a", "spreads", "away", 1.9, 3.5),
        quote("b", "spreads", "home", 1.95, -3.5),
        quote("b", "spreads", "away", 1.87, 3.5),
        quote("c", "spreads", "home", 1.8, -4),
        quote("c", "spreads", "away", 2.0, 4),
      ],
      "spread",
      LOCK,
    )!;
    expect(books.line).toBe(-3.5);
    expect(books.books.map((book) => book.name)).toEqual(["a", "b"]);
  });

  it("keeps a three-way h2h book out of a two-way moneyline, and is null without a complete book", () => {
    const books = marketBooks(
      [...h2h("soccer-book", [2, 3.4, 3.8]), quote("us", "h2h", "home", 1.5), quote("us", "h2h", "away", 2.6)],
      "moneyline",
      LOCK,
    )!;
    expect(books.books.map((book) => book.name)).toEqual(["us"]);
    expect(marketBooks([quote("a", "totals", "over", 1.9, 2.5)], "over_under", LOCK)).toBeNull();
    expect(marketBooks([], "1x2", LOCK)).toBeNull();
  });
});

describe("choosePick: value at the best price against fair", () => {
  it(
    "publishes the selection whose edge clears the threshold, at the best price, with its bookmaker and capture " +
      "time",
    () => {
      const fair = fairOf();
      const pick = pickOf(decide(THREE_BOOKS, marketOnly(0.03)));
      const awayEdge = fair[2]! * 3.9 - 1;
      // Home's edge at B's 2.25 is positive but below 3 %; away's at C's 3.9 clears it.
      expect(fair[0]! * 2.25 - 1).toBeLessThan(0.03);
      expect(awayEdge).toBeGreaterThanOrEqual(0.03);
      expect(pick).toMatchObject({
        selection: "away",
        isValue: true,
        decimalOdds: 3.9,
        americanOdds: 290,
        bookmaker: "C",
        fairBasis: "market-only",
        consensusBookmakers: 3,
      });
      expect(pick.priceCapturedAt.getTime()).toBe(at(10).getTime());
      expect(pick.fairProbability).toBeCloseTo(fair[2]!, 9);
      expect(pick.marketProbability).toBeCloseTo(fair[2]!, 9);
      expect(pick.modelProbability).toBe(0.24);
      expect(pick.confidence).toBeCloseTo(fair[2]! * 100, 2);
      expect(pick.expectedValue).toBeCloseTo(awayEdge, 4);
      expect(pick.edge).toBeCloseTo(awayEdge * 100, 2);
      expect(isPremiumPick(pick)).toBe(true);
    },
  );

  it("takes the largest edge when several clear the threshold", () => {
    const fair = fairOf();
    const both = pickOf(decide(THREE_BOOKS, marketOnly(0.02)));
    expect(fair[0]! * 2.25 - 1).toBeGreaterThanOrEqual(0.02);
    expect(both).toMatchObject({ selection: "away", bookmaker: "C", isValue: true });
    // Home at B's 2.25 clears 2 % too, but away's edge is the larger.
    expect(fair[2]! * 3.9 - 1).toBeGreaterThan(fair[0]! * 2.25 - 1);
  });

  it("with no edge at the threshold publishes the most likely fair outcome as a forecast, if confident enough", () => {
    const fair = fairOf();
    const forecastPick = pickOf(decide(THREE_BOOKS, marketOnly(0.5), 40));
    expect(forecastPick).toMatchObject({ selection: "home", isValue: false, bookmaker: "B", decimalOdds: 2.25 });
    expect(isPremiumPick(forecastPick)).toBe(false);
    const declined = decide(THREE_BOOKS, marketOnly(0.5), 50);
    expect(declined.pick).toBeNull();
    expect(!declined.pick && declined.reason).toBe(
      `confidence ${Math.round(fair[0]! * 10_000) / 100}% below the 50% threshold`,
    );
  });

  it("never makes a negative-EV selection a value pick, whatever the threshold", () => {
    // One fair book: every edge is below zero (the margin), so even a negative threshold publishes no value pick.
    const pick = pickOf(decide(h2h("A", [1.9, 3.3, 4.0]), marketOnly(-0.5)));
    expect(pick.isValue).toBe(false);
    expect(pick.expectedValue).toBeLessThan(0);
    expect(isPremiumPick(pick)).toBe(false);
  });

  it("makes fair of the market average alone when a feed quotes one; single books beside it only offer prices", () => {
    // Bet365 prices home 8 % shorter than the market average: averaged in, its view would lift fair on home
    // and the edge stated at the best home price (A's 2.3) above what the market gives.
    const quotes = [
      ...h2h("market-average", [2.2, 3.4, 3.3]),
      ...h2h("bet365", [2.02, 3.5, 3.45]),
      ...h2h("A", [2.3, 3.3, 3.2]),
    ];
    const average = consensusProbabilities([[2.2, 3.4, 3.3]], 3, { method: "power" })!;
    const everyBook = consensusProbabilities(
      [
        [2.2, 3.4, 3.3],
        [2.02, 3.5, 3.45],
        [2.3, 3.3, 3.2],
      ],
      3,
      { method: "power" },
    )!;
    expect(everyBook[0]! - average[0]!).toBeGreaterThan(0.005);
    const pick = pickOf(decide(quotes, marketOnly(0.5)));
    expect(pick).toMatchObject({
      selection: "home",
      isValue: false,
      bookmaker: "A",
      decimalOdds: 2.3,
      consensusBookmakers: 1,
    });
    expect(pick.marketProbability).toBeCloseTo(average[0]!, 9);
    expect(pick.fairProbability).toBeCloseTo(average[0]!, 9);
    expect(pick.expectedValue).toBeCloseTo(average[0]! * 2.3 - 1, 4);
    // Every book is still read for the price: the three are the market's books at the line.
    expect(marketBooks(quotes, "1x2", LOCK)!.books.map((book) => book.name)).toEqual(["A", "bet365", "market-average"]);
  });

  it("pools the consensus with the model when the backtest applied the pool", () => {
    const weights = { a: 0.9, b: 0.3, c: [0, 0.05, 0], n: 5000 };
    const pick = pickOf(decide(THREE_BOOKS, { weights, method: "power", valueThreshold: 0.5 }));
    const pooled = poolProbabilities(fairOf(), [0.5, 0.26, 0.24], weights);
    expect(pick.fairBasis).toBe("market+model");
    expect(pick.fairProbability).toBeCloseTo(pooled[0]!, 9);
    expect(pick.marketProbability).toBeCloseTo(fairOf()[0]!, 9);
  });

  it("counts the push on a whole line: fair is the books' no-push probability × (1 − push), EV adds the push", () => {
    const quotes = [
      quote("a", "totals", "over", 2.05, 3),
      quote("a", "totals", "under", 1.8, 3),
      quote("b", "totals", "over", 2.0, 3, 4),
      quote("b", "totals", "under", 1.85, 3, 4),
      quote("c", "totals", "over", 2.5, 3, 8),
      quote("c", "totals", "under", 1.55, 3, 8),
      quote("c", "totals", "over", 1.6, 2.5, 9), // another line: not this market's
    ];
    const conditional = consensusProbabilities(
      [
        [2.05, 1.8],
        [2.0, 1.85],
        [2.5, 1.55],
      ],
      2,
      { method: "power" },
    )!;
    const pick = pickOf(decide(quotes, marketOnly(0.02), 0, "over_under"));
    const fairWin = conditional[0]! * 0.8;
    expect(pick).toMatchObject({
      selection: "over",
      line: 3,
      decimalOdds: 2.5,
      bookmaker: "c",
      pushProbability: 0.2,
      isValue: true,
      consensusBookmakers: 3,
    });
    expect(pick.fairProbability).toBeCloseTo(fairWin, 9);
    expect(pick.marketProbability).toBeCloseTo(fairWin, 9);
    expect(pick.confidence).toBeCloseTo(fairWin * 100, 2);
    expect(pick.expectedValue).toBeCloseTo(fairWin * 2.5 + 0.2 - 1, 4);
    // Without the push the same price would look worse: the returned stake is part of the bet's value.
    expect(pick.expectedValue).toBeGreaterThan(fairWin * 2.5 - 1);
  });

  it("skips a market the model does not forecast at the books' line", () => {
    const books = marketBooks(
      [quote("a", "totals", "over", 2.0, 4.5), quote("a", "totals", "under", 1.85, 4.5)],
      "over_under",
      LOCK,
    )!;
    expect(choosePick("over_under", forecast, books, marketOnly(0.02), { lockAt: LOCK, minConfidence: 0 })).toEqual({
      pick: null,
      reason: "no forecast at the bookmaker's line",
    });
  });

  it("ignores a price captured after the pick is made, however different", () => {
    const before = pickOf(decide(THREE_BOOKS, marketOnly(0.02)));
    // After the lock: every book moves wildly and a new book offers 9.0 on the home side.
    const planted = [
      ...THREE_BOOKS,
      ...h2h("A", [1.2, 8, 15], 31),
      ...h2h("B", [9, 1.5, 7], 45),
      ...h2h("Z", [9, 9, 9], 60),
    ];
    const after = pickOf(decide(planted, marketOnly(0.02)));
    expect(after).toEqual(before);
    // And choosePick itself drops a book captured after the lock even if it was read without one: only C's
    // book is left from these, and no planted price is taken.
    const leaked = marketBooks(planted, "1x2", at(90))!;
    const guarded = pickOf(choosePick("1x2", forecast, leaked, marketOnly(0.02), { lockAt: LOCK, minConfidence: 0 }));
    expect(guarded).toMatchObject({ bookmaker: "C", consensusBookmakers: 1 });
    expect(guarded.decimalOdds).toBeLessThan(9);
  });
});

describe("closing consensus of a pick", () => {
  it("reads each bookmaker's latest price at the pick's own line before kickoff", () => {
    const kickoff = at(60);
    const quotes = [
      quote("a", "spreads", "home", 1.9, -3.5, 0),
      quote("a", "spreads", "away", 1.9, 3.5, 0),
      quote("a", "spreads", "home", 1.8, -3.5, 50),
      quote("a", "spreads", "away", 2.0, 3.5, 50),
      quote("a", "spreads", "home", 1.2, -3.5, 70), // in-play, after kickoff
      quote("b", "spreads", "home", 1.95, -4.5, 55), // another line
      quote("b", "spreads", "away", 1.87, 4.5, 55),
    ];
    const books = booksAtLine(quotes, "spreads", ["home", "away"], -3.5, kickoff);
    expect(books.map((book) => [book.name, book.odds])).toEqual([["a", [1.8, 2.0]]]);
    const p = consensusOf(books, ["home", "away"], "away", "power")!;
    expect(p).toBeCloseTo(consensusProbabilities([[1.8, 2.0]], 2, { method: "power" })![1]!, 12);
    expect(consensusOf(books, ["home", "away"], "draw", "power")).toBeNull();
  });
});

describe("labels", () => {
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
