import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";

import { NonRetriableError } from "inngest";

import type { JobCounts, JobLogLine, ProviderCalls } from "@/db/schema";
import { logger } from "@/lib/logger";

import { isRetriable, publicErrorMessage } from "./job-errors.rules";
import { mergeProviderCalls, tallyProviderCall } from "./run-status.rules";
import { appendRunLogs, makeLogLine, mergeCounts } from "./runs.service";
import type { JobContext, JobRunner, JobTrigger, LogLevel, ProviderId } from "./jobs.input";

// The JobContext a body receives, for both runners.
//
// Locally, a step is an awaited call between two log lines, and log lines are written as they come (in
// order, one append at a time).
//
// On Inngest the function body is replayed from the top after every step, with finished steps memoised.
// So nothing that writes may happen outside a step, and whatever a step produces must come back through
// its memoised output:
// - lines logged inside a step are written by that step before it returns;
// - lines logged between steps are held and written by the next step (on a replay the memoised step is
//   not executed, so the lines it already wrote are not written again); what is left after the last step
//   is written by the run's finishing step (pendingLines());
// - counts added inside a step travel in the step's output and are added after it, so a replay that skips
//   the step still counts them once. Provider calls recorded inside a step travel the same way.

/** The part of Inngest's step tools the context uses. */
export interface StepRunner {
  run: (id: string, fn: () => Promise<unknown>) => Promise<unknown>;
}

interface StepScope {
  counts: JobCounts;
  providerCalls: ProviderCalls;
  /** Lines logged inside the step (Inngest mode only; locally they go straight to the writer). */
  lines: JobLogLine[];
}

interface StepOutput {
  value: unknown;
  counts: JobCounts;
  providerCalls?: ProviderCalls;
}

export interface RunContextOptions {
  runId: string;
  jobName: string;
  runner: JobRunner;
  trigger: JobTrigger;
  attempt: number;
  signal?: AbortSignal;
  /** Inngest's step tools; absent on the local runner. */
  inngestStep?: StepRunner;
}

export class RunContext implements JobContext {
  readonly runId: string;
  readonly runner: JobRunner;
  readonly trigger: JobTrigger;
  readonly attempt: number;
  readonly signal: AbortSignal;
  /** The run's counters so far. */
  readonly counts: JobCounts = {};
  /** The provider calls made so far, per provider (they decide succeeded / partial / failed). */
  readonly providerCalls: ProviderCalls = {};

  private readonly jobName: string;
  private readonly inngestStep?: StepRunner;
  private readonly scope = new AsyncLocalStorage<StepScope>();
  private pending: JobLogLine[] = [];
  private writing: Promise<void> = Promise.resolve();

  constructor(options: RunContextOptions) {
    this.runId = options.runId;
    this.jobName = options.jobName;
    this.runner = options.runner;
    this.trigger = options.trigger;
    this.attempt = options.attempt;
    this.signal = options.signal ?? new AbortController().signal;
    this.inngestStep = options.inngestStep;
  }

  log = (level: LogLevel, message: string, fields?: Record<string, unknown>): void => {
    const line = makeLogLine(level, message, fields);
    logger[level]("job.log", {
      job: this.jobName,
      runId: this.runId,
      message: line.message,
      ...(line.fields ? { fields: line.fields } : {}),
    });
    const scope = this.scope.getStore();
    if (this.inngestStep) {
      (scope ? scope.lines : this.pending).push(line);
      return;
    }
    this.pending.push(line);
    this.scheduleWrite();
  };

  addCounts = (partial: JobCounts): void => {
    mergeCounts(this.scope.getStore()?.counts ?? this.counts, partial);
  };

  recordProviderCall = (provider: ProviderId, outcome: { ok: true } | { ok: false; error: unknown }): void => {
    const into = this.scope.getStore()?.providerCalls ?? this.providerCalls;
    tallyProviderCall(
      into,
      provider,
      outcome.ok ? { ok: true } : { ok: false, message: publicErrorMessage(outcome.error) },
    );
  };

  step = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    if (this.scope.getStore()) return fn(); // a step inside a step runs inline
    if (!this.inngestStep) return this.runLocalStep(name, fn);
    return this.runInngestStep(name, fn, this.inngestStep);
  };

  /** Waits until every line logged so far is written (local runner). */
  async flush(): Promise<void> {
    this.scheduleWrite();
    await this.writing;
  }

  /** Lines logged after the last step, for the finishing step to write (Inngest). */
  takePendingLines(): JobLogLine[] {
    return this.pending.splice(0);
  }

  private async runLocalStep<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const scope: StepScope = { counts: {}, providerCalls: {}, lines: [] };
    const started = Date.now();
    this.log("info", `Step ${name}: started`);
    try {
      const value = await this.scope.run(scope, fn);
      mergeCounts(this.counts, scope.counts);
      mergeProviderCalls(this.providerCalls, scope.providerCalls);
      this.log("info", `Step ${name}: done in ${Date.now() - started} ms`, nonEmpty(scope.counts));
      return value;
    } catch (error) {
      mergeCounts(this.counts, scope.counts);
      mergeProviderCalls(this.providerCalls, scope.providerCalls);
      this.log("error", `Step ${name}: failed: ${publicErrorMessage(error)}`);
      throw error;
    }
  }

  private async runInngestStep<T>(name: string, fn: () => Promise<T>, step: StepRunner): Promise<T> {
    const before = this.pending.splice(0);
    const output = (await step.run(name, async (): Promise<StepOutput> => {
      const scope: StepScope = { counts: {}, providerCalls: {}, lines: before };
      return this.scope.run(scope, async () => {
        const started = Date.now();
        this.log("info", `Step ${name}: started`);
        try {
          const value = await fn();
          this.log("info", `Step ${name}: done in ${Date.now() - started} ms`, nonEmpty(scope.counts));
          await appendRunLogs(this.runId, scope.lines);
          return { value: value ?? null, counts: scope.counts, providerCalls: scope.providerCalls };
        } catch (error) {
          this.log("error", `Step ${name}: failed: ${publicErrorMessage(error)}`);
          await appendRunLogs(this.runId, scope.lines).catch((writeError: unknown) =>
            logger.error("jobs.log_write_failed", { runId: this.runId, error: writeError }),
          );
          // Inngest retries a failed step unless told not to: only failures marked retriable are retried.
          throw isRetriable(error) ? error : new NonRetriableError(publicErrorMessage(error), { cause: error });
        }
      });
    })) as StepOutput | undefined;
    mergeCounts(this.counts, output?.counts);
    mergeProviderCalls(this.providerCalls, output?.providerCalls);
    return output?.value as T;
  }

  private scheduleWrite() {
    this.writing = this.writing.then(async () => {
      const lines = this.pending.splice(0);
      if (lines.length === 0) return;
      await appendRunLogs(this.runId, lines).catch((error: unknown) =>
        logger.error("jobs.log_write_failed", { runId: this.runId, error }),
      );
    });
  }
}

function nonEmpty(counts: JobCounts): JobCounts | undefined {
  return Object.keys(counts).length > 0 ? counts : undefined;
}
