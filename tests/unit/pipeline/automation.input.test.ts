import { describe, expect, it } from "vitest";

import {
  automationConfigSchema,
  automationMetricsQuerySchema,
  executePipelineSchema,
  listJobRunsQuerySchema,
  testAutomationSchema,
} from "@/lib/pipeline/automation.input";

const fullConfig = {
  enabled: true,
  sports: ["football", "basketball", "baseball"],
  leagues: ["nfl", "nba", "mlb"],
  interval: "0 */6 * * *",
  providers: ["espn", "odds-api"],
  autoPredictions: true,
  maxConcurrent: 3,
};

function firstIssue(result: { success: boolean; error?: { issues: Array<{ code: string; path: PropertyKey[] }> } }) {
  const issue = result.error?.issues[0];
  return issue ? { code: issue.code, path: issue.path.join(".") } : null;
}

describe("automationConfigSchema", () => {
  it.each([
    ["the seeded defaults", fullConfig],
    ["one field", { maxConcurrent: 10 }],
    ["maxConcurrent 1", { maxConcurrent: 1 }],
    ["no leagues", { leagues: [] }],
    ["20 leagues", { leagues: Array.from({ length: 20 }, (_, i) => `league-${i}`) }],
    ["an empty object (the service refuses it)", {}],
  ])("accepts %s", (_label, input) => {
    expect(automationConfigSchema.safeParse(input).success).toBe(true);
  });

  it("normalises lists and the cron expression", () => {
    expect(
      automationConfigSchema.parse({
        sports: ["football", "football"],
        providers: ["espn", "espn"],
        interval: " 0  */6 * * * ",
      }),
    ).toEqual({
      sports: ["football"],
      providers: ["espn"],
      interval: "0 */6 * * *",
    });
  });

  it.each([
    ["maxConcurrent 0", { maxConcurrent: 0 }, "maxConcurrent"],
    ["maxConcurrent 11", { maxConcurrent: 11 }, "maxConcurrent"],
    ["maxConcurrent 2.5", { maxConcurrent: 2.5 }, "maxConcurrent"],
    ["maxConcurrent as a string", { maxConcurrent: "3" }, "maxConcurrent"],
    ["a bad cron", { interval: "every six hours" }, "interval"],
    ["a sub-5-minute cron", { interval: "*/1 * * * *" }, "interval"],
    ["a six-field cron", { interval: "0 0 */6 * * *" }, "interval"],
    ["an unknown provider", { providers: ["sportradar"] }, "providers.0"],
    ["21 sports", { sports: Array.from({ length: 21 }, (_, i) => `sport-${i}`) }, "sports"],
    ["a league id with spaces", { leagues: ["premier league"] }, "leagues.0"],
    ["enabled as a string", { enabled: "yes" }, "enabled"],
  ])("refuses %s with a 422-style issue", (_label, input, path) => {
    const result = automationConfigSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(firstIssue(result)).toMatchObject({ path });
    expect(firstIssue(result)?.code).not.toBe("unrecognized_keys");
  });

  it("refuses unknown keys (the envelope answers 400)", () => {
    const result = automationConfigSchema.safeParse({ ...fullConfig, isRunning: true });
    expect(firstIssue(result)?.code).toBe("unrecognized_keys");
  });
});

describe("the other automation inputs", () => {
  it("execute-pipeline takes optional slug ids", () => {
    expect(executePipelineSchema.parse({})).toEqual({});
    expect(executePipelineSchema.parse({ sport: "Football", league: "nfl" })).toEqual({
      sport: "football",
      league: "nfl",
    });
    expect(executePipelineSchema.safeParse({ league: "../etc" }).success).toBe(false);
    expect(executePipelineSchema.safeParse({ league: "nfl", extra: 1 }).success).toBe(false);
  });

  it("test defaults to every component", () => {
    expect(testAutomationSchema.parse({})).toEqual({ component: "all" });
    expect(testAutomationSchema.parse({ component: "models" })).toEqual({ component: "models" });
    expect(testAutomationSchema.safeParse({ component: "everything" }).success).toBe(false);
  });

  it("metrics default to 24 hours", () => {
    expect(automationMetricsQuerySchema.parse({})).toEqual({ timeframe: "24h" });
    expect(automationMetricsQuerySchema.safeParse({ timeframe: "1y" }).success).toBe(false);
  });

  it("job runs are paged and filtered by known names and statuses", () => {
    expect(listJobRunsQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(listJobRunsQuerySchema.parse({ page: "2", limit: "5", name: "pipeline", status: "skipped" })).toEqual({
      page: 2,
      limit: 5,
      name: "pipeline",
      status: "skipped",
    });
    expect(listJobRunsQuerySchema.safeParse({ name: "rm -rf" }).success).toBe(false);
    expect(listJobRunsQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
  });
});
