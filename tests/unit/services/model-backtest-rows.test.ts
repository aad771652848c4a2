import { describe, expect, it } from "vitest";

import { rowMarket, rowMarkets, type HistoryPrice } from "@/lib/services/model-backtest-rows";

const KICKOFF = Date.UTC(2026, 2, 14, 15);
const at = (msBefore: number) => new Date(KICKOFF - msBefore);
const HOUR = 3_600_000;

function set(matchId: string, bookmaker: string, odds: number[], capturedAt: Date, isClosing = false): HistoryPrice[] {
  const selections = odds.length === 3 ? ["home", "draw", "away"] : ["home", "away"];
  return odds.map((price, k) => ({ matchId, bookmaker, selection: selections[k]!, price, capturedAt, isClosing }));
}

describe("the stored backtest's prices from odds snapshots", () => {
  it("imported football: the market average a day before is the book, Pinnacle's flagged close only judges", () => {
    const market = rowMarket([...set("m", "market-average", [2.1, 3.4, 3.5], at(24 * HOUR)), ...set("m", "pinnacle", [1.8, 3.9, 4.6], at(0), true)], 3);
    expect(market).toEqual({ books: [[2.1, 3.4, 3.5]], best: [2.1, 3.4, 3.5], closing: [1.8, 3.9, 4.6] });
  });

  it("live and demo books: each bookmaker's latest price before its close is its book, the close never a book", () => {
    const prices = [
      ...set("m", "a", [2.0, 3.3, 3.9], at(7 * 24 * HOUR)),
      ...set("m", "a", [2.2, 3.2, 3.6], at(2 * HOUR)),
      ...set("m", "a", [1.5, 4.5, 7.0], at(5 * 60_000), true),
      ...set("m", "b", [2.1, 3.5, 3.7], at(7 * 24 * HOUR)),
      ...set("m", "b", [1.6, 4.2, 6.5], at(5 * 60_000), true),
    ];
    const market = rowMarket(prices, 3)!;
    expect(market.books).toEqual([
      [2.2, 3.2, 3.6],
      [2.1, 3.5, 3.7],
    ]);
    expect(market.best).toEqual([2.2, 3.5, 3.7]);
    // The close is the price whose implied probability is the closing books' mean.
    expect(market.closing![0]).toBeCloseTo(2 / (1 / 1.5 + 1 / 1.6), 10);
    for (const book of market.books) expect(book).not.toContain(1.5);
  });

  it("a match whose only prices are unflagged and at kick-off (imported NBA lines) has a close and no book", () => {
    const market = rowMarket(set("g", "consensus", [1.5, 2.7], at(0)), 2);
    expect(market).toEqual({ books: [], best: null, closing: [1.5, 2.7] });
  });

  it("drops incomplete price sets and keeps two-way markets to home and away", () => {
    const prices = [...set("g", "a", [1.9, 2.0], at(HOUR)).slice(0, 1), ...set("g", "b", [1.8, 2.1], at(HOUR)), ...set("g", "b", [1.7, 2.3], at(60_000), true)];
    expect(rowMarket(prices, 2)).toEqual({ books: [[1.8, 2.1]], best: [1.8, 2.1], closing: [1.7, 2.3] });
    expect(rowMarket(prices.slice(0, 1), 2)).toBeNull();
  });

  it("keys every match's prices by its id", () => {
    const map = rowMarkets([...set("x", "a", [2, 2], at(HOUR)), ...set("y", "a", [1.5, 2.8], at(HOUR)), ...set("y", "a", [1.4, 3.1], at(0), true)], 2);
    expect([...map.keys()].sort()).toEqual(["x", "y"]);
    expect(map.get("y")!.books).toEqual([[1.5, 2.8]]);
  });
});
