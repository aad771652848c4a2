import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";

import { db } from "@/db";
import { automationConfig, jobRuns, type JobRun } from "@/db/schema";
import {
  cancelInterruptedLocalRuns,
  dispatchJob,
  getLocalRunner,
  MAX_LOG_LINES,
  NonRetriableJobError,
  PIPELINE_STAGES,
  registerJob,
  schedulerState,
  stopScheduler,
  unregisterJob,
  type JobContext,
} from "@/lib/jobs";
import { stopMaintenanceSchedule } from "@/lib/pipeline/maintenance.service";
import { startBackgroundJobs } from "@/lib/system/bootstrap.service";

// Jobs on the local runner (the embedded default) against this file's own database: what a run records,
// the pipeline's stages (absent and present), idempotency and overlap.

const runner = getLocalRunner();

async function runOf(id: string): Promise<JobRun> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id));
  return row!;
}

const messages = (run: JobRun) => run.logLines.map((line) => line.message);

beforeEach(async () => {
  await db
    .update(automationConfig)
    .set({ leagues: ["nfl", "nba", "mlb"], autoPredictions: true, providers: ["espn", "odds-api"] })
    .where(eq(automationConfig.id, "default"));
});

afterEach(async () => {
  await runner.idle();
  for (const stage of PIPELINE_STAGES) unregisterJob(stage);
});

afterAll(async () => {
  await runner.idle();
});

describe("a job run on the local runner", () => {
  it("records a row with its trigger, input, log lines, counts and duration", async () => {
    registerJob("scrape", async (payload, ctx) => {
      ctx.log("info", "Fetching scoreboards", { leagues: payload.leagues });
      const fetched = await ctx.step("fetch", async () => {
        ctx.addCounts({ matches: 3 });
        return 3;
      });
      ctx.addCounts({ odds: fetched * 4 });
      return { requests: 2 };
    });
    const result = await dispatchJob("scrape", { leagues: ["nfl"] }, { trigger: "manual" });
    expect(result).toMatchObject({ runner: "local", status: "queued", deduplicated: false });
    await runner.idle();

    const run = await runOf(result.runId);
    expect(run).toMatchObject({
      jobName: "scrape",
      trigger: "manual",
      runner: "local",
      status: "succeeded",
      input: { leagues: ["nfl"] },
      counts: { matches: 3, odds: 12, requests: 2 },
      attempts: 1,
      error: null,
    });
    expect(run.startedAt).toBeInstanceOf(Date);
    expect(run.finishedAt).toBeInstanceOf(Date);
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
    expect(messages(run)).toEqual([
      "Fetching scoreboards",
      "Step fetch: started",
      expect.stringMatching(/^Step fetch: done in \d+ ms$/),
      "Finished",
    ]);
    expect(run.logLines[0]).toMatchObject({ level: "info", fields: { leagues: ["nfl"] }, at: expect.any(String) });
  });

  it("records a failure with a readable error and no stack, keeping the counts so far", async () => {
    registerJob("scrape", async (_payload, ctx) => {
      ctx.addCounts({ matches: 1 });
      throw new Error('Failed query: insert into "matches" values ($1)');
    });
    const { runId } = await dispatchJob("scrape", {}, { trigger: "manual" });
    await runner.idle();
    const run = await runOf(runId);
    expect(run).toMatchObject({
      status: "failed",
      attempts: 1,
      counts: { matches: 1 },
      error: "A database query failed (details in the server log).",
    });
    expect(run.error).not.toMatch(/insert|at /);
    expect(messages(run).at(-1)).toBe("Attempt 1 failed: A database query failed (details in the server log).");
  });

  it("caps the log at MAX_LOG_LINES with a closing note, and long lines at 1000 characters", async () => {
    registerJob("scrape", async (_payload, ctx) => {
      ctx.log("info", "x".repeat(5000));
      for (let i = 0; i < MAX_LOG_LINES + 100; i += 1) ctx.log("debug", `line ${i}`);
    });
    const { runId } = await dispatchJob("scrape", {}, { trigger: "manual" });
    await runner.idle();
    const run = await runOf(runId);
    expect(run.status).toBe("succeeded");
    expect(run.logLines).toHaveLength(MAX_LOG_LINES);
    expect(run.logLines[0]!.message).toHaveLength(1000);
    expect(run.logLines.at(-2)!.message).toBe(`line ${MAX_LOG_LINES - 3}`);
    expect(run.logLines.at(-1)!.message).toMatch(/^Log truncated/);
  });

  it("starts a run once per idempotency key", async () => {
    let calls = 0;
    registerJob("scrape", async () => {
      calls += 1;
    });
    const key = `scrape:test:${Date.now()}`;
    const first = await dispatchJob("scrape", {}, { trigger: "event", idempotencyKey: key });
    const second = await dispatchJob("scrape", {}, { trigger: "event", idempotencyKey: key });
    await runner.idle();
    expect(second).toMatchObject({ runId: first.runId, deduplicated: true });
    expect(calls).toBe(1);
    expect(await db.select({ id: jobRuns.id }).from(jobRuns).where(eq(jobRuns.idempotencyKey, key))).toHaveLength(1);
  });

  it("refuses jobs that have no body (503) and payloads that do not fit (422)", async () => {
    unregisterJob("expire-subscriptions");
    await expect(dispatchJob("expire-subscriptions", {}, { trigger: "manual" })).rejects.toMatchObject({
      code: "service_unavailable",
    });
    registerJob("scrape", async () => {});
    await expect(dispatchJob("scrape", { leagues: ["Not A Slug"] }, { trigger: "manual" })).rejects.toMatchObject({
      name: "ZodError",
    });
  });

  it("closes local runs a previous process left open", async () => {
    const [stale] = await db
      .insert(jobRuns)
      .values({ jobName: "pipeline", trigger: "cron", runner: "local", status: "running" })
      .returning();
    const [remote] = await db
      .insert(jobRuns)
      .values({ jobName: "pipeline", trigger: "cron", runner: "inngest", status: "running" })
      .returning();
    expect(await cancelInterruptedLocalRuns()).toBeGreaterThanOrEqual(1);
    expect(await runOf(stale!.id)).toMatchObject({ status: "cancelled", error: expect.stringMatching(/^Interrupted/) });
    expect((await runOf(remote!.id)).status).toBe("running");
  });
});

describe("the pipeline", () => {
  it("with no stage bodies registered, records each stage unavailable, succeeds with zero work counted", async () => {
    const { runId } = await dispatchJob("pipeline", {}, { trigger: "manual" });
    await runner.idle();
    const run = await runOf(runId);
    expect(run.status).toBe("succeeded");
    expect(run.counts).toEqual({ stagesUnavailable: 4 });
    for (const stage of PIPELINE_STAGES) {
      expect(messages(run)).toContain(
        `Stage ${stage}: not available yet (no body is registered for it in lib/pipeline/job-bodies.service.ts); ` +
          `nothing was done.`,
      );
    }
    expect(run.logLines.filter((line) => line.level === "warn")).toHaveLength(4);
  });

  it("runs the registered stages in order, each as a step, and adds up their counts", async () => {
    const calls: Array<{ stage: string; payload: unknown }> = [];
    const stage = (name: string, counts: Record<string, number>) => async (payload: unknown, ctx: JobContext) => {
      calls.push({ stage: name, payload });
      ctx.log("info", `${name} working`);
      return counts;
    };
    registerJob("scrape", stage("scrape", { matches: 12, odds: 40 }));
    registerJob("process", stage("process", { matches: 0 }));
    registerJob("generate", stage("generate", { predictions: 9 }));
    registerJob("settle", stage("settle", { settled: 4 }));

    const { runId } = await dispatchJob("pipeline", {}, { trigger: "manual" });
    await runner.idle();
    const run = await runOf(runId);
    expect(run.status).toBe("succeeded");
    expect(calls.map((call) => call.stage)).toEqual(["scrape", "process", "generate", "settle"]);
    expect(calls[0]!.payload).toEqual({ leagues: ["nfl", "nba", "mlb"], providers: ["espn", "odds-api"] });
    expect(calls[3]!.payload).toEqual({ leagues: ["nfl", "nba", "mlb"] });
    expect(run.counts).toEqual({ matches: 12, odds: 40, predictions: 9, settled: 4, stagesCompleted: 4 });
    const started = messages(run).filter((message) => /^Step (scrape|process|generate|settle): started$/.test(message));
    expect(started).toEqual([
      "Step scrape: started",
      "Step process: started",
      "Step generate: started",
      "Step settle: started",
    ]);
  });

  it(
    "narrows to the requested league (the league decides the sport) and skips generation when autoPredictions is " +
      "off",
    async () => {
      await db.update(automationConfig).set({ autoPredictions: false }).where(eq(automationConfig.id, "default"));
      const seen: unknown[] = [];
      registerJob("scrape", async (payload) => void seen.push(payload));
      registerJob("generate", async () => {
        throw new Error("must not run");
      });
      const { runId } = await dispatchJob("pipeline", { sport: "football", league: "nfl" }, { trigger: "manual" });
      await runner.idle();
      const run = await runOf(runId);
      expect(run.status).toBe("succeeded");
      expect(seen).toEqual([{ leagues: ["nfl"], providers: ["espn", "odds-api"] }]);
      expect(run.counts).toEqual({ stagesCompleted: 1, stagesUnavailable: 2, stagesSkipped: 1 });
      expect(messages(run)).toContain("Stage generate: skipped (autoPredictions is off in the automation config).");
    },
  );

  it("fails when a stage fails, without running the later stages", async () => {
    const ran: string[] = [];
    registerJob("scrape", async () => void ran.push("scrape"));
    registerJob("process", async () => {
      throw new NonRetriableJobError("ESPN sent a payload we cannot read.");
    });
    registerJob("generate", async () => void ran.push("generate"));
    const { runId } = await dispatchJob("pipeline", {}, { trigger: "manual" });
    await runner.idle();
    const run = await runOf(runId);
    expect(run).toMatchObject({
      status: "failed",
      error: "ESPN sent a payload we cannot read.",
      counts: { stagesCompleted: 1 },
    });
    expect(ran).toEqual(["scrape"]);
    expect(messages(run)).toContain("Step process: failed: ESPN sent a payload we cannot read.");
  });

  it("never overlaps: a manual run waits, a cron tick during a run is recorded as skipped", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let running = 0;
    let maxRunning = 0;
    registerJob("scrape", async () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await gate;
      running -= 1;
    });
    const first = await dispatchJob("pipeline", {}, { trigger: "manual" });
    const second = await dispatchJob("pipeline", {}, { trigger: "manual" });
    await waitFor(async () => (await runOf(first.runId)).status === "running");
    const tick = await dispatchJob("pipeline", {}, { trigger: "cron", idempotencyKey: "pipeline:cron:test-overlap" });
    expect(tick.status).toBe("skipped");
    expect(await runOf(tick.runId)).toMatchObject({
      status: "skipped",
      trigger: "cron",
      logLines: [
        expect.objectContaining({
          message: "Skipped: the previous pipeline run is still in progress (scheduled runs never overlap).",
        }),
      ],
    });
    expect((await runOf(second.runId)).status).toBe("queued");
    release();
    await runner.idle();
    expect(maxRunning).toBe(1);
    expect((await runOf(first.runId)).status).toBe("succeeded");
    expect((await runOf(second.runId)).status).toBe("succeeded");
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the server's background jobs", () => {
  it("start once the database is ready: open local runs are closed, the schedule gets an unref'd timer", async () => {
    expect(schedulerState().active).toBe(false);
    const [stale] = await db
      .insert(jobRuns)
      .values({ jobName: "pipeline", trigger: "cron", runner: "local", status: "queued" })
      .returning();
    await db
      .update(automationConfig)
      .set({ enabled: true, isRunning: true, interval: "0 */6 * * *" })
      .where(eq(automationConfig.id, "default"));
    try {
      await startBackgroundJobs();
      expect(schedulerState()).toMatchObject({ active: true, pattern: "0 */6 * * *", reason: null });
      expect(schedulerState().nextRunAt!.getUTCMinutes()).toBe(0);
      expect((await runOf(stale!.id)).status).toBe("cancelled");
    } finally {
      stopScheduler();
      await stopMaintenanceSchedule();
      await db.update(automationConfig).set({ isRunning: false }).where(eq(automationConfig.id, "default"));
    }
    expect(schedulerState().active).toBe(false);
  });
});
