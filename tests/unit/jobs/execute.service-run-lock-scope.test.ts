import { describe, expect, it } from "vitest";

import { runLockScope } from "@/lib/jobs/execute.service";

describe("runLockScope", () => {
  it("locks training and backtesting per model, as their Inngest concurrency keys do", () => {
    expect(runLockScope("backtest-model", { modelId: "hockey-elo" })).toEqual({
      lockName: "backtest-model:hockey-elo",
      wholeJob: false,
    });
    expect(runLockScope("train-model", { modelId: "nba" })).toEqual({ lockName: "train-model:nba", wholeJob: false });
    expect(runLockScope("backtest-model", { modelId: "a" }).lockName).not.toBe(
      runLockScope("backtest-model", { modelId: "b" }).lockName,
    );
  });

  it("locks every other job as a whole, which the stale-run rule needs", () => {
    for (const name of ["pipeline", "settle", "generate", "scrape", "expire-subscriptions"] as const) {
      expect(runLockScope(name, {})).toEqual({ lockName: name, wholeJob: true });
    }
    expect(runLockScope("settle", { modelId: "x" })).toEqual({ lockName: "settle", wholeJob: true });
  });
});
