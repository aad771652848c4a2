// Start-up's clean-up of interrupted runs (cancelInterruptedLocalRuns, lib/jobs/runs.service.ts) with two server
// processes on one PostgreSQL server: a child process (tests/multi-instance/children/hold-runs.ts) has a
// pipeline run in progress and another queued; this process starting up meanwhile leaves both alone (the
// child owns them: run-lock.ts, run ownership). Once the child is killed (kill -9, so nothing of it
// finishes its runs), the next start-up closes both as cancelled.
import type { ChildProcess } from "node:child_process";

import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startThrowawayPostgres } from "../helpers/throwaway-postgres";
import { startTsxChild } from "../helpers/tsx-child";

const server = await startThrowawayPostgres();
Object.assign(process.env, { DATABASE_URL: server.url, DATABASE_POOL_MAX: "4" });
delete process.env.PGLITE_DATA_DIR;

const { db, closeConnection } = await import("@/db");
const { jobRuns } = await import("@/db/schema");
const { prepareDatabase } = await import("@/lib/system/bootstrap.service");
const { cancelInterruptedLocalRuns } = await import("@/lib/jobs/runs.service");
const { closeJobRunLockSession } = await import("@/lib/jobs/run-lock.service");

let child: ChildProcess | undefined;

/** Starts the child; resolves with its two run ids once its first run is running. */
function startChild(): Promise<{ running: string; queued: string }> {
  const started = startTsxChild<{ running: string; queued: string }>("tests/multi-instance/children/hold-runs.ts");
  child = started.child;
  return started.ready;
}

async function statuses(ids: string[]): Promise<Record<string, { status: string; error: string | null }>> {
  const rows = await db
    .select({ id: jobRuns.id, status: jobRuns.status, error: jobRuns.error })
    .from(jobRuns)
    .where(inArray(jobRuns.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, { status: row.status, error: row.error }]));
}

beforeAll(async () => {
  await prepareDatabase({ demo: false, printCredentials: false });
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  await closeJobRunLockSession();
  await closeConnection();
  server.destroy();
});

describe("start-up with another instance on the same database", () => {
  it("leaves the runs of a live instance alone, and cancels them once that instance has died", async () => {
    const { running, queued } = await startChild();
    expect(await statuses([running, queued])).toEqual({
      [running]: { status: "running", error: null },
      [queued]: { status: "queued", error: null },
    });

    // This process starting up while the child lives.
    expect(await cancelInterruptedLocalRuns()).toBe(0);
    expect(await statuses([running, queued])).toEqual({
      [running]: { status: "running", error: null },
      [queued]: { status: "queued", error: null },
    });

    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child!.kill("SIGKILL");
    await exited;

    // The next start-up: PostgreSQL ended the child's sessions, and its claims on the runs with them
    // (a backend of a killed client can take a moment to go, hence the retries).
    let closed = 0;
    for (let tries = 0; tries < 50 && closed < 2; tries++) {
      closed += await cancelInterruptedLocalRuns();
      if (closed < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(closed).toBe(2);
    const after = await statuses([running, queued]);
    for (const id of [running, queued]) {
      expect(after[id]).toEqual({
        status: "cancelled",
        error: "Interrupted: the server stopped before this run finished.",
      });
    }
  }, 120_000);
});
