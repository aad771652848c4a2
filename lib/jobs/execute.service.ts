import "server-only";

import { NonRetriableError } from "inngest";

import { getAutomationConfig } from "@/lib/jobs/automation.queries";
import { getJobRunSummary } from "@/lib/jobs/job-runs.queries";
import type { JobCounts, ProviderCalls } from "@/db/schema";
import { logger } from "@/lib/logger";

import { RunContext, type StepRunner } from "./context.service";
import { NonRetriableJobError, publicErrorMessage } from "./job-errors.rules";
import type { LocalTask } from "./local-runner.service";
import { getJobBody } from "./registry.service";
import { finishedRunOutcome, type FinishedStatus } from "./run-status.rules";
import { tryAcquireJobRunLock } from "./run-lock.service";
import {
  appendRunLogs,
  failInterruptedRuns,
  finishRun,
  makeLogLine,
  mergeCounts,
  recordQueuedRun,
  recordSkippedRun,
  requeueRun,
  startAttempt,
} from "./runs.service";
import {
  jobPayloadSchemas,
  jobRequestSchema,
  type BodyName,
  type JobName,
  type JobPayload,
  type JobTrigger,
  type LogLevel,
} from "./jobs.input";

// Running one job: the same body, recorded the same way, on either runner.

const notAvailable = (name: string) =>
  new NonRetriableJobError(
    `The ${name} job is not available yet (no body is registered in lib/pipeline/job-bodies.service.ts).`,
  );

// ── Local runner ──────────────────────────────────────────────────────────────────────────────────────

export interface LocalJobParams<N extends JobName> {
  runId: string;
  name: N;
  payload: JobPayload<N>;
  trigger: JobTrigger;
  /** Runs with the same key never overlap ('pipeline'). */
  key: string | null;
}

/**
 * The LocalRunner task that runs a recorded job. Each attempt takes the job's run lock (run-lock.ts): when
 * another run of the job holds it, this run is closed as skipped ("already running") and nothing runs; when
 * it is free, runs of the job left running by a dead process are failed (the stale-run rule), then the
 * attempt marks the row running, runs the body and finishes it, and gives the lock back.
 *
 * A retried attempt runs the whole body again: what makes that safe is that every write of the bodies is
 * idempotent (upserts on natural keys, inserts that skip existing rows, settlement only of PENDING picks),
 * and the run's counts and provider calls are the last attempt's (a fresh context per attempt).
 */
export function localJobTask<N extends JobName>(params: LocalJobParams<N>): LocalTask {
  const { runId, name } = params;
  const scope = runLockScope(name, params.payload);
  let counts: JobCounts = {};
  let providerCalls: ProviderCalls = {};
  async function runAttempt(attempt: number, signal: AbortSignal) {
    const started = await startAttempt(runId, attempt);
    if (!started) {
      logger.warn("jobs.run_not_open", { runId, job: name });
      return;
    }
    const ctx = new RunContext({ runId, jobName: name, runner: "local", trigger: params.trigger, attempt, signal });
    counts = ctx.counts;
    providerCalls = ctx.providerCalls;
    if (attempt > 1) ctx.log("info", `Attempt ${attempt}`);
    let outcome: ReturnType<typeof finishedRunOutcome>;
    try {
      const body = getJobBody(name);
      if (!body) throw notAvailable(name);
      mergeCounts(ctx.counts, await body(params.payload, ctx));
      outcome = finishedRunOutcome(ctx.providerCalls);
      const last = finishedLine(outcome);
      ctx.log(last.level, last.message, nonEmpty(ctx.counts));
    } catch (error) {
      ctx.log("error", `Attempt ${attempt} failed: ${publicErrorMessage(error)}`);
      throw error;
    } finally {
      await ctx.flush();
    }
    await finishRun(runId, {
      status: outcome.status,
      counts: ctx.counts,
      providerCalls: ctx.providerCalls,
      error: outcome.error,
    });
  }
  return {
    id: runId,
    key: params.key,
    async execute(attempt, signal) {
      const lock = await tryAcquireJobRunLock(scope.lockName, runId);
      if (!lock) {
        await skipAlreadyRunning(runId, name);
        return;
      }
      try {
        if (scope.wholeJob) await failInterruptedRuns(name, runId);
        await runAttempt(attempt, signal);
      } finally {
        await lock.release();
      }
    },
    async onRetry(failedAttempt, delayMs, error) {
      logger.warn("jobs.attempt_failed", { runId, job: name, attempt: failedAttempt, retryInMs: delayMs, error });
      await appendRunLogs(runId, [
        makeLogLine("warn", `Retrying in ${Math.round(delayMs / 1000)} s (a retriable failure).`),
      ]);
      await requeueRun(runId);
    },
    async onFailure(error, attempts) {
      logger.error("jobs.run_failed", { runId, job: name, attempts, error });
      await finishRun(runId, { status: "failed", counts, providerCalls, error: publicErrorMessage(error) });
    },
  };
}

/**
 * What a run's lock covers. Training and backtesting are per model (as their Inngest concurrency keys are):
 * runs for different models may overlap, runs for the same model may not. Every other job is one at a time.
 * The stale-run rule needs the whole job's lock (a free lock then proves no live process runs the job), so
 * per-model runs leave it to start-up's clean-up of interrupted runs.
 */
export function runLockScope(name: JobName, payload: unknown): { lockName: string; wholeJob: boolean } {
  const modelId =
    payload && typeof payload === "object" && "modelId" in payload
      ? (payload as { modelId?: unknown }).modelId
      : undefined;
  if ((name === "train-model" || name === "backtest-model") && typeof modelId === "string")
    return { lockName: `${name}:${modelId}`, wholeJob: false };
  return { lockName: name, wholeJob: true };
}

/** A run that found its job's run lock held: closed as skipped, with the reason as a log line. */
async function skipAlreadyRunning(runId: string, name: JobName) {
  const reason = `Skipped: another ${name} run is already running (runs of one job never overlap).`;
  logger.info("jobs.run_skipped_already_running", { runId, job: name });
  await appendRunLogs(runId, [makeLogLine("info", reason)]);
  await finishRun(runId, { status: "skipped" });
}

// ── Inngest ───────────────────────────────────────────────────────────────────────────────────────────

/** What an Inngest function hands over from its handler context. */
export interface InngestJobInput {
  event: { name: string; data?: unknown };
  step: StepRunner;
  /** Inngest's run id. */
  runId: string;
  /** Inngest's attempt, 0-based. */
  attempt: number;
}

export interface InngestJobResult {
  runId: string;
  status: FinishedStatus | "skipped";
  counts: JobCounts;
}

const SCHEDULED_EVENT = "inngest/scheduled.timer";
const RESULTS_RECORDED_EVENT = "matches/results.recorded";

/**
 * The whole of an Inngest function: record the run (a step), run the body with a context whose steps are
 * Inngest steps, then finish the run (a step). Failures are recorded once and end the run: steps have had
 * their own retries by then (retriable failures only), so the function is not retried on top.
 */
export async function runInngestJob(name: JobName, input: InngestJobInput): Promise<InngestJobResult> {
  const { step } = input;
  const request = readRequest(name, input.event);
  const opened = (await step.run("record-run", () => openInngestRun(name, request, input))) as {
    runId: string;
    skipped: boolean;
  };
  if (opened.skipped) return { runId: opened.runId, status: "skipped", counts: {} };

  const ctx = new RunContext({
    runId: opened.runId,
    jobName: name,
    runner: "inngest",
    trigger: request.trigger,
    attempt: input.attempt + 1,
    inngestStep: step,
  });
  try {
    const body = getJobBody(name);
    if (!body) throw notAvailable(name);
    mergeCounts(ctx.counts, await body(request.payload as never, ctx));
  } catch (error) {
    const message = publicErrorMessage(error);
    const lines = ctx.takePendingLines();
    await step.run("fail-run", async () => {
      logger.error("jobs.run_failed", { runId: opened.runId, job: name, error });
      await appendRunLogs(opened.runId, [...lines, makeLogLine("error", `Failed: ${message}`)]);
      await finishRun(opened.runId, {
        status: "failed",
        counts: ctx.counts,
        providerCalls: ctx.providerCalls,
        error: message,
      });
      return null;
    });
    throw new NonRetriableError(message, { cause: error });
  }
  const lines = ctx.takePendingLines();
  // A run whose provider calls failed finished its body: it is recorded partial or failed, not thrown, because
  // retrying the whole function would repeat the stages that worked (the calls had their own retries).
  const outcome = finishedRunOutcome(ctx.providerCalls);
  await step.run("finish-run", async () => {
    const last = finishedLine(outcome);
    await appendRunLogs(opened.runId, [...lines, makeLogLine(last.level, last.message, nonEmpty(ctx.counts))]);
    await finishRun(opened.runId, {
      status: outcome.status,
      counts: ctx.counts,
      providerCalls: ctx.providerCalls,
      error: outcome.error,
    });
    return null;
  });
  return { runId: opened.runId, status: outcome.status, counts: ctx.counts };
}

interface JobRequest {
  runId?: string;
  trigger: JobTrigger;
  requestedById?: string;
  payload: Record<string, unknown>;
}

/** The request behind an event: Inngest's cron tick, a results event, or one of our job request events. */
function readRequest(name: BodyName, event: InngestJobInput["event"]): JobRequest {
  if (event.name === SCHEDULED_EVENT) return { trigger: "cron", payload: {} };
  try {
    if (event.name === RESULTS_RECORDED_EVENT) {
      const { matchIds } = (event.data ?? {}) as { matchIds?: unknown };
      return { trigger: "event", payload: jobPayloadSchemas.settle.parse({ matchIds }) };
    }
    return jobRequestSchema(name).parse(event.data);
  } catch (error) {
    throw new NonRetriableError(publicErrorMessage(error), { cause: error });
  }
}

async function openInngestRun(
  name: JobName,
  request: JobRequest,
  input: InngestJobInput,
): Promise<{ runId: string; skipped: boolean }> {
  const attempt = input.attempt + 1;
  const base = {
    jobName: name,
    trigger: request.trigger,
    runner: "inngest" as const,
    input: request.payload,
    requestedById: request.requestedById ?? null,
    externalId: input.runId,
    idempotencyKey: `inngest:${input.runId}`,
  };
  // Inngest's cron fires whatever the admin did; a stopped (or disabled) automation skips the tick.
  if (request.trigger === "cron" && name === "pipeline") {
    const config = await getAutomationConfig();
    if (!config?.enabled || !config.isRunning) {
      const { run } = await recordSkippedRun({
        ...base,
        reason: "Skipped: automation is stopped or disabled, so the scheduled run did not start.",
      });
      return { runId: run.id, skipped: true };
    }
  }
  if (request.runId) {
    const started = await startAttempt(request.runId, attempt, input.runId);
    if (started) return { runId: started.id, skipped: false };
    const existing = await getJobRunSummary(request.runId);
    if (existing) {
      logger.warn("jobs.run_already_finished", { runId: existing.id, status: existing.status });
      return { runId: existing.id, skipped: true };
    }
  }
  const { run } = await recordQueuedRun(base);
  // A run already recorded under this Inngest run id and finished is not started again.
  const started = await startAttempt(run.id, attempt, input.runId);
  return { runId: run.id, skipped: started === null };
}

/** The run's last log line: "Finished", or a warning (partial) or an error (failed) naming the failing providers. */
function finishedLine(outcome: ReturnType<typeof finishedRunOutcome>): { level: LogLevel; message: string } {
  if (!outcome.error) return { level: "info", message: "Finished" };
  return {
    level: outcome.status === "partial" ? "warn" : "error",
    message: `Finished ${outcome.status}: ${outcome.error}`,
  };
}

function nonEmpty(counts: JobCounts): JobCounts | undefined {
  return Object.keys(counts).length > 0 ? counts : undefined;
}
