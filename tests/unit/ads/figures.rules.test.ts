import { describe, expect, it } from "vitest";

import { clickThroughRate, microsToUsd, summariseAdUnits } from "@/lib/ads/figures.rules";

describe("ad figures", () => {
  it("computes CTR as a percentage with two decimals, 0 before any impression", () => {
    expect(clickThroughRate(1, 3)).toBe(33.33);
    expect(clickThroughRate(5, 0)).toBe(0);
    expect(clickThroughRate(0, 10)).toBe(0);
  });

  it("turns micro-dollars into dollars rounded to the cent", () => {
    expect(microsToUsd(1_234_567)).toBe(1.23);
    expect(microsToUsd(0)).toBe(0);
  });

  it("summarises units by status and totals their events", () => {
    expect(
      summariseAdUnits([
        { status: "ACTIVE", impressions: 100, clicks: 3, revenueMicros: 500_000 },
        { status: "PAUSED", impressions: 50, clicks: 0, revenueMicros: 0 },
        { status: "DRAFT", impressions: 0, clicks: 0, revenueMicros: 0 },
      ]),
    ).toEqual({
      totalUnits: 3,
      activeUnits: 1,
      pausedUnits: 1,
      draftUnits: 1,
      impressions: 150,
      clicks: 3,
      ctr: 2,
      revenue: 0.5,
    });
  });
});
