import { describe, expect, it } from "vitest";

import { placementIssues } from "@/lib/bets/bet-placement.rules";

const NOW = new Date("2026-03-01T12:00:00Z");
const KICKOFF = new Date("2026-03-01T15:00:00Z");
const at = (iso: string) => new Date(iso);
const paths = (placedAt: Date, stake = 10, bankroll: number | null = null, kickoffAt = KICKOFF) =>
  placementIssues({ placedAt, stake }, { kickoffAt, bankroll, now: NOW }).map((issue) => issue.path);

describe("placementIssues", () => {
  it("takes a bet placed before kick-off and not after now (a minute of clock skew allowed)", () => {
    expect(paths(at("2026-03-01T11:00:00Z"))).toEqual([]);
    expect(paths(at("2026-03-01T12:00:59Z"))).toEqual([]);
  });

  it("refuses a bet placed in the future, at or after kick-off (so after settlement too)", () => {
    expect(paths(at("2026-03-01T12:01:01Z"))).toEqual(["placedAt"]);
    expect(paths(at("2026-02-28T15:00:00Z"), 10, null, at("2026-02-28T15:00:00Z"))).toEqual(["placedAt"]);
    expect(paths(at("2026-02-28T18:00:00Z"), 10, null, at("2026-02-28T15:00:00Z"))).toEqual(["placedAt"]);
  });

  it("refuses a stake above the bankroll when one is set", () => {
    expect(paths(at("2026-03-01T11:00:00Z"), 100, 100)).toEqual([]);
    expect(paths(at("2026-03-01T11:00:00Z"), 100.01, 100)).toEqual(["stake"]);
    expect(paths(at("2026-03-01T11:00:00Z"), 1e6, null)).toEqual([]);
  });
});
