import { describe, expect, it } from "vitest";

import { kickoffDayLabel } from "@/lib/predictions/day-label.rules";
import { fullPicksById, unlockTip, type TipPickFields } from "@/lib/predictions/tip-lock.rules";

describe("kickoffDayLabel", () => {
  it("judges the kick-off's UTC day against today's UTC day", () => {
    expect(kickoffDayLabel("2026-11-26T00:00:00.000Z", "2026-11-26")).toBe("Today");
    expect(kickoffDayLabel("2026-11-26T23:59:59.000Z", "2026-11-26")).toBe("Today");
    expect(kickoffDayLabel("2026-11-27T00:00:00.000Z", "2026-11-26")).toBe("Tomorrow");
    expect(kickoffDayLabel("2026-11-25T20:00:00.000Z", "2026-11-26")).toBe("Yesterday");
    expect(kickoffDayLabel("2026-11-28T12:00:00.000Z", "2026-11-26")).toBeNull();
    // Month and year ends.
    expect(kickoffDayLabel("2027-01-01T09:00:00.000Z", "2026-12-31")).toBe("Tomorrow");
    // The day the page was read is unknown (a build-time empty page): no label rather than a wrong one.
    expect(kickoffDayLabel("2026-11-26T12:00:00.000Z", "")).toBeNull();
  });

  it("labels tomorrow's pick 'Today' once the day has turned", () => {
    const kickoff = "2026-11-27T15:00:00.000Z";
    expect(kickoffDayLabel(kickoff, "2026-11-26")).toBe("Tomorrow");
    expect(kickoffDayLabel(kickoff, "2026-11-27")).toBe("Today");
  });
});

describe("unlockTip", () => {
  const locked: TipPickFields & { title: string } = {
    id: "p1",
    title: "Arsenal vs Chelsea - 1x2",
    locked: true,
    description: "A premium pick: the selection, odds and edge are for Premium members.",
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
  const figures = { decimal_odds: 2.37, is_value: true, fair_probability: 0.716, fair_basis: "market-only", consensus_bookmakers: 6, model_probability: 0.52, source: "AI" };

  it("shows the pick the viewer's session got in full", () => {
    const full = fullPicksById([{ id: "p1", withheld: false, pick: "Arsenal", confidence: 71.6, odds: 137, edge: 5.1, expected_value: 0.051, ...figures } as never]);
    expect(unlockTip(locked, full)).toEqual({
      id: "p1",
      title: "Arsenal vs Chelsea - 1x2",
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
    });
  });

  it("leaves a tip locked when the session's answer withholds it too", () => {
    const full = fullPicksById([{ id: "p1", withheld: true }, { id: "p2", withheld: false, pick: "x", confidence: 50, odds: 100, edge: null, expected_value: null } as never]);
    expect(full.has("p1")).toBe(false);
    expect(unlockTip(locked, full)).toBe(locked);
  });
});
