import { describe, expect, it } from "vitest";

import {
  computeDashboardStats,
  trackedPickProfit,
  totalProfit,
  winProfit,
  winStreak,
  type TrackedPick,
  type TrackedStatus,
} from "@/lib/members/dashboard-stats.rules";
import { winRatePercent as winRate } from "@/lib/engine/pick-metrics";

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 15));
/** Picks given newest first (day 30, 29, …) unless dates are set. */
const picks = (...statuses: TrackedStatus[]): TrackedPick[] =>
  statuses.map((status, index) => ({ status, odds: 100, confidence: 60, matchDate: day(30 - index) }));

describe("winProfit (American odds, one unit staked)", () => {
  it.each([
    [150, 1.5],
    [100, 1],
    [-100, 1],
    [-200, 0.5],
    [-120, 100 / 120],
    [250, 2.5],
  ])("odds %d pays %d units", (odds, expected) => {
    expect(winProfit(odds)).toBeCloseTo(expected, 10);
  });

  it("pays nothing for impossible odds (0 or not finite)", () => {
    expect(winProfit(0)).toBe(0);
    expect(winProfit(Number.NaN)).toBe(0);
  });
});

describe("trackedPickProfit and totalProfit", () => {
  it("adds the win profit, subtracts 1 per loss and counts PENDING and VOID as 0", () => {
    expect(trackedPickProfit({ status: "WIN", odds: -150 })).toBeCloseTo(0.6667, 4);
    expect(trackedPickProfit({ status: "LOSS", odds: 300 })).toBe(-1);
    expect(trackedPickProfit({ status: "VOID", odds: 300 })).toBe(0);
    expect(trackedPickProfit({ status: "PENDING", odds: 300 })).toBe(0);
  });

  it("sums to two decimals", () => {
    // +150 win (1.5) + -120 win (0.8333) + loss (-1) + void (0) = 1.3333 → 1.33
    expect(
      totalProfit([
        { status: "WIN", odds: 150 },
        { status: "WIN", odds: -120 },
        { status: "LOSS", odds: -110 },
        { status: "VOID", odds: 200 },
      ]),
    ).toBe(1.33);
  });

  it("is 0 (never -0) for an empty list or a break-even", () => {
    expect(Object.is(totalProfit([]), 0)).toBe(true);
    expect(
      Object.is(
        totalProfit([
          { status: "WIN", odds: 100 },
          { status: "LOSS", odds: 100 },
        ]),
        0,
      ),
    ).toBe(true);
  });

  it("can be negative", () => {
    expect(
      totalProfit([
        { status: "LOSS", odds: 100 },
        { status: "LOSS", odds: -300 },
      ]),
    ).toBe(-2);
  });
});

describe("winStreak", () => {
  it("counts wins from the newest until the first loss", () => {
    expect(winStreak(picks("WIN", "WIN", "WIN", "LOSS", "WIN"))).toBe(3);
  });

  it("is 0 when the newest decided pick is a loss", () => {
    expect(winStreak(picks("LOSS", "WIN", "WIN"))).toBe(0);
  });

  it("skips PENDING and VOID: they neither extend nor break the streak", () => {
    expect(winStreak(picks("PENDING", "WIN", "VOID", "WIN", "LOSS", "WIN"))).toBe(2);
  });

  it("counts every win when there is no loss, and 0 without picks", () => {
    expect(winStreak(picks("WIN", "WIN"))).toBe(2);
    expect(winStreak([])).toBe(0);
  });

  it("orders by match date, whatever order the picks arrive in", () => {
    const oldestFirst: TrackedPick[] = [
      { status: "WIN", odds: 100, confidence: 50, matchDate: day(1) },
      { status: "LOSS", odds: 100, confidence: 50, matchDate: day(2) },
      { status: "WIN", odds: 100, confidence: 50, matchDate: day(3) },
      { status: "WIN", odds: 100, confidence: 50, matchDate: day(4) },
    ];
    expect(winStreak(oldestFirst)).toBe(2);
  });
});

describe("winRate", () => {
  it("is wins over decided picks in percent to one decimal", () => {
    expect(winRate(2, 1)).toBe(66.7);
    expect(winRate(1, 0)).toBe(100);
    expect(winRate(0, 3)).toBe(0);
  });

  it("is null before any pick is decided", () => {
    expect(winRate(0, 0)).toBeNull();
  });
});

describe("computeDashboardStats", () => {
  it("computes total, counts, rate, streak, profit and average confidence", () => {
    const list: TrackedPick[] = [
      { status: "PENDING", odds: 120, confidence: 70, matchDate: day(10) },
      { status: "WIN", odds: 150, confidence: 65, matchDate: day(9) },
      { status: "WIN", odds: -200, confidence: 80, matchDate: day(8) },
      { status: "VOID", odds: -110, confidence: 55, matchDate: day(7) },
      { status: "LOSS", odds: 110, confidence: 60, matchDate: day(6) },
      { status: "WIN", odds: 100, confidence: 70, matchDate: day(5) },
    ];
    expect(computeDashboardStats(list)).toEqual({
      total: 6,
      wins: 3,
      losses: 1,
      pending: 1,
      voids: 1,
      // 3 wins of 4 decided: PENDING and VOID are not in the denominator.
      winRate: 75,
      streak: 2,
      // 1.5 + 0.5 - 1 + 1 = 2
      profit: 2,
      // Settled picks only (65, 80, 55, 60, 70): a pending pick's confidence may be withheld.
      averageConfidence: 66,
    });
  });

  it("has zeros and nulls for a member who follows nothing", () => {
    expect(computeDashboardStats([])).toEqual({
      total: 0,
      wins: 0,
      losses: 0,
      pending: 0,
      voids: 0,
      winRate: null,
      streak: 0,
      profit: 0,
      averageConfidence: null,
    });
  });

  it("counts only pending picks in the total, with no rate yet", () => {
    const stats = computeDashboardStats(picks("PENDING", "PENDING"));
    expect(stats).toMatchObject({ total: 2, pending: 2, winRate: null, streak: 0, profit: 0, averageConfidence: null });
  });
});
