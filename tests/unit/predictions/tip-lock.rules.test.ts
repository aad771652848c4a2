import { describe, expect, it } from "vitest";

import { tipForViewer, viewerPicksById, type TipPickFields } from "@/lib/predictions/tip-lock.rules";

describe("tipForViewer", () => {
  const locked: TipPickFields & { title: string } = {
    id: "p1",
    title: "Arsenal vs Chelsea - 1x2",
    locked: true,
    description: "A premium pick: the selection, odds and edge are for Premium, Enterprise and VIP members.",
    pick: null,
    confidence: null,
    odds: null,
    edge: null,
    expectedValue: null,
  };
  const open: TipPickFields & { title: string } = {
    ...locked,
    locked: false,
    description: "Arsenal at 72% confidence with an expected value of +5.1% per unit staked.",
    pick: "Arsenal",
    confidence: 71.6,
    odds: 137,
    edge: 3.1,
    expectedValue: 0.051,
  };

  it("shows the pick the viewer's answer has in full", () => {
    const picks = viewerPicksById([{ id: "p1", withheld: false, isPremium: true, pick: "Arsenal", confidence: 71.6, odds: 137, edge: 3.1, expectedValue: 0.051 }]);
    expect(tipForViewer(locked, picks)).toEqual(open);
  });

  it("leaves a tip locked when the viewer's answer withholds it too", () => {
    const picks = viewerPicksById([{ id: "p1", withheld: true, isPremium: true }]);
    expect(tipForViewer(locked, picks)).toBe(locked);
  });

  it("locks a tip the page showed when the viewer's answer withholds it (their day's free picks are others)", () => {
    const picks = viewerPicksById([{ id: "p1", withheld: true, isPremium: false }]);
    expect(tipForViewer(open, picks)).toEqual({
      ...open,
      locked: true,
      description: "Today's free picks are used up: Basic shows more each day, Premium and above every pick.",
      pick: null,
      confidence: null,
      odds: null,
      edge: null,
      expectedValue: null,
    });
  });

  it("leaves a tip the answer does not hold as the page had it", () => {
    expect(tipForViewer(open, new Map())).toBe(open);
    expect(tipForViewer(locked, new Map())).toBe(locked);
  });
});
