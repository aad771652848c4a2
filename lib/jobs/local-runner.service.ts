import { logger } from "@/lib/logger";

import { isRetriable as defaultIsRetriable } from "./job-errors.rules";

// The in-process job runner used when Inngest is not configured (the embedded default). It knows nothing
// about jobs or the database: it runs tasks with
// - a cap on how many run at once (the automation config's maxConcurrent, 1–10, read live: setMaxConcurrent);
// - at most one task at a time per key ('pipeline' runs never overlap: a second one waits its turn; the
//   dispatcher records a cron tick that finds the key busy as skipped instead of queueing it);
// - retries with exponential backoff for failures marked retriable, up to maxAttempts; anything else
//   fails at once. A task waiting for its retry gives its slot back but keeps its key;
// - one entry per task id (submitting an id that is queued or running returns the same outcome).
// Runs do not survive a restart: bootstrap closes the rows left open as cancelled. Across processes (several
// servers on one PostgreSQL) the job's run lock in execute.ts / run-lock.ts keeps runs of one job apart.

export interface LocalTask {
  /** Unique per run (the job run id). */
  id: string;
  /** Tasks with the same key never run at the same time. */
  key?: string | null;
  /** One attempt; throws on failure. */
  execute(attempt: number, signal: AbortSignal): Promise<void>;
  /** After a failed attempt that will be retried in delayMs. */
  onRetry?(failedAttempt: number, delayMs: number, error: unknown): Promise<void> | void;
  /** After the last failed attempt. */
  onFailure?(error: unknown, attempts: number): Promise<void> | void;
}

export type TaskOutcome =
  { status: "succeeded"; attempts: number } | { status: "failed"; attempts: number; error: unknown };

export interface LocalRunnerOptions {
  maxConcurrent?: number;
  /** Attempts in total, including the first (default 3). */
  maxAttempts?: number;
  /** Delay before the attempt after `failedAttempt` (1-based). */
  backoffMs?: (failedAttempt: number) => number;
  isRetriable?: (error: unknown) => boolean;
  /** Called with errors thrown by onRetry/onFailure hooks (never rethrown). */
  onHookError?: (error: unknown, task: LocalTask) => void;
}

const DEFAULT_MAX_ATTEMPTS = 3;
/** 5 s, 10 s, 20 s … capped at 2 minutes. */
const defaultBackoffMs = (failedAttempt: number) => Math.min(5_000 * 2 ** (failedAttempt - 1), 120_000);

interface Entry {
  task: LocalTask;
  attempt: number;
  notBefore: number;
  controller: AbortController;
  done: Promise<TaskOutcome>;
  resolve: (outcome: TaskOutcome) => void;
}

export class LocalRunner {
  private maxConcurrent: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (failedAttempt: number) => number;
  private readonly retriable: (error: unknown) => boolean;
  private readonly onHookError: (error: unknown, task: LocalTask) => void;

  private readonly entries = new Map<string, Entry>();
  private readonly queue: Entry[] = [];
  private readonly running = new Set<Entry>();
  /** key → id of the task holding it (from its first attempt until its final outcome). */
  private readonly heldKeys = new Map<string, string>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private idleWaiters: Array<() => void> = [];

  constructor(options: LocalRunnerOptions = {}) {
    this.maxConcurrent = clampConcurrency(options.maxConcurrent ?? 3);
    this.maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    this.backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.retriable = options.isRetriable ?? defaultIsRetriable;
    this.onHookError = options.onHookError ?? (() => {});
  }

  setMaxConcurrent(value: number): void {
    this.maxConcurrent = clampConcurrency(value);
    this.pump();
  }

  getMaxConcurrent(): number {
    return this.maxConcurrent;
  }

  /** Queues a task; the promise settles (never rejects) with its final outcome. */
  submit(task: LocalTask): Promise<TaskOutcome> {
    const existing = this.entries.get(task.id);
    if (existing) return existing.done;
    let resolve!: (outcome: TaskOutcome) => void;
    const done = new Promise<TaskOutcome>((r) => (resolve = r));
    const entry: Entry = { task, attempt: 0, notBefore: 0, controller: new AbortController(), done, resolve };
    this.entries.set(task.id, entry);
    this.queue.push(entry);
    this.pump();
    return done;
  }

  /** Whether a task with this key is queued, running or waiting for a retry. */
  isKeyActive(key: string): boolean {
    return this.heldKeys.has(key) || this.queue.some((entry) => entry.task.key === key);
  }

  stats() {
    return { running: this.running.size, queued: this.queue.length, maxConcurrent: this.maxConcurrent };
  }

  /** Resolves when nothing is queued, running or waiting (tests, shutdown). */
  idle(): Promise<void> {
    if (this.entries.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Aborts running tasks' signals and drops queued ones (their outcome: failed with an abort error). */
  shutdown(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const entry of this.queue.splice(0))
      this.settle(entry, { status: "failed", attempts: entry.attempt, error: new Error("The runner shut down") });
    for (const entry of this.running) entry.controller.abort(new Error("The runner shut down"));
  }

  private pump(): void {
    const now = Date.now();
    while (this.running.size < this.maxConcurrent) {
      const index = this.queue.findIndex((entry) => entry.notBefore <= now && this.keyFree(entry));
      if (index === -1) break;
      const [entry] = this.queue.splice(index, 1);
      void this.start(entry!);
    }
  }

  private keyFree(entry: Entry): boolean {
    const key = entry.task.key;
    if (!key) return true;
    const holder = this.heldKeys.get(key);
    return holder === undefined || holder === entry.task.id;
  }

  private async start(entry: Entry): Promise<void> {
    const { task } = entry;
    this.running.add(entry);
    if (task.key) this.heldKeys.set(task.key, task.id);
    entry.attempt += 1;
    try {
      await task.execute(entry.attempt, entry.controller.signal);
      this.running.delete(entry);
      this.settle(entry, { status: "succeeded", attempts: entry.attempt });
    } catch (error) {
      this.running.delete(entry);
      const retry = this.retriable(error) && entry.attempt < this.maxAttempts && !entry.controller.signal.aborted;
      if (retry) {
        const delay = Math.max(0, this.backoffMs(entry.attempt));
        await this.runHook(task, () => task.onRetry?.(entry.attempt, delay, error));
        entry.notBefore = Date.now() + delay;
        this.queue.unshift(entry);
        this.wakeAfter(delay);
      } else {
        await this.runHook(task, () => task.onFailure?.(error, entry.attempt));
        this.settle(entry, { status: "failed", attempts: entry.attempt, error });
      }
    } finally {
      this.pump();
    }
  }

  private settle(entry: Entry, outcome: TaskOutcome) {
    const key = entry.task.key;
    if (key && this.heldKeys.get(key) === entry.task.id) this.heldKeys.delete(key);
    this.entries.delete(entry.task.id);
    entry.resolve(outcome);
    if (this.entries.size === 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const wake of waiters) wake();
    }
  }

  private wakeAfter(delay: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.pump();
    }, delay);
    // A pending retry must not keep the process alive on its own.
    (timer as { unref?: () => void }).unref?.();
    this.timers.add(timer);
  }

  private async runHook(task: LocalTask, hook: () => Promise<void> | void | undefined) {
    try {
      await hook();
    } catch (error) {
      this.onHookError(error, task);
    }
  }
}

export function clampConcurrency(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(10, Math.max(1, Math.trunc(value)));
}

// One runner per process, shared by every bundle that imports this module (Next compiles route handlers
// and instrumentation.ts separately; globalThis is what they share, as db/index.ts does for the client).
const globalForRunner = globalThis as unknown as { __edgecastLocalRunner?: LocalRunner };

export function getLocalRunner(): LocalRunner {
  globalForRunner.__edgecastLocalRunner ??= new LocalRunner({
    onHookError: (error, task) => logger.error("jobs.runner_hook_failed", { runId: task.id, error }),
  });
  return globalForRunner.__edgecastLocalRunner;
}
