import { describe, expect, it } from "vitest";

import { buildDashboardStats } from "@/lib/analytics/dashboard-figures.rules";

const sources = {
  users: { totalUsers: 7, activeUsers: 4, premiumUsers: 2, recentUsers: 3 },
  predictions: {
    totalPredictions: 10,
    publishedPredictions: 9,
    premiumPredictions: 4,
    wonPredictions: 2,
    lostPredictions: 1,
  },
  matches: { totalMatches: 20, upcomingMatches: 5, liveMatches: 1, completedMatches: 14 },
};

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
