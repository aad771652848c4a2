import { describe, expect, it } from "vitest";

import { forecastRows, type BacktestRow } from "@/lib/engine/backtest";
import { consensusProbabilities, spreadImpliedProbabilities, spreadSigma } from "@/lib/engine/consensus";
import { fairWalkForward } from "@/lib/engine/fair-backtest";
import { createPlainEloModel } from "@/lib/engine/ratings/elo";
import {
  preKickoffSpread,
  rowMarket,
  rowMarkets,
  type HistoryPrice,
  type HistorySpread,
} from "@/lib/models/backtest-rows.rules";

const KICKOFF = Date.UTC(2026, 2, 14, 15);
const at = (msBefore: number) => new Date(KICKOFF - msBefore);
const HOUR = 3_600_000;

function set(matchId: string, bookmaker: string, odds: number[], capturedAt: Date, isClosing = false): HistoryPrice[] {
  const selections = odds.length === 3 ? ["home", "draw", "away"] : ["home", "away"];
  return odds.map((price, k) => ({ matchId, bookmaker, selection: selections[k]!, price, capturedAt, isClosing }));
}

describe("the stored backtest's prices from odds snapshots", () => {
  it("imported football: the market average a day before is the book, Pinnacle's flagged close only judges", () => {
    const market = rowMarket(
      [
        ...set("m", "market-average", [2.1, 3.4, 3.5], at(24 * HOUR)),
        ...set("m", "pinnacle", [1.8, 3.9, 4.6], at(0), true),
      ],
      3,
    );
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

  it(
    "a match whose only prices are unflagged and at kick-off (a source that does not say when) has a close and no " +
      "book",
    () => {
      const market = rowMarket(set("g", "consensus", [1.5, 2.7], at(0)), 2);
      expect(market).toEqual({ books: [], best: null, closing: [1.5, 2.7] });
    },
  );

  it("drops incomplete price sets and keeps two-way markets to home and away", () => {
    const prices = [
      ...set("g", "a", [1.9, 2.0], at(HOUR)).slice(0, 1),
      ...set("g", "b", [1.8, 2.1], at(HOUR)),
      ...set("g", "b", [1.7, 2.3], at(60_000), true),
    ];
    expect(rowMarket(prices, 2)).toEqual({ books: [[1.8, 2.1]], best: [1.8, 2.1], closing: [1.7, 2.3] });
    expect(rowMarket(prices.slice(0, 1), 2)).toBeNull();
  });

  it("keys every match's prices by its id", () => {
    const map = rowMarkets(
      [
        ...set("x", "a", [2, 2], at(HOUR)),
        ...set("y", "a", [1.5, 2.8], at(HOUR)),
        ...set("y", "a", [1.4, 3.1], at(0), true),
      ],
      2,
    );
    expect([...map.keys()].sort()).toEqual(["x", "y"]);
    expect(map.get("y")!.books).toEqual([[1.5, 2.8]]);
  });

  it("imported football: consensus is the market average alone; Bet365 and market maximum only offer prices", () => {
    const prices = [
      ...set("m", "market-average", [2.1, 3.4, 3.5], at(24 * HOUR)),
      ...set("m", "bet365", [2.05, 3.5, 3.4], at(24 * HOUR)),
      ...set("m", "market-maximum", [2.3, 3.7, 3.9], at(24 * HOUR)),
      ...set("m", "pinnacle", [1.8, 3.9, 4.6], at(0), true),
    ];
    const market = rowMarket(prices, 3)!;
    // Bet365 is one of the books inside the average: weighed beside it, its own shading would reach fair.
    expect(market.books).toEqual([[2.1, 3.4, 3.5]]);
    // The picks' price is the maximum, which beats every book on every outcome.
    expect(market.best).toEqual([2.3, 3.7, 3.9]);
    // The close is Pinnacle's alone: the maximum is no close either.
    expect(market.closing).toEqual([1.8, 3.9, 4.6]);
    for (const book of market.books) expect(book).not.toContain(2.3);
    // Without the maximum, Bet365's longer draw is still the price a pick takes.
    const noMaximum = rowMarket(
      prices.filter((p) => p.bookmaker !== "market-maximum"),
      3,
    )!;
    expect(noMaximum.books).toEqual([[2.1, 3.4, 3.5]]);
    expect(noMaximum.best).toEqual([2.1, 3.5, 3.5]);
  });

  it("a best-price-only quote alone is neither a book nor a pick's price", () => {
    expect(
      rowMarket(
        [
          ...set("m", "market-maximum", [2.3, 3.7, 3.9], at(HOUR)),
          ...set("m", "pinnacle", [1.8, 3.9, 4.6], at(0), true),
        ],
        3,
      ),
    ).toEqual({
      books: [],
      best: null,
      closing: [1.8, 3.9, 4.6],
    });
  });

  it("imported NBA: the flagged moneyline only closes; the unflagged pre-kickoff spread is read", () => {
    const spreads: HistorySpread[] = [
      { matchId: "g", bookmaker: "consensus", point: -6.5, capturedAt: at(0), isClosing: false },
    ];
    const market = rowMarket(set("g", "consensus", [1.4, 3.1], at(0), true), 2, spreads);
    expect(market).toEqual({ books: [], best: null, closing: [1.4, 3.1], spread: -6.5 });
  });

  it("the pre-kickoff spread: each bookmaker's latest unflagged line, averaged; a closing line never", () => {
    const line = (bookmaker: string, point: number, msBefore: number, isClosing = false): HistorySpread => ({
      matchId: "g",
      bookmaker,
      point,
      capturedAt: at(msBefore),
      isClosing,
    });
    expect(
      preKickoffSpread([line("a", -3, 5 * HOUR), line("a", -4, HOUR), line("b", -5, 2 * HOUR), line("a", -9, 0, true)]),
    ).toBe(-4.5);
    expect(preKickoffSpread([line("a", -9, 0, true)])).toBeNull();
    expect(rowMarket([], 2, [line("a", -9, 0, true)])).toBeNull();
    // Three-way sports have no spread consensus.
    expect(rowMarket(set("m", "a", [2, 3.4, 3.6], at(HOUR)), 3, [line("a", -1, HOUR)])).not.toHaveProperty("spread");
  });

  it(
    "the walk-forward on stored NBA rows: the spread-implied probability is the consensus, the planted close never " +
      "is",
    () => {
      // Four months of games between eight teams; each game's flagged close is planted on the actual winner.
      const teams = ["a", "b", "c", "d", "e", "f", "g", "h"];
      const rows: BacktestRow[] = [];
      const prices: HistoryPrice[] = [];
      const spreads: HistorySpread[] = [];
      for (let i = 0; i < 240; i++) {
        const date = new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 2) * 86_400_000);
        const home = teams[i % 8]!;
        const away = teams[(i * 3 + 1) % 8] === home ? teams[(i + 1) % 8]! : teams[(i * 3 + 1) % 8]!;
        const spread = ((i * 7) % 13) - 6.5;
        const homeWins = (i * 5) % 9 < 5 - spread / 4;
        const id = `g${i}`;
        rows.push({
          id,
          date,
          league: "nba",
          season: "2023-24",
          homeTeam: home,
          awayTeam: away,
          homeScore: homeWins ? 110 : 100,
          awayScore: homeWins ? 100 : 110,
          outcomes: 2,
        });
        prices.push(...set(id, "consensus", homeWins ? [1.01, 30] : [30, 1.01], date, true));
        spreads.push({ matchId: id, bookmaker: "consensus", point: spread, capturedAt: date, isClosing: false });
      }
      const markets = rowMarkets(prices, 2, spreads);
      const fair = fairWalkForward(forecastRows(createPlainEloModel("basketball"), rows), {
        market: (row) => markets.get(row.id) ?? null,
      });
      // The first month has no σ yet; from the second on, every game's consensus is Φ(−spread/σ) with σ measured
      // on the earlier months' games.
      const priced = fair.filter((r) => r.consensus);
      expect(priced.length).toBeGreaterThan(150);
      expect(fair.filter((r) => r.row.date < new Date(Date.UTC(2024, 0, 31))).every((r) => r.consensus === null)).toBe(
        true,
      );
      const february = fair.find((r) => r.row.date.toISOString().startsWith("2024-02"))!;
      const earlier = rows
        .filter((r) => r.date < new Date(Date.UTC(2024, 1, 1)))
        .map((r) => ({ margin: r.homeScore - r.awayScore, spreadHome: markets.get(r.id)!.spread! }));
      expect(february.consensus).toEqual(
        spreadImpliedProbabilities(markets.get(february.row.id)!.spread!, spreadSigma(earlier)!),
      );
      for (const r of priced) {
        // Never the planted close's near-certainty, and the close is still there to judge.
        expect(Math.max(...r.consensus!)).toBeLessThan(0.9);
        expect(Math.max(...r.fair!)).toBeLessThan(0.9);
        expect(r.closing).not.toBeNull();
        expect(r.consensus).not.toEqual(consensusProbabilities([markets.get(r.row.id)!.closing!], 2));
      }
    },
  );
});
