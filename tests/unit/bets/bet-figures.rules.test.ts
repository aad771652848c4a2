import { describe, expect, it } from "vitest";

import { betFigures, betProfit, luckLine, type SettledBet } from "@/lib/bets/bet-figures.rules";

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
