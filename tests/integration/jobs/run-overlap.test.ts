// Overlapping runs of one job on the local runner leave one result: the job's run lock (lib/jobs/run-lock.service.ts)
// makes a second run that starts while the first is running close as skipped ("already running"), not
// failed and not a second result; and a run that finds the lock free fails the runs a dead process left
// "running" (the stale-run rule). Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL (where the lock is
// also a session advisory lock; tests/faults/pipeline-kill.test.ts holds it from another process).
//
// The job bodies are the real ones, held at their start by a gate so that the runs overlap for certain.
import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { db } from "@/db";
import { generatePredictions } from "@/inngest/functions/generate-predictions";
import { runPipeline } from "@/inngest/functions/run-pipeline";
import { settlePredictions } from "@/inngest/functions/settle-predictions";
import { summariseJobRuns } from "@/lib/jobs/job-runs.queries";
import { automationConfig, jobRuns, type JobRun } from "@/db/schema";
import { dispatchJob, getJobBody, getLocalRunner, NonRetriableJobError, registerJob, type BodyName } from "@/lib/jobs";
import { localJobTask } from "@/lib/jobs/execute.service";
import { LocalRunner } from "@/lib/jobs/local-runner.service";
import { recordQueuedRun } from "@/lib/jobs/runs.service";

const runner = getLocalRunner();
const restores: Array<() => void> = [];

afterEach(async () => {
  await runner.idle();
  for (const restore of restores.splice(0)) restore();
});

/** Holds the job's real body at its start until open() is called. */
function gate(name: BodyName) {
  const real = getJobBody(name)!;
  let open!: () => void;
  let entered!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const started = new Promise<void>((resolve) => (entered = resolve));
  registerJob(name, async (payload, ctx) => {
    entered();
    await opened;
    return real(payload, ctx);
  });
  restores.push(() => registerJob(name, real));
  return { started, open };
}

async function runRow(id: string): Promise<JobRun> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id));
  return row!;
}

async function until(id: string, statuses: string[]): Promise<JobRun> {
  for (let i = 0; i < 200; i++) {
    const row = await runRow(id);
    if (statuses.includes(row.status)) return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`run ${id} never reached ${statuses.join("/")}`);
}

const messages = (run: JobRun) => run.logLines.map((line) => line.message);

describe("two overlapping runs of one job", () => {
  it.each(["settle", "generate"] as const)(
    "%s: the second is recorded as skipped (already running) and the first finishes",
    async (name) => {
      const since = new Date(Date.now() - 1000);
      const held = gate(name);
      const first = await dispatchJob(name, {}, { trigger: "manual" });
      await held.started;
      expect((await runRow(first.runId)).status).toBe("running");

      const second = await dispatchJob(name, {}, { trigger: "manual" });
      const skipped = await until(second.runId, ["skipped", "succeeded", "failed"]);
      expect(skipped).toMatchObject({ status: "skipped", error: null, attempts: 0 });
      expect(skipped.finishedAt).toBeInstanceOf(Date);
      expect(messages(skipped)).toEqual([
        `Skipped: another ${name} run is already running (runs of one job never overlap).`,
      ]);

      held.open();
      await runner.idle();
      expect(await runRow(first.runId)).toMatchObject({ status: "succeeded", attempts: 1 });
      // Skipped is not a failure: it does not count against the job's success rate.
      const totals = await summariseJobRuns({ since, jobName: name });
      expect(totals).toMatchObject({ total: 1, succeeded: 1, failed: 0, skipped: 1 });

      // The lock was given back: the next run runs.
      const third = await dispatchJob(name, {}, { trigger: "manual" });
      await runner.idle();
      expect((await runRow(third.runId)).status).toBe("succeeded");
    },
  );

  it("pipeline: a run from another runner (as another server process starts) is skipped; a cron tick too", async () => {
    // No provider to call (none is reachable here): the pipeline works on stored data and succeeds.
    await db.update(automationConfig).set({ providers: [] }).where(eq(automationConfig.id, "default"));
    const held = gate("pipeline");
    const first = await dispatchJob("pipeline", {}, { trigger: "manual" });
    await held.started;

    const other = new LocalRunner();
    const { run } = await recordQueuedRun({ jobName: "pipeline", trigger: "manual", runner: "local", input: {} });
    const outcome = await other.submit(
      localJobTask({ runId: run.id, name: "pipeline", payload: {}, trigger: "manual", key: "pipeline" }),
    );
    expect(outcome.status).toBe("succeeded");
    const skipped = await runRow(run.id);
    expect(skipped).toMatchObject({ status: "skipped", error: null });
    expect(messages(skipped)).toEqual([
      "Skipped: another pipeline run is already running (runs of one job never overlap).",
    ]);

    const tick = await dispatchJob("pipeline", {}, { trigger: "cron" });
    expect((await runRow(tick.runId)).status).toBe("skipped");

    held.open();
    await runner.idle();
    expect((await runRow(first.runId)).status).toBe("succeeded");
  });

  it("a run that fails gives the lock back", async () => {
    const real = getJobBody("settle")!;
    registerJob("settle", async () => {
      throw new NonRetriableJobError("Settlement refused (test).");
    });
    restores.push(() => registerJob("settle", real));
    const failed = await dispatchJob("settle", {}, { trigger: "manual" });
    await runner.idle();
    expect(await runRow(failed.runId)).toMatchObject({ status: "failed", error: "Settlement refused (test)." });

    registerJob("settle", real);
    const next = await dispatchJob("settle", {}, { trigger: "manual" });
    await runner.idle();
    expect((await runRow(next.runId)).status).toBe("succeeded");
  });
});

describe("on Inngest", () => {
  // What the SDK registers with Inngest when the app syncs (its function config): a concurrency limit of 1
  // per function (no key), next to the shared limit of all job functions. An overlapping run waits in
  // Inngest's queue instead of running beside the first; it is not dropped (a singleton would drop it, and
  // with it a settlement request naming other matches).
  it.each([
    ["run-pipeline", runPipeline],
    ["settle-predictions", settlePredictions],
    ["generate-predictions", generatePredictions],
  ] as const)("%s runs one at a time", (id, fn) => {
    const config = (
      fn as unknown as { getConfig: (options: { baseUrl: URL; appPrefix: string }) => Array<Record<string, unknown>> }
    ).getConfig({
      baseUrl: new URL("http://127.0.0.1/api/inngest"),
      appPrefix: "edgecast",
    })[0]!;
    expect(config.id).toBe(`edgecast-${id}`);
    expect(config.concurrency).toEqual([{ limit: 3, key: '"edgecast-jobs"', scope: "env" }, { limit: 1 }]);
    expect(config.singleton).toBeUndefined();
    expect(config.retries).toBeUndefined();
    expect((config.steps as Record<string, { retries?: { attempts: number } }>).step!.retries).toEqual({ attempts: 3 });
  });
});

describe("the stale-run rule", () => {
  it("a run taking the lock fails the job's local runs left running by a dead process, and nothing else", async () => {
    const startedAt = new Date(Date.now() - 10 * 60_000);
    const left = await db
      .insert(jobRuns)
      .values([
        { jobName: "settle", trigger: "cron", runner: "local", status: "running", input: {}, startedAt, attempts: 1 },
        // Inngest's runs are Inngest's to finish; another job's runs are that job's lock's business.
        {
          jobName: "settle",
          trigger: "event",
          runner: "inngest",
          status: "running",
          input: {},
          startedAt,
          attempts: 1,
        },
        {
          jobName: "generate",
          trigger: "manual",
          runner: "local",
          status: "running",
          input: {},
          startedAt,
          attempts: 1,
        },
        // A queued run may be waiting in a live runner's queue: left alone.
        { jobName: "settle", trigger: "manual", runner: "local", status: "queued", input: {} },
      ])
      .returning();
    const [dead, inngest, otherJob, queued] = left;

    const { runId } = await dispatchJob("settle", {}, { trigger: "manual" });
    await runner.idle();
    expect((await runRow(runId)).status).toBe("succeeded");

    const after = await db
      .select()
      .from(jobRuns)
      .where(
        inArray(
          jobRuns.id,
          left.map((row) => row.id),
        ),
      );
    const byId = new Map(after.map((row) => [row.id, row]));
    expect(byId.get(dead!.id)).toMatchObject({
      status: "failed",
      error:
        "Interrupted: the process running this job stopped before the run finished (found when the next run took " +
        "the job's lock).",
    });
    expect(byId.get(dead!.id)!.finishedAt).toBeInstanceOf(Date);
    expect(messages(byId.get(dead!.id)!)).toEqual([expect.stringContaining(`Found by run ${runId}.`)]);
    expect(byId.get(inngest!.id)!.status).toBe("running");
    expect(byId.get(otherJob!.id)!.status).toBe("running");
    expect(byId.get(queued!.id)!.status).toBe("queued");
    await db.delete(jobRuns).where(inArray(jobRuns.id, [inngest!.id, otherJob!.id, queued!.id]));
  });
});
