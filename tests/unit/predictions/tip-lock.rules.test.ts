import { describe, expect, it } from "vitest";

import { tipForViewer, viewerPicksById, type TipPickFields } from "@/lib/predictions/tip-lock.rules";

describe("tipForViewer", () => {
  const locked: TipPickFields & { title: string } = {
    id: "p1",
    title: "Arsenal vs Chelsea - 1x2",
    locked: true,
    description: "A premium pick: the selection, price and EV are for Premium, Enterprise and VIP members.",
    pick: null,
    confidence: null,
    odds: null,
    decimalOdds: null,
    fairOdds: null,
    edge: null,
    expectedValue: null,
    kind: null,
    basis: null,
  };
  // The list DTO's figures a tip's display reads (lib/predictions/predictions.dto.ts).
  const figures = {
    decimalOdds: 2.37,
    isValue: true,
    fairProbability: 0.716,
    fairBasis: "market-only",
    consensusBookmakers: 6,
    modelProbability: 0.52,
    source: "MODEL",
  };
  const open: TipPickFields & { title: string } = {
    ...locked,
    locked: false,
    description: "Value pick: Arsenal at 71% with an EV of +5.1% per unit staked at the best price.",
    pick: "Arsenal",
    confidence: 71.6,
    odds: 137,
    decimalOdds: 2.37,
    fairOdds: 1 / 0.716,
    edge: 5.1,
    expectedValue: 0.051,
    kind: "value",
    basis: { kind: "consensus", books: 6 },
  };

  it("shows the pick the viewer's answer has in full, with its price, fair price, kind and basis", () => {
    const picks = viewerPicksById([
      {
        id: "p1",
        withheld: false,
        isPremium: true,
        pick: "Arsenal",
        confidence: 71.6,
        odds: 137,
        edge: 5.1,
        expectedValue: 0.051,
        ...figures,
      },
    ]);
    expect(tipForViewer(locked, picks)).toEqual(open);
  });

  it("shows a pick whose EV is not positive as a forecast, not a bet", () => {
    const picks = viewerPicksById([
      {
        id: "p1",
        withheld: false,
        isPremium: false,
        pick: "Arsenal",
        confidence: 71.6,
        odds: 137,
        edge: -0.5,
        expectedValue: -0.005,
        ...figures,
      },
    ]);
    const tip = tipForViewer(locked, picks);
    expect(tip.kind).toBe("forecast");
    expect(tip.description).toMatch(/so it is not a bet\.$/);
  });

  it("leaves a tip locked when the viewer's answer withholds it too", () => {
    const picks = viewerPicksById([{ id: "p1", withheld: true, isPremium: true }]);
    expect(tipForViewer(locked, picks)).toBe(locked);
  });

  it("locks a tip the page showed when the viewer's answer withholds it (their day's free picks are others)", () => {
    const picks = viewerPicksById([{ id: "p1", withheld: true, isPremium: false }]);
    expect(tipForViewer(open, picks)).toEqual({
      ...locked,
      description: "Today's free picks are used up: Basic shows more each day, Premium and above every pick.",
    });
  });

  it("leaves a tip the answer does not hold as the page had it", () => {
    expect(tipForViewer(open, new Map())).toBe(open);
    expect(tipForViewer(locked, new Map())).toBe(locked);
  });
});
