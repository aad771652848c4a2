// The odds screen's rules against hand-computed values: latest price per book and outcome, the best, the
// proportional no-vig consensus (each book's 1/price scaled to 1, then averaged), the movement of the pick's
// outcome (first, lock, last) and the chart's geometry.
import { describe, expect, it } from "vitest";

import {
  buildOddsScreen,
  movementChart,
  movementDescription,
  type OddsMovement,
  type OddsScreenInput,
  type ScreenQuote,
} from "@/lib/predictions/odds-screen.rules";

const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour, 0));
const quote = (
  bookmaker: string,
  selection: string,
  price: number,
  hour: number,
  extra: Partial<ScreenQuote> = {},
): ScreenQuote => ({
  provider: "odds-api",
  bookmaker,
  selection,
  price,
  point: null,
  capturedAt: at(hour),
  isDemo: false,
  ...extra,
});

const INPUT: OddsScreenInput = {
  market: "1x2",
  selection: "home",
  line: null,
  lockAt: new Date(Date.UTC(2026, 10, 20, 11, 30)),
  kickoffAt: at(13),
  method: "proportional",
};

// alpha prices at 10:00 and moves home at 12:00; beta prices at 11:00; alpha's 14:00 price is in-play.
const QUOTES = [
  quote("alpha", "home", 2.0, 10),
  quote("alpha", "draw", 3.5, 10),
  quote("alpha", "away", 4.0, 10),
  quote("beta", "home", 1.9, 11),
  quote("beta", "draw", 3.6, 11),
  quote("beta", "away", 4.2, 11),
  quote("alpha", "home", 2.1, 12),
  quote("alpha", "home", 5.0, 14),
];

describe("buildOddsScreen", () => {
  const screen = buildOddsScreen(QUOTES, INPUT)!;

  it("keeps each book's latest pre-kick-off price per outcome with its capture time", () => {
    expect(screen.selections).toEqual(["home", "draw", "away"]);
    expect(screen.pickIndex).toBe(0);
    expect(screen.books).toEqual([
      {
        key: "odds-api:alpha",
        name: "Alpha",
        prices: [2.1, 3.5, 4.0],
        capturedAt: [at(12).toISOString(), at(10).toISOString(), at(10).toISOString()],
      },
      {
        key: "odds-api:beta",
        name: "Beta",
        prices: [1.9, 3.6, 4.2],
        capturedAt: [at(11).toISOString(), at(11).toISOString(), at(11).toISOString()],
      },
    ]);
  });

  it("names the best price of each outcome and every book offering it", () => {
    expect(screen.best).toEqual([
      { price: 2.1, books: ["odds-api:alpha"] },
      { price: 3.6, books: ["odds-api:beta"] },
      { price: 4.2, books: ["odds-api:beta"] },
    ]);
    const tied = buildOddsScreen([...QUOTES, quote("gamma", "home", 2.1, 12)], INPUT)!;
    expect(tied.best[0]).toEqual({ price: 2.1, books: ["odds-api:alpha", "odds-api:gamma"] });
  });

  it("de-vigs the latest complete books and averages them outcome by outcome", () => {
    // alpha 2.1/3.5/4.0: 1/p = .476190, .285714, .25 (sum 1.011905) → .470588, .282353, .247059
    // beta 1.9/3.6/4.2: 1/p = .526316, .277778, .238095 (sum 1.042189) → .505011, .266534, .228455
    expect(screen.consensus?.books).toBe(2);
    expect(screen.consensus?.method).toBe("proportional");
    const [home, draw, away] = screen.consensus!.probabilities;
    expect(home).toBeCloseTo(0.4878, 4);
    expect(draw).toBeCloseTo(0.27444, 4);
    expect(away).toBeCloseTo(0.23776, 4);
  });

  it("moves the pick's fair price from the first snapshot through the lock to the last before kick-off", () => {
    const movement = screen.movement!;
    // 10:00 alpha alone: home 0.5 / (0.5 + 1/3.5 + 0.25) = 14/29 → fair price 29/14.
    expect(movement.first.at).toBe(at(10).toISOString());
    expect(movement.first.probability).toBeCloseTo(14 / 29, 9);
    expect(movement.first.price).toBeCloseTo(29 / 14, 9);
    // 11:00 (the last capture before the 11:30 lock): alpha at 10:00 and beta, (.482759 + .505011) / 2.
    expect(movement.lock?.at).toBe(at(11).toISOString());
    expect(movement.lock?.probability).toBeCloseTo(0.493885, 5);
    // 12:00, alpha's move; the 14:00 in-play price is never read.
    expect(movement.last.at).toBe(at(12).toISOString());
    expect(movement.last.price).toBeCloseTo(2.05, 3);
    expect(movement.points).toHaveLength(3);
  });

  it("has no lock point when the pick locked before the first snapshot", () => {
    expect(buildOddsScreen(QUOTES, { ...INPUT, lockAt: at(9) })!.movement?.lock).toBeNull();
  });

  it("reads spreads at the pick's line from the home side, and leaves other lines out", () => {
    const spreads = [
      quote("alpha", "home", 1.95, 10, { point: -0.5 }),
      quote("alpha", "away", 1.95, 10, { point: 0.5 }),
      quote("beta", "home", 1.8, 10, { point: -1 }),
      quote("beta", "away", 2.1, 10, { point: 1 }),
    ];
    const screen = buildOddsScreen(spreads, { ...INPUT, market: "asian_handicap", selection: "away", line: -0.5 })!;
    expect(screen.line).toBe(-0.5);
    expect(screen.pickIndex).toBe(1);
    expect(screen.books.map((book) => book.key)).toEqual(["odds-api:alpha"]);
    expect(screen.consensus?.probabilities[1]).toBeCloseTo(0.5, 9);
  });

  it("leaves a three-way book out of a two-way market", () => {
    const quotes = [
      quote("alpha", "home", 1.8, 10),
      quote("alpha", "away", 2.2, 10),
      quote("beta", "home", 2.5, 10),
      quote("beta", "draw", 3.2, 10),
      quote("beta", "away", 3.0, 10),
    ];
    const screen = buildOddsScreen(quotes, { ...INPUT, market: "moneyline" })!;
    expect(screen.books.map((book) => book.key)).toEqual(["odds-api:alpha"]);
  });

  it("shows a book missing an outcome, but only complete books make the consensus", () => {
    const screen = buildOddsScreen([quote("alpha", "home", 2.0, 10)], INPUT)!;
    expect(screen.books[0]?.prices).toEqual([2.0, null, null]);
    expect(screen.consensus).toBeNull();
    expect(screen.movement).toBeNull();
  });

  it("is empty without prices, null for a market no bookmaker prices, and says when every price is demo", () => {
    const empty = buildOddsScreen([], INPUT)!;
    expect(empty.books).toEqual([]);
    expect(empty.isDemo).toBe(false);
    expect(buildOddsScreen(QUOTES, { ...INPUT, market: "btts", selection: "yes" })).toBeNull();
    expect(buildOddsScreen(QUOTES, { ...INPUT, selection: null })).toBeNull();
    const demo = QUOTES.map((row) => ({ ...row, provider: "demo", isDemo: true }));
    expect(buildOddsScreen(demo, INPUT)!.isDemo).toBe(true);
    expect(buildOddsScreen([...demo, quote("real", "home", 2, 10)], INPUT)!.isDemo).toBe(false);
  });
});

const point = (hour: number, price: number) => ({ at: at(hour).toISOString(), probability: 1 / price, price });

describe("movementChart", () => {
  const movement: OddsMovement = {
    points: [point(10, 2.0), point(11, 2.2), point(12, 1.8)],
    first: point(10, 2.0),
    lock: point(11, 2.2),
    last: point(12, 1.8),
  };

  it("draws a step line: time across the padded width, the longest price at the top", () => {
    // x: 16 + (t − t0) / 2 h × 568 → 16, 300, 584; y: 16 + (2.2 − p) / 0.4 × 148 → 90, 16, 164.
    const chart = movementChart(movement, { width: 600, height: 180, pad: 16 });
    expect(chart.path).toBe("M16,90H300V16H584V164");
    expect(chart.markers).toEqual([
      { keys: ["first"], x: 16, y: 90 },
      { keys: ["lock"], x: 300, y: 16 },
      { keys: ["last"], x: 584, y: 164 },
    ]);
    expect([chart.low, chart.high]).toEqual([1.8, 2.2]);
  });

  it("centres a single point and leaves out a missing lock", () => {
    const one = { points: [point(10, 2.0)], first: point(10, 2.0), lock: null, last: point(10, 2.0) };
    const chart = movementChart(one, { width: 600, height: 180, pad: 16 });
    expect(chart.path).toBe("M300,90");
    expect(chart.markers).toEqual([{ keys: ["first", "last"], x: 300, y: 90 }]);
  });

  it("puts the lock on the first snapshot's marker when no price moved in between", () => {
    const chart = movementChart(
      { points: [point(10, 2.0), point(12, 1.8)], first: point(10, 2.0), lock: point(10, 2.0), last: point(12, 1.8) },
      { width: 600, height: 180, pad: 16 },
    );
    expect(chart.markers).toEqual([
      { keys: ["first", "lock"], x: 16, y: 16 },
      { keys: ["last"], x: 584, y: 164 },
    ]);
  });
});

describe("movementDescription", () => {
  it("says the fair price at the first snapshot, the lock and the close, and the direction", () => {
    const movement: OddsMovement = {
      points: [point(10, 2.0), point(11, 2.2), point(12, 1.8)],
      first: point(10, 2.0),
      lock: point(11, 2.2),
      last: point(12, 1.8),
    };
    expect(movementDescription(movement, "Arsenal", true)).toBe(
      "Fair price of Arsenal (no-vig consensus, decimal odds, 3 snapshots): 2.00 (20 Nov, 10:00 UTC) at the first " +
        "snapshot, 2.20 (20 Nov, 11:00 UTC) at the lock, 1.80 (20 Nov, 12:00 UTC) at the close; shortened overall.",
    );
    expect(movementDescription({ ...movement, lock: null, last: point(12, 2.3) }, "Arsenal", false)).toContain(
      "2.30 (20 Nov, 12:00 UTC) at the latest snapshot; drifted overall.",
    );
  });
});
