import { InngestTestEngine } from "@inngest/test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { db } from "@/db";
import { automationConfig, jobRuns, modelBacktests, type JobRun } from "@/db/schema";
import { functions } from "@/inngest";
import { backtestModel } from "@/inngest/functions/backtest-model";
import { expireSubscriptions } from "@/inngest/functions/expire-subscriptions";
import { generatePredictions } from "@/inngest/functions/generate-predictions";
import { runPipeline } from "@/inngest/functions/run-pipeline";
import { scrapeProvider } from "@/inngest/functions/scrape-provider";
import { settlePredictions } from "@/inngest/functions/settle-predictions";
import { trainModel } from "@/inngest/functions/train-model";
import { NonRetriableJobError, PIPELINE_STAGES, registerJob, unregisterJob, type JobContext } from "@/lib/jobs";
import { backtestModelJob } from "@/lib/models/backtest.service";
import { expireSubscriptionsJob } from "@/lib/payments/billing.service";

// Each Inngest function executed with @inngest/test (the Inngest dev server cannot be installed here):
// the steps it runs and the job_runs row it records, against this file's own database.

async function runOf(id: string): Promise<JobRun> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id));
  return row!;
}

const stepIds = (ctx: { step: { run: { mock: { calls: unknown[][] } } } }) =>
  ctx.step.run.mock.calls.map((call) => call[0]);
const messages = (run: JobRun) => run.logLines.map((line) => line.message);
type Result = { runId: string; status: string; counts: Record<string, number> };

beforeEach(async () => {
  await db
    .update(automationConfig)
    .set({ leagues: ["nfl", "nba"], isRunning: false, enabled: true })
    .where(eq(automationConfig.id, "default"));
});

afterEach(() => {
  for (const name of [...PIPELINE_STAGES, "train-model"] as const) unregisterJob(name);
});

describe("the functions served at /api/inngest", () => {
  it("have kebab-case ids matching their files", () => {
    expect(functions.map((fn) => fn.id())).toEqual([
      "run-pipeline",
      "scrape-provider",
      "generate-predictions",
      "settle-predictions",
      "train-model",
      "backtest-model",
      "expire-subscriptions",
      "retry-payment-verification",
      "alerts-fan-out",
      "alerts-deliver",
      "alerts-sweep",
      "weekly-digest",
    ]);
  });
});

describe("run-pipeline", () => {
  it("records the run and logs every stage as unavailable while no stage body is registered", async () => {
    const t = new InngestTestEngine({ function: runPipeline });
    const { result, error, ctx } = await t.execute({
      events: [{ name: "pipeline/run.requested", data: { trigger: "manual", payload: {} } }],
    });
    expect(error).toBeUndefined();
    const output = result as Result;
    expect(output).toMatchObject({ status: "succeeded", counts: { stagesUnavailable: 4 } });
    expect(stepIds(ctx as never)).toEqual(["record-run", "resolve-scope", "finish-run"]);

    const run = await runOf(output.runId);
    expect(run).toMatchObject({
      jobName: "pipeline",
      runner: "inngest",
      trigger: "manual",
      status: "succeeded",
      counts: { stagesUnavailable: 4 },
      attempts: 1,
    });
    expect(run.externalId).toBeTruthy();
    expect(messages(run)).toEqual(
      expect.arrayContaining([
        "Step resolve-scope: started",
        "Pipeline for nfl, nba",
        "Stage scrape: not available yet (no body is registered for it in lib/pipeline/job-bodies.service.ts); " +
          "nothing was done.",
        "Stage settle: not available yet (no body is registered for it in lib/pipeline/job-bodies.service.ts); " +
          "nothing was done.",
        "Finished",
      ]),
    );
  });

  it("runs registered stages as Inngest steps in order, carrying counts through the step outputs", async () => {
    const order: string[] = [];
    const stage = (name: string, counts: Record<string, number>) => async (_payload: unknown, ctx: JobContext) => {
      order.push(name);
      // A step inside a stage step runs inline (Inngest does not nest steps).
      await ctx.step(`${name}-inner`, async () => ctx.addCounts({ innerSteps: 1 }));
      return counts;
    };
    registerJob("scrape", stage("scrape", { matches: 6 }));
    registerJob("process", stage("process", {}));
    registerJob("generate", stage("generate", { predictions: 3 }));
    registerJob("settle", stage("settle", { settled: 2 }));

    const t = new InngestTestEngine({ function: runPipeline });
    const { result, ctx } = await t.execute({
      events: [{ name: "pipeline/run.requested", data: { trigger: "manual", payload: { league: "nfl" } } }],
    });
    const output = result as Result;
    expect(order).toEqual(["scrape", "process", "generate", "settle"]);
    expect(stepIds(ctx as never)).toEqual([
      "record-run",
      "resolve-scope",
      "scrape",
      "process",
      "generate",
      "settle",
      "finish-run",
    ]);
    const expected = { matches: 6, predictions: 3, settled: 2, innerSteps: 4, stagesCompleted: 4 };
    expect(output.counts).toEqual(expected);
    const run = await runOf(output.runId);
    expect(run).toMatchObject({ status: "succeeded", counts: expected, input: { league: "nfl" } });
    // Each log line is written once, in order, although the function body is replayed after every step.
    const stageLines = messages(run).filter((message) =>
      /^Step (scrape|process|generate|settle): started$/.test(message),
    );
    expect(stageLines).toEqual([
      "Step scrape: started",
      "Step process: started",
      "Step generate: started",
      "Step settle: started",
    ]);
    expect(new Set(messages(run)).size).toBe(messages(run).length);
  });

  it("updates the run row that dispatch created (the id comes in the event)", async () => {
    const [queued] = await db
      .insert(jobRuns)
      .values({ jobName: "pipeline", trigger: "manual", runner: "inngest", status: "queued", input: {} })
      .returning();
    const t = new InngestTestEngine({ function: runPipeline });
    const { result } = await t.execute({
      events: [{ name: "pipeline/run.requested", data: { runId: queued!.id, trigger: "manual", payload: {} } }],
    });
    expect((result as Result).runId).toBe(queued!.id);
    expect(await runOf(queued!.id)).toMatchObject({ status: "succeeded", attempts: 1 });
  });

  it("records a cron tick as skipped while automation is stopped, and runs it while started", async () => {
    const t = new InngestTestEngine({ function: runPipeline });
    const cronEvent = { name: "inngest/scheduled.timer", data: { cron: "0 */6 * * *" } };
    const stopped = await t.execute({ events: [cronEvent] });
    const skipped = await runOf((stopped.result as Result).runId);
    expect(skipped).toMatchObject({ status: "skipped", trigger: "cron", runner: "inngest" });
    expect(messages(skipped)).toEqual([
      "Skipped: automation is stopped or disabled, so the scheduled run did not start.",
    ]);
    expect(stepIds(stopped.ctx as never)).toEqual(["record-run"]);

    await db.update(automationConfig).set({ isRunning: true }).where(eq(automationConfig.id, "default"));
    // A fresh engine: one engine keeps the step state of its previous execution.
    const started = await new InngestTestEngine({ function: runPipeline }).execute({ events: [cronEvent] });
    expect(await runOf((started.result as Result).runId)).toMatchObject({ status: "succeeded", trigger: "cron" });
  });

  it("refuses a malformed event without recording anything", async () => {
    const before = (await db.select({ id: jobRuns.id }).from(jobRuns)).length;
    const t = new InngestTestEngine({ function: runPipeline });
    const { error } = await t.execute({
      events: [{ name: "pipeline/run.requested", data: { trigger: "manual", payload: { league: "NOT A SLUG" } } }],
    });
    expect(error).toBeDefined();
    expect((await db.select({ id: jobRuns.id }).from(jobRuns)).length).toBe(before);
  });
});

describe("the single-job functions", () => {
  it("scrape-provider runs the scrape body and records its counts", async () => {
    registerJob("scrape", async (payload, ctx) => {
      await ctx.step("fetch-scoreboards", async () => ctx.addCounts({ matches: (payload.leagues ?? []).length }));
    });
    const t = new InngestTestEngine({ function: scrapeProvider });
    const { result, ctx } = await t.execute({
      events: [
        {
          name: "providers/scrape.requested",
          data: { trigger: "manual", payload: { leagues: ["nfl", "nba"], providers: ["espn"] } },
        },
      ],
    });
    expect(stepIds(ctx as never)).toEqual(["record-run", "fetch-scoreboards", "finish-run"]);
    expect(await runOf((result as Result).runId)).toMatchObject({
      jobName: "scrape",
      status: "succeeded",
      counts: { matches: 2 },
    });
  });

  it("generate-predictions fails the run at once when its body is not registered yet", async () => {
    const t = new InngestTestEngine({ function: generatePredictions });
    const { error, ctx } = await t.execute({
      events: [{ name: "predictions/generation.requested", data: { trigger: "manual", payload: {} } }],
    });
    expect(error).toBeDefined();
    expect(stepIds(ctx as never)).toEqual(["record-run", "fail-run"]);
    const [run] = await db.select().from(jobRuns).where(eq(jobRuns.jobName, "generate"));
    expect(run).toMatchObject({
      status: "failed",
      error: "The generate job is not available yet (no body is registered in lib/pipeline/job-bodies.service.ts).",
    });
  });

  it("settle-predictions runs on matches/results.recorded; a permanent step failure is not retried", async () => {
    const seen: unknown[] = [];
    registerJob("settle", async (payload, ctx) => {
      seen.push(payload);
      await ctx.step("settle-matches", async () => {
        throw new NonRetriableJobError("Match m-1 has no final score.");
      });
    });
    const { error, ctx } = await new InngestTestEngine({ function: settlePredictions }).execute({
      events: [{ name: "matches/results.recorded", data: { matchIds: ["m-1"] } }],
    });
    expect(seen).toEqual([{ matchIds: ["m-1"] }]);
    expect(stepIds(ctx as never)).toEqual(["record-run", "settle-matches"]);
    // The step failed with NonRetriableError, so Inngest does not retry it. (@inngest/test stops here; on
    // Inngest the next invocation gets the failure back and records it with the fail-run step, as below.)
    expect(error).toMatchObject({ name: "NonRetriableError", message: "Match m-1 has no final score." });
    const [run] = await db.select().from(jobRuns).where(eq(jobRuns.jobName, "settle"));
    expect(run).toMatchObject({ trigger: "event", input: { matchIds: ["m-1"] } });
    expect(messages(run!)).toContain("Step settle-matches: failed: Match m-1 has no final score.");
  });

  it("settle-predictions records a failure outside any step once, in the fail-run step", async () => {
    registerJob("settle", async (payload) => {
      if (!payload.matchIds?.length) throw new NonRetriableJobError("Nothing to settle: no match ids.");
    });
    const { error, ctx } = await new InngestTestEngine({ function: settlePredictions }).execute({
      events: [{ name: "predictions/settlement.requested", data: { trigger: "manual", payload: {} } }],
    });
    expect(error).toMatchObject({ name: "NonRetriableError" });
    expect(stepIds(ctx as never)).toEqual(["record-run", "fail-run"]);
    const settleRuns = await db.select().from(jobRuns).where(eq(jobRuns.jobName, "settle"));
    const failed = settleRuns.find((row) => row.trigger === "manual")!;
    expect(failed).toMatchObject({ status: "failed", error: "Nothing to settle: no match ids." });
    expect(messages(failed).filter((message) => message.startsWith("Failed:"))).toEqual([
      "Failed: Nothing to settle: no match ids.",
    ]);
  });

  it("train-model runs the training body for the requested model", async () => {
    registerJob("train-model", async (payload, ctx) => {
      await ctx.step("fit", async () => ctx.addCounts({ matchesUsed: 380 }));
      ctx.log("info", `Trained ${payload.modelId}`);
    });
    const t = new InngestTestEngine({ function: trainModel });
    const { result } = await t.execute({
      events: [
        {
          name: "models/training.requested",
          data: { trigger: "manual", payload: { modelId: "football-dixon-coles" } },
        },
      ],
    });
    const run = await runOf((result as Result).runId);
    expect(run).toMatchObject({ jobName: "train-model", status: "succeeded", counts: { matchesUsed: 380 } });
    expect(messages(run)).toContain("Trained football-dixon-coles");
  });

  it("backtest-model runs the backtest body; a run with no priced history is stored failed, with reason", async () => {
    registerJob("backtest-model", backtestModelJob);
    const t = new InngestTestEngine({ function: backtestModel });
    const { error, ctx } = await t.execute({
      events: [{ name: "models/backtest.requested", data: { trigger: "event", payload: { modelId: "hockey-elo" } } }],
    });
    expect(error).toBeDefined();
    expect(stepIds(ctx as never)).toContain("load-and-backtest");
    const [stored] = await db.select().from(modelBacktests).where(eq(modelBacktests.modelId, "hockey-elo"));
    expect(stored).toMatchObject({
      status: "failed",
      market: "moneyline",
      sportId: "hockey",
      error: expect.stringContaining("pre-kickoff prices"),
    });
    const [run] = await db.select().from(jobRuns).where(eq(jobRuns.id, stored!.jobRunId!));
    expect(run).toMatchObject({ jobName: "backtest-model", runner: "inngest", status: "failed" });
  });

  it("expire-subscriptions runs the expiry body and records its counts", async () => {
    registerJob("expire-subscriptions", expireSubscriptionsJob);
    const t = new InngestTestEngine({ function: expireSubscriptions });
    const { result, ctx } = await t.execute({
      events: [{ name: "subscriptions/expiry.requested", data: { trigger: "cron", payload: {} } }],
    });
    const run = await runOf((result as Result).runId);
    expect(run).toMatchObject({
      jobName: "expire-subscriptions",
      status: "succeeded",
      counts: { expiredSubscriptions: 0, expiredOrders: 0 },
    });
    expect(stepIds(ctx as never)).toContain("expire");
  });
});
