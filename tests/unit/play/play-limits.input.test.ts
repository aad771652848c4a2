import { describe, expect, it } from "vitest";

import { playLimitSettingsSchema, startPauseSchema } from "@/lib/play/play-limits.input";

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join(".")) ?? [];

describe("playLimitSettingsSchema", () => {
  it("takes a budget above 0 (or null to clear it) and a reality check of 30, 60, 90 or 120 minutes (or off)", () => {
    expect(playLimitSettingsSchema.parse({ weeklyBudget: 50.5, realityCheckMinutes: 60 })).toEqual({
      weeklyBudget: 50.5,
      realityCheckMinutes: 60,
    });
    expect(playLimitSettingsSchema.parse({ weeklyBudget: null, realityCheckMinutes: null })).toEqual({
      weeklyBudget: null,
      realityCheckMinutes: null,
    });
  });

  it("refuses a budget of 0 or less, more than two decimals, and any other interval, naming the field", () => {
    expect(paths(playLimitSettingsSchema.safeParse({ weeklyBudget: 0, realityCheckMinutes: null }))).toEqual([
      "weeklyBudget",
    ]);
    expect(paths(playLimitSettingsSchema.safeParse({ weeklyBudget: -5, realityCheckMinutes: null }))).toEqual([
      "weeklyBudget",
    ]);
    expect(paths(playLimitSettingsSchema.safeParse({ weeklyBudget: 1.234, realityCheckMinutes: null }))).toEqual([
      "weeklyBudget",
    ]);
    expect(paths(playLimitSettingsSchema.safeParse({ weeklyBudget: null, realityCheckMinutes: 45 }))).toEqual([
      "realityCheckMinutes",
    ]);
    expect(playLimitSettingsSchema.safeParse({ weeklyBudget: null, realityCheckMinutes: 5, extra: 1 }).success).toBe(
      false,
    );
  });
});

describe("startPauseSchema", () => {
  it("offers time-outs of exactly 24 h, 7 days, 30 days or 6 weeks", () => {
    for (const period of ["24h", "7d", "30d", "6w"]) {
      expect(startPauseSchema.safeParse({ kind: "TIMEOUT", period }).success).toBe(true);
    }
    for (const period of ["12h", "3d", "6m", ""]) {
      expect(paths(startPauseSchema.safeParse({ kind: "TIMEOUT", period }))).toEqual(["period"]);
    }
  });

  it("offers self-exclusion of 6 months, 1, 2 or 5 years, only with an explicit confirmation", () => {
    for (const period of ["6m", "1y", "2y", "5y"]) {
      expect(startPauseSchema.safeParse({ kind: "SELF_EXCLUSION", period, confirm: true }).success).toBe(true);
    }
    expect(paths(startPauseSchema.safeParse({ kind: "SELF_EXCLUSION", period: "3m", confirm: true }))).toEqual([
      "period",
    ]);
    expect(paths(startPauseSchema.safeParse({ kind: "SELF_EXCLUSION", period: "6m" }))).toEqual(["confirm"]);
    expect(paths(startPauseSchema.safeParse({ kind: "SELF_EXCLUSION", period: "6m", confirm: "yes" }))).toEqual([
      "confirm",
    ]);
  });
});
