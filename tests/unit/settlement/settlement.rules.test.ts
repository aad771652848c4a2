import { describe, expect, it } from "vitest";

import { profitPerUnit } from "@/lib/engine/pick-metrics";
import { settlePick, type MatchResult } from "@/lib/settlement/settlement.rules";

const final = (homeScore: number, awayScore: number): MatchResult => ({ status: "COMPLETED", homeScore, awayScore });
const pick = (market: string, selection: string, line: number | null = null) => ({ market, selection, line });

describe("settlePick", () => {
  it.each([
    // market, selection, line, score, status, result
    ["1x2", "home", null, [2, 1], "WIN", 1],
    ["1x2", "home", null, [1, 1], "LOSS", -1],
    ["1x2", "draw", null, [0, 0], "WIN", 1],
    ["1x2", "away", null, [0, 3], "WIN", 1],
    ["moneyline", "home", null, [110, 104], "WIN", 1],
    ["moneyline", "away", null, [110, 104], "LOSS", -1],
    ["moneyline", "home", null, [20, 20], "VOID", 0],
    ["draw_no_bet", "away", null, [1, 1], "VOID", 0],
    ["draw_no_bet", "away", null, [1, 2], "WIN", 1],
    ["double_chance", "1X", null, [1, 1], "WIN", 1],
    ["double_chance", "1X", null, [0, 1], "LOSS", -1],
    ["double_chance", "12", null, [2, 2], "LOSS", -1],
    ["double_chance", "X2", null, [0, 2], "WIN", 1],
    ["btts", "yes", null, [1, 1], "WIN", 1],
    ["btts", "yes", null, [2, 0], "LOSS", -1],
    ["btts", "no", null, [2, 0], "WIN", 1],
    ["over_under", "over", 2.5, [2, 1], "WIN", 1],
    ["over_under", "under", 2.5, [2, 1], "LOSS", -1],
    ["over_under", "over", 3, [2, 1], "VOID", 0],
    ["over_under", "over", 2.25, [1, 1], "LOSS", -0.5],
    ["over_under", "over", 2.75, [2, 1], "WIN", 0.5],
    ["over_under", "under", 2.75, [2, 1], "LOSS", -0.5],
    ["total", "under", 220.5, [100, 110], "WIN", 1],
    ["total", "over", 210, [100, 110], "VOID", 0],
    ["spread", "home", -3.5, [104, 100], "WIN", 1],
    ["spread", "home", -3, [103, 100], "VOID", 0],
    ["spread", "away", -3, [102, 100], "WIN", 1],
    ["spread", "away", 6.5, [100, 94], "LOSS", -1],
    ["asian_handicap", "home", -0.75, [1, 0], "WIN", 0.5],
    ["asian_handicap", "home", -0.75, [2, 0], "WIN", 1],
    ["asian_handicap", "away", -0.75, [1, 0], "LOSS", -0.5],
    ["asian_handicap", "home", -0.25, [1, 1], "LOSS", -0.5],
    ["asian_handicap", "away", -0.25, [1, 1], "WIN", 0.5], // home -0.25 is away +0.25
    ["asian_handicap", "away", 0.25, [1, 1], "LOSS", -0.5], // home +0.25 is away -0.25
    ["asian_handicap", "home", -1, [1, 0], "VOID", 0],
  ] as const)("%s %s %s at %j → %s (%d)", (market, selection, line, [home, away], status, result) => {
    const outcome = settlePick(pick(market, selection, line), final(home, away));
    expect(outcome?.status).toBe(status);
    expect(outcome?.result).toBe(result);
    expect(outcome?.note).toContain(`Final ${home}-${away}`);
  });

  it("voids every pick on a postponed or cancelled match", () => {
    expect(settlePick(pick("1x2", "home"), { status: "POSTPONED", homeScore: null, awayScore: null })).toMatchObject({
      status: "VOID",
      note: "Match postponed",
    });
    expect(
      settlePick(pick("total", "over", 210), { status: "CANCELLED", homeScore: null, awayScore: null })?.status,
    ).toBe("VOID");
  });

  it("leaves unfinished matches and free-text picks unsettled", () => {
    expect(settlePick(pick("1x2", "home"), { status: "LIVE", homeScore: 1, awayScore: 0 })).toBeNull();
    expect(settlePick(pick("1x2", "home"), { status: "UPCOMING", homeScore: null, awayScore: null })).toBeNull();
    expect(settlePick({ market: "1x2", selection: null, line: null }, final(1, 0))).toBeNull();
    expect(settlePick(pick("exact-score", "2-1"), final(2, 1))).toBeNull();
  });

  it("is deterministic: settling twice gives the same answer", () => {
    const once = settlePick(pick("spread", "home", -0.75), final(1, 0));
    expect(settlePick(pick("spread", "home", -0.75), final(1, 0))).toEqual(once);
  });
});

describe("profitPerUnit", () => {
  it("pays odds − 1 on a win, the half of it on a half win, and loses the stake or half of it", () => {
    expect(profitPerUnit(1, 2.5)).toBeCloseTo(1.5);
    expect(profitPerUnit(0.5, 1.9)).toBeCloseTo(0.45);
    expect(profitPerUnit(0, 1.9)).toBe(0);
    expect(profitPerUnit(-0.5, 1.9)).toBe(-0.5);
    expect(profitPerUnit(-1, 1.9)).toBe(-1);
  });
});
