import { describe, expect, it } from "vitest";

import {
  bankrollSeries,
  betFigures,
  betFiguresFromSums,
  betProfit,
  luckLine,
  negativeClvStatement,
  type SettledBet,
} from "@/lib/bets/bet-figures.rules";

const bet = (overrides: Partial<SettledBet>): SettledBet => ({
  stake: 10,
  price: 2,
  result: 1,
  closingProbability: null,
  publishedPrice: null,
  ...overrides,
});

describe("betProfit", () => {
  it.each([
    [1, 12], // full win at 2.2: 10 × 1.2
    [0.5, 6], // half win: half the stake at 2.2, half returned
    [0, 0], // void or push
    [-0.5, -5], // half loss
    [-1, -10],
  ])("result %s → %s", (result, profit) => {
    expect(betProfit({ stake: 10, price: 2.2, result })).toBeCloseTo(profit, 10);
  });
});

describe("betFigures", () => {
  const bets = [
    bet({ stake: 10, price: 2.2, result: 1, closingProbability: 0.5, publishedPrice: 2.3 }),
    bet({ stake: 20, price: 1.9, result: -1, closingProbability: 0.55, publishedPrice: 1.9 }),
    bet({ stake: 10, price: 3, result: -0.5, closingProbability: 0.3 }),
  ];
  const figures = betFigures(bets);

  it("profit, stakes and ROI by hand", () => {
    // +12, −20, −5 → −13 on 40 staked.
    expect(figures).toMatchObject({ bets: 3, staked: 40, profit: -13 });
    expect(figures.roi).toBeCloseTo(-13 / 40, 12);
  });

  it("the member's CLV against the close, and the share beating it", () => {
    // 2.2 × 0.5 − 1 = 0.1; 1.9 × 0.55 − 1 = 0.045; 3 × 0.3 − 1 = −0.1.
    expect(figures.clv.n).toBe(3);
    expect(figures.clv.mean).toBeCloseTo((0.1 + 0.045 - 0.1) / 3, 12);
    expect(figures.beatCloseShare).toBeCloseTo(2 / 3, 12);
  });

  it("slippage against the published price, over the bets logged from a pick", () => {
    // 2.2 / 2.3 − 1 and 1.9 / 1.9 − 1.
    expect(figures.slippage.n).toBe(2);
    expect(figures.slippage.mean).toBeCloseTo((2.2 / 2.3 - 1 + 0) / 2, 12);
  });

  it("yield is the mean return per bet with its interval", () => {
    expect(figures.yield.n).toBe(3);
    expect(figures.yield.mean).toBeCloseTo((1.2 - 1 - 0.5) / 3, 12);
    expect(figures.yield.lo).toBeLessThan(figures.yield.mean);
  });
});

describe("luckLine", () => {
  it("says when there is nothing to judge", () => {
    expect(luckLine(betFigures([]))).toBe("No settled bet has a known close yet.");
    expect(luckLine(betFigures([bet({ closingProbability: 0.6 })]))).toBe(
      "One bet with a known close: too few to say anything.",
    );
  });

  it("says how many more bets would tell, at this rate", () => {
    const figures = betFigures([
      bet({ price: 2.1, closingProbability: 0.5 }),
      bet({ price: 1.95, closingProbability: 0.5 }),
      bet({ price: 2.05, closingProbability: 0.5 }),
    ]);
    expect(figures.clvBetsToSignificance).toBeGreaterThan(0);
    expect(luckLine(figures)).toBe(
      `You are beating the close by 1.7% a bet over 3 bets, but that could be luck: at this rate about ` +
        `${figures.clvBetsToSignificance} more bets would tell.`,
    );
  });

  it("says when the interval excludes zero", () => {
    const figures = betFigures([0.52, 0.53, 0.54, 0.52].map((p) => bet({ price: 2.1, closingProbability: p })));
    expect(figures.clvBetsToSignificance).toBe(0);
    expect(luckLine(figures)).toMatch(
      /^You are beating the close by \d+\.\d% a bet over 4 bets, and the 95 % interval/,
    );
  });
});

describe("betFiguresFromSums", () => {
  it("gives the figures of the bets from the sums the database makes of them", () => {
    const bets = [
      bet({ stake: 10, price: 2.1, result: 1, closingProbability: 0.5, publishedPrice: 2.2 }),
      bet({ stake: 20, price: 1.9, result: -1, closingProbability: 0.55 }),
      bet({ stake: 15, price: 2, result: 0.5, publishedPrice: 1.95 }),
      bet({ stake: 5, price: 3.4, result: 0, closingProbability: 0.3 }),
    ];
    const returns = bets.map((b) => betProfit(b) / b.stake);
    const clvs = [2.1 * 0.5 - 1, 1.9 * 0.55 - 1, 3.4 * 0.3 - 1];
    const slips = [2.1 / 2.2 - 1, 2 / 1.95 - 1];
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const squares = (values: number[]) => sum(values.map((v) => v * v));
    const fromSums = betFiguresFromSums({
      bets: 4,
      staked: 50,
      profit: 11 - 20 + 7.5,
      returnSum: sum(returns),
      returnSquares: squares(returns),
      clvN: 3,
      clvSum: sum(clvs),
      clvSquares: squares(clvs),
      beatClose: 2,
      slippageN: 2,
      slippageSum: sum(slips),
      slippageSquares: squares(slips),
    });
    const direct = betFigures(bets);
    expect(fromSums.profit).toBe(-1.5);
    expect(fromSums.roi).toBeCloseTo(-0.03, 12);
    for (const key of ["yield", "clv", "slippage"] as const) {
      expect(fromSums[key].n).toBe(direct[key].n);
      expect(fromSums[key].mean).toBeCloseTo(direct[key].mean, 12);
      expect(fromSums[key].lo).toBeCloseTo(direct[key].lo, 12);
      expect(fromSums[key].hi).toBeCloseTo(direct[key].hi, 12);
    }
    expect(fromSums.beatCloseShare).toBeCloseTo(2 / 3, 12);
    expect(fromSums.clvBetsToSignificance).toBe(direct.clvBetsToSignificance);
  });

  it("has no figures but counts for no bets", () => {
    const empty = betFiguresFromSums({
      bets: 0,
      staked: 0,
      profit: 0,
      returnSum: 0,
      returnSquares: 0,
      clvN: 0,
      clvSum: 0,
      clvSquares: 0,
      beatClose: 0,
      slippageN: 0,
      slippageSum: 0,
      slippageSquares: 0,
    });
    expect(empty).toMatchObject({ bets: 0, roi: null, beatCloseShare: null, clvBetsToSignificance: null });
    expect(empty.clv.n).toBe(0);
  });
});

describe("negativeClvStatement", () => {
  const clv = (n: number, mean: number) => ({ clv: { n, mean, sd: 0.1, se: 0.01, lo: mean - 0.02, hi: mean + 0.02 } });

  it("says it plainly from 100 bets with a known close when the CLV is below zero", () => {
    expect(negativeClvStatement(clv(100, -0.012))).toBe(
      "Over your 100 bets you have been getting worse prices than the close: -1.2% a bet on average. Prices worse " +
        "than the close lose money in the long run, whatever the results so far.",
    );
  });

  it.each([
    [99, -0.05],
    [100, 0],
    [500, 0.01],
    [0, Number.NaN],
  ])("says nothing for %i bets at a CLV of %d", (n, mean) => {
    expect(negativeClvStatement(clv(n, mean))).toBeNull();
  });
});

describe("bankrollSeries", () => {
  it("adds the cumulative profit to the starting bankroll, rounded to cents", () => {
    const at = new Date("2026-11-01T12:00:00Z");
    expect(
      bankrollSeries(100, [
        { at, cumulative: 12.004 },
        { at, cumulative: -7.5 },
      ]).map((point) => point.bankroll),
    ).toEqual([112, 92.5]);
  });
});
