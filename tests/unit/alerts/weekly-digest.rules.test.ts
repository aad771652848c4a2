import { describe, expect, it } from "vitest";

import { lastFullWeek, weekLines } from "@/lib/alerts/weekly-digest.rules";

describe("lastFullWeek", () => {
  it.each([
    ["2026-11-30T08:00:00Z", "2026-11-23T00:00:00.000Z", "2026-11-30T00:00:00.000Z"], // Monday's run
    ["2026-11-29T23:59:00Z", "2026-11-16T00:00:00.000Z", "2026-11-23T00:00:00.000Z"], // late Sunday
    ["2026-12-02T12:00:00Z", "2026-11-23T00:00:00.000Z", "2026-11-30T00:00:00.000Z"], // a retry on Wednesday
  ])("%s → [%s, %s)", (now, start, end) => {
    const week = lastFullWeek(new Date(now));
    expect([week.start.toISOString(), week.end.toISOString()]).toEqual([start, end]);
  });
});

describe("weekLines", () => {
  it("is null for a week with nothing in it: no e-mail", () => {
    expect(weekLines({ tracks: [], alerts: [] })).toBeNull();
  });

  it("counts the settled follows and their result at the published prices, and the alerts", () => {
    expect(
      weekLines({
        tracks: [
          { status: "WIN", odds: 150, stakeResult: null },
          { status: "LOSS", odds: -120, stakeResult: null },
          { status: "VOID", odds: 110, stakeResult: null },
          { status: "WIN", odds: -200, stakeResult: 0.5 },
        ],
        alerts: [{ status: "WIN" }, { status: "LOSS" }, { status: "PENDING" }],
      }),
    ).toEqual([
      "Followed picks settled: 4 — 2 won, 1 lost, 1 void.",
      "Result at the published prices, one unit each: +0.75 u.",
      "Value-price alerts sent to you: 3 — of the 2 picks decided so far, 1 won and 1 lost.",
    ]);
  });

  it("says so when only alerts happened, none decided yet", () => {
    expect(weekLines({ tracks: [], alerts: [{ status: "PENDING" }] })).toEqual([
      "None of the picks you follow was settled this week.",
      "Value-price alerts sent to you: 1; none of their picks is decided yet.",
    ]);
  });
});
