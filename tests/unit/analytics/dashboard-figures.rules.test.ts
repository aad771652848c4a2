import { describe, expect, it } from "vitest";

import { buildDashboardStats, jobSuccessRate, percentOf } from "@/lib/analytics/dashboard-figures.rules";

const sources = {
  users: { totalUsers: 7, activeUsers: 4, premiumUsers: 2, recentUsers: 3 },
  predictions: { totalPredictions: 10, publishedPredictions: 9, premiumPredictions: 4, wonPredictions: 2, lostPredictions: 1 },
  matches: { totalMatches: 20, upcomingMatches: 5, liveMatches: 1, completedMatches: 14 },
};

describe("percentOf", () => {
  it("rounds to one decimal and is null over nothing", () => {
    expect(percentOf(2, 7)).toBe(28.6);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(3, 0)).toBeNull();
  });
});

describe("jobSuccessRate", () => {
  it("counts partial and failed runs as finished but not succeeded, and gives its n", () => {
    expect(jobSuccessRate({ succeeded: 17, partial: 0, failed: 0 })).toEqual({ succeeded: 17, partial: 0, failed: 0, finished: 17, rate: 100 });
    expect(jobSuccessRate({ succeeded: 1, partial: 1, failed: 1 })).toEqual({ succeeded: 1, partial: 1, failed: 1, finished: 3, rate: 33.3 });
    expect(jobSuccessRate({ succeeded: 0, partial: 17, failed: 0 }).rate).toBe(0);
    expect(jobSuccessRate({ succeeded: 0, partial: 0, failed: 0 })).toMatchObject({ finished: 0, rate: null });
  });
});

describe("buildDashboardStats", () => {
  it("computes conversion over all users and accuracy over decided picks only", () => {
    expect(buildDashboardStats(sources)).toEqual({
      totalUsers: 7,
      newUsersThisWeek: 3,
      activeUsers: 4,
      premiumUsers: 2,
      premiumConversion: 28.6,
      predictionAccuracy: 66.7,
      decidedPredictions: 3,
      totalPredictions: 10,
      publishedPredictions: 9,
      premiumPredictions: 4,
      liveMatches: 1,
      upcomingMatches: 5,
      totalMatches: 20,
      completedMatches: 14,
    });
  });

  it("has no conversion without users and no accuracy before a pick is decided", () => {
    const empty = buildDashboardStats({
      users: { totalUsers: 0, activeUsers: 0, premiumUsers: 0, recentUsers: 0 },
      predictions: { ...sources.predictions, wonPredictions: 0, lostPredictions: 0 },
      matches: sources.matches,
    });
    expect(empty.premiumConversion).toBeNull();
    expect(empty.predictionAccuracy).toBeNull();
  });
});
