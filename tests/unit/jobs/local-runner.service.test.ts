import { NonRetriableError } from "inngest";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { NonRetriableJobError, RetriableJobError } from "@/lib/jobs/job-errors.rules";
import { clampConcurrency, LocalRunner, type LocalTask } from "@/lib/jobs/local-runner.service";

/** A task whose attempts are resolved or rejected by the test. */
function controllableTask(id: string, key: string | null = null) {
  const attempts: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  const events: string[] = [];
  const task: LocalTask = {
    id,
    key,
    execute: vi.fn(
      (attempt: number) =>
        new Promise<void>((resolve, reject) => {
          events.push(`start ${attempt}`);
          attempts.push({ resolve, reject });
        }),
    ),
    onRetry: vi.fn((attempt: number, delay: number) => void events.push(`retry after ${attempt} in ${delay}`)),
    onFailure: vi.fn((_error: unknown, count: number) => void events.push(`failed after ${count}`)),
  };
  return { task, attempts, events };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe("LocalRunner", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("never runs more than maxConcurrent tasks at once, and starts queued ones as slots free up", async () => {
    const runner = new LocalRunner({ maxConcurrent: 2 });
    const tasks = ["a", "b", "c", "d", "e"].map((id) => controllableTask(id));
    const outcomes = tasks.map(({ task }) => runner.submit(task));
    await flush();
    expect(runner.stats()).toMatchObject({ running: 2, queued: 3 });
    expect(tasks.map(({ attempts }) => attempts.length)).toEqual([1, 1, 0, 0, 0]);

    tasks[0]!.attempts[0]!.resolve();
    await flush();
    expect(runner.stats()).toMatchObject({ running: 2, queued: 2 });
    expect(tasks[2]!.attempts).toHaveLength(1);

    // Raising the limit live starts more at once; lowering it lets running tasks finish.
    runner.setMaxConcurrent(4);
    await flush();
    expect(runner.stats()).toMatchObject({ running: 4, queued: 0 });
    for (const { attempts } of tasks) attempts.at(-1)?.resolve();
    await expect(Promise.all(outcomes)).resolves.toEqual(tasks.map(() => ({ status: "succeeded", attempts: 1 })));
  });

  it("clamps maxConcurrent to 1–10", () => {
    expect([0, 1, 3.7, 10, 11, -5, Number.NaN].map(clampConcurrency)).toEqual([1, 1, 3, 10, 10, 1, 1]);
  });

  it("retries retriable failures with exponential backoff, giving the slot back while it waits", async () => {
    const runner = new LocalRunner({ maxConcurrent: 1, maxAttempts: 3, backoffMs: (n) => 1000 * 2 ** (n - 1) });
    const flaky = controllableTask("flaky");
    const other = controllableTask("other");
    const outcome = runner.submit(flaky.task);
    runner.submit(other.task);
    await flush();

    flaky.attempts[0]!.reject(new RetriableJobError("provider timeout"));
    await flush();
    expect(flaky.events).toEqual(["start 1", "retry after 1 in 1000"]);
    // The slot went to the other task during the backoff.
    expect(other.attempts).toHaveLength(1);
    other.attempts[0]!.resolve();
    await flush();

    await vi.advanceTimersByTimeAsync(999);
    expect(flaky.attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(flaky.attempts).toHaveLength(2);

    // Errors with retryable: true (e.g. a ProviderError for a 429) are retriable too.
    flaky.attempts[1]!.reject(Object.assign(new Error("429"), { retryable: true }));
    await flush();
    await vi.advanceTimersByTimeAsync(2000);
    expect(flaky.attempts).toHaveLength(3);
    flaky.attempts[2]!.reject(new RetriableJobError("still down"));
    await expect(outcome).resolves.toMatchObject({ status: "failed", attempts: 3 });
    expect(flaky.events).toEqual([
      "start 1",
      "retry after 1 in 1000",
      "start 2",
      "retry after 2 in 2000",
      "start 3",
      "failed after 3",
    ]);
  });

  it.each([
    ["an unmarked error", new Error("bug")],
    ["NonRetriableJobError", new NonRetriableJobError("unknown league")],
    ["Inngest's NonRetriableError", new NonRetriableError("permanent")],
    ["a non-retriable error that says retryable", Object.assign(new NonRetriableJobError("no"), { retryable: true })],
  ])("fails at once on %s", async (_label, error) => {
    const runner = new LocalRunner({ maxAttempts: 5 });
    const job = controllableTask("once");
    const outcome = runner.submit(job.task);
    await flush();
    job.attempts[0]!.reject(error);
    await expect(outcome).resolves.toEqual({ status: "failed", attempts: 1, error });
    expect(job.task.onRetry).not.toHaveBeenCalled();
    expect(job.task.onFailure).toHaveBeenCalledWith(error, 1);
  });

  it("runs a task id once: submitting it again while queued or running returns the same outcome", async () => {
    const runner = new LocalRunner({ maxConcurrent: 1 });
    const job = controllableTask("same-id");
    const first = runner.submit(job.task);
    const second = runner.submit({ ...job.task });
    expect(second).toBe(first);
    await flush();
    job.attempts[0]!.resolve();
    await first;
    expect(job.task.execute).toHaveBeenCalledTimes(1);
  });

  it("never overlaps two tasks with the same key, even with free slots, and holds the key across a retry", async () => {
    const runner = new LocalRunner({ maxConcurrent: 5, backoffMs: () => 500 });
    const first = controllableTask("pipeline-1", "pipeline");
    const second = controllableTask("pipeline-2", "pipeline");
    const unrelated = controllableTask("scrape-1", null);
    expect(runner.isKeyActive("pipeline")).toBe(false);
    runner.submit(first.task);
    const secondDone = runner.submit(second.task);
    runner.submit(unrelated.task);
    await flush();
    expect(runner.isKeyActive("pipeline")).toBe(true);
    expect(first.attempts).toHaveLength(1);
    expect(second.attempts).toHaveLength(0);
    expect(unrelated.attempts).toHaveLength(1);

    first.attempts[0]!.reject(new RetriableJobError("timeout"));
    await flush();
    // Waiting for its retry, the first run still holds the key: the second does not slip in.
    expect(second.attempts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(first.attempts).toHaveLength(2);
    first.attempts[1]!.resolve();
    await flush();
    expect(second.attempts).toHaveLength(1);
    second.attempts[0]!.resolve();
    unrelated.attempts[0]!.resolve();
    await expect(secondDone).resolves.toMatchObject({ status: "succeeded" });
    await runner.idle();
    expect(runner.isKeyActive("pipeline")).toBe(false);
  });

  it("keeps going when a hook throws, and reports the hook error", async () => {
    const hookErrors: unknown[] = [];
    const runner = new LocalRunner({ onHookError: (error) => hookErrors.push(error) });
    const job = controllableTask("hook");
    job.task.onFailure = () => {
      throw new Error("database down");
    };
    const outcome = runner.submit(job.task);
    await flush();
    job.attempts[0]!.reject(new Error("bug"));
    await expect(outcome).resolves.toMatchObject({ status: "failed" });
    expect(hookErrors).toHaveLength(1);
  });

  it("resolves idle() once everything has settled", async () => {
    const runner = new LocalRunner();
    await expect(runner.idle()).resolves.toBeUndefined();
    const job = controllableTask("idle");
    runner.submit(job.task);
    let idle = false;
    void runner.idle().then(() => (idle = true));
    await flush();
    expect(idle).toBe(false);
    job.attempts[0]!.resolve();
    await flush();
    expect(idle).toBe(true);
  });
});
