import { describe, expect, it } from "vitest";

import {
  fairHandicapLine,
  footballSelections,
  handicapOutcome,
  overOutcome,
  resolveMarket,
  splitLine,
  twoWaySelections,
} from "@/lib/engine/markets";
import { discretisedNormal, normalCdf, scoreMatrix } from "@/lib/engine/probability";
import { priceEdge } from "@/lib/engine/fair-value";

// A hand-made margin distribution (home − away): P(−1) 0.25, P(0) 0.25, P(1) 0.3, P(2) 0.2.
const margin = new Map([
  [-1, 0.25],
  [0, 0.25],
  [1, 0.3],
  [2, 0.2],
]);

describe("default markets by sport", () => {
  it("maps moneyline/spread/total to football's 1x2/asian_handicap/over_under", () => {
    expect(resolveMarket("football", "moneyline")).toBe("1x2");
    expect(resolveMarket("football", "spread")).toBe("asian_handicap");
    expect(resolveMarket("football", "total")).toBe("over_under");
    expect(resolveMarket("basketball", "spread")).toBe("spread");
    expect(resolveMarket("football", "btts")).toBe("btts");
  });
});

describe("Asian handicap (home side line)", () => {
  it("splits quarter lines into two half stakes", () => {
    expect(splitLine(-0.25)).toEqual([-0.5, 0]);
    expect(splitLine(-0.75)).toEqual([-1, -0.5]);
    expect(splitLine(2.25)).toEqual([2, 2.5]);
    expect(splitLine(-1)).toEqual([-1]);
    expect(() => splitLine(0.3)).toThrow(RangeError);
  });

  it("−0.25: a draw loses half the stake and returns half", () => {
    const o = handicapOutcome(margin, -0.25);
    // Home wins (0.5) win both halves; a draw (0.25) loses the −0.5 half, pushes the 0 half.
    expect(o.win).toBeCloseTo(0.5, 12);
    expect(o.push).toBeCloseTo(0.125, 12);
    expect(o.loss).toBeCloseTo(0.25 + 0.125, 12);
    // EV at odds 2.0: stake 1 → 2 on a win, 0.5 back on a draw: 2·0.5 + 0.5·0.25 − 1 = 0.125.
    expect(priceEdge(o.win, 2.0) + o.push).toBeCloseTo(0.125, 12);
  });

  it("−0.75: winning by one wins half and returns half", () => {
    const o = handicapOutcome(margin, -0.75);
    // Margin 2 (0.2) wins both halves; margin 1 (0.3) wins the −0.5 half, pushes the −1 half.
    expect(o.win).toBeCloseTo(0.2 + 0.15, 12);
    expect(o.push).toBeCloseTo(0.15, 12);
    expect(o.loss).toBeCloseTo(0.5, 12);
  });

  it("−1.0: winning by exactly one is a push", () => {
    const o = handicapOutcome(margin, -1);
    expect(o.win).toBeCloseTo(0.2, 12);
    expect(o.push).toBeCloseTo(0.3, 12);
    expect(o.loss).toBeCloseTo(0.5, 12);
  });

  it("over/under 2.25 and 3 on a total distribution", () => {
    const total = new Map([
      [1, 0.3],
      [2, 0.3],
      [3, 0.4],
    ]);
    const q = overOutcome(total, 2.25);
    expect(q.win).toBeCloseTo(0.4, 12);
    expect(q.push).toBeCloseTo(0.15, 12);
    const w = overOutcome(total, 3);
    expect(w.push).toBeCloseTo(0.4, 12);
    expect(w.win).toBeCloseTo(0, 12);
  });
});

describe("football markets from a score matrix", () => {
  const m = scoreMatrix(1.5, 1.1, 0, 12);
  const sel = footballSelections(m, { totalLines: [2.5], handicapLines: [-0.5, -1] });
  const get = (market: string, selection: string, line?: number) =>
    sel.find((s) => s.market === market && s.selection === selection && (line === undefined || s.line === line))!;

  it("1x2, over 2.5, BTTS, double chance and draw no bet are consistent", () => {
    expect(get("1x2", "home").probability).toBeCloseTo(0.46424418578, 6);
    expect(get("over_under", "over", 2.5).probability).toBeCloseTo(0.48157042406, 6);
    expect(get("btts", "yes").probability).toBeCloseTo(0.51827233437, 6);
    expect(get("double_chance", "1X").probability).toBeCloseTo(0.46424418578 + 0.25766721477, 6);
    expect(get("draw_no_bet", "home").pushProbability).toBeCloseTo(0.25766721477, 6);
    // AH −0.5 is the home win.
    expect(get("asian_handicap", "home", -0.5).probability).toBeCloseTo(0.46424418578, 6);
    const ah = get("asian_handicap", "home", -1);
    expect(ah.pushProbability).toBeGreaterThan(0);
    expect(ah.probability + get("asian_handicap", "away", -1).probability + ah.pushProbability!).toBeCloseTo(1, 12);
  });

  it("the fair handicap is the quarter line closest to an even bet", () => {
    const line = fairHandicapLine(new Map([[0, 1]]));
    expect(line).toBe(0);
  });
});

describe("two-way spread and total from a normal margin", () => {
  it("cover probability of −3.5 and the push on −3 for margin ~ N(5, 12²)", () => {
    const d = discretisedNormal(5, 12, false);
    const sel = twoWaySelections(d, null, { spreadLines: [-3.5, -3] });
    const cover = sel.find((s) => s.market === "spread" && s.line === -3.5 && s.selection === "home")!;
    // Home covers −3.5 by winning by 4+: P(M ≥ 3.5) = 1 − Φ((3.5 − 5)/12) = Φ(0.125) = 0.549738.
    expect(cover.probability).toBeCloseTo(1 - normalCdf(3.5, 5, 12), 10);
    expect(cover.probability).toBeCloseTo(0.5497382248301129, 9);
    const push = sel.find((s) => s.market === "spread" && s.line === -3 && s.selection === "home")!;
    expect(push.pushProbability).toBeCloseTo(0.03277742199040956, 9);
    const away = sel.find((s) => s.market === "spread" && s.line === -3 && s.selection === "away")!;
    expect(away.probability).toBeCloseTo(0.4174843531794775, 9);
    const ml = sel.filter((s) => s.market === "moneyline");
    expect(ml[0]!.probability + ml[1]!.probability + (ml[0]!.pushProbability ?? 0)).toBeCloseTo(1, 12);
  });
});
