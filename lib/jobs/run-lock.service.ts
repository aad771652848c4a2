import "server-only";

import type postgres from "postgres";

import { getConnection } from "@/db";
import { createPostgresClient } from "@/db/postgres-client";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";

// The per-job run lock of the local runner: while a run of a job holds it, another run of the same job (in
// this process or in another process on the same database) does not start; it is recorded as skipped.
//
// Two layers, because the two databases differ:
// - in this process, a map of the job names whose lock is held. PGlite allows one process per data
//   directory, so on the embedded database this is the whole lock;
// - on a PostgreSQL server, also a session-level advisory lock, pg_try_advisory_lock(JOB_RUN_LOCK_SPACE,
//   hashtext(job name)), taken on a connection of its own (the "lock session", one per process, outside the
//   query pool, so a job holding the lock never takes a pool connection away from its own queries).
//   PostgreSQL releases a session's advisory locks when the session ends, so a process that dies (kill -9,
//   a crash, a lost host) frees its jobs' locks at once: a run that finds the lock free knows that no live
//   process runs that job, which is what makes the stale-run rule in execute.ts safe.
// Advisory locks with two int4 keys live in their own key space (distinct from the one-bigint form), and the
// first key names the lock family: JOB_RUN_LOCK_SPACE for this lock. Other advisory locks of the app (the
// scheduler's leadership lock) use other first keys.
//
// If the lock session itself drops (the server restarted) its locks are gone: a run still going in this
// process keeps its in-process lock, and another process may then start the same job; the database writes
// of the jobs are idempotent, so the cost is duplicated work, not duplicated rows.

/** First key of the per-job run lock: "JOBR" in ASCII. */
export const JOB_RUN_LOCK_SPACE = 0x4a4f4252;

export interface JobRunLock {
  jobName: string;
  /** Gives the lock back; safe to call more than once. */
  release(): Promise<void>;
}

const globalForLocks = globalThis as unknown as {
  __edgecastJobRunLocks?: Map<string, string>;
  __edgecastJobRunLockSession?: postgres.Sql;
  __edgecastOwnedRuns?: Set<string>;
};

function heldHere(): Map<string, string> {
  globalForLocks.__edgecastJobRunLocks ??= new Map();
  return globalForLocks.__edgecastJobRunLocks;
}

function lockSession(): postgres.Sql | null {
  if (getConnection().mode !== "server" || !env.DATABASE_URL) return null;
  // One connection, never closed for idleness nor for age (postgres.js would otherwise replace it after
  // 30-60 minutes): closing it would drop the locks it holds, a long run's included.
  globalForLocks.__edgecastJobRunLockSession ??= createPostgresClient(env.DATABASE_URL, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    connect_timeout: 5,
    onnotice: () => {},
  });
  return globalForLocks.__edgecastJobRunLockSession;
}

/** Takes the run lock of `jobName` for run `runId`, or returns null when another run of the job holds it. */
export async function tryAcquireJobRunLock(jobName: string, runId: string): Promise<JobRunLock | null> {
  const held = heldHere();
  if (held.has(jobName)) return null;
  held.set(jobName, runId);
  const session = lockSession();
  if (session) {
    try {
      const [row] = await session<
        { locked: boolean }[]
      >`select pg_try_advisory_lock(${JOB_RUN_LOCK_SPACE}, hashtext(${jobName})) as locked`;
      if (!row?.locked) {
        held.delete(jobName);
        return null;
      }
    } catch (error) {
      held.delete(jobName);
      throw error;
    }
  }
  let released = false;
  return {
    jobName,
    async release() {
      if (released) return;
      released = true;
      if (held.get(jobName) === runId) held.delete(jobName);
      if (!session) return;
      try {
        await session`select pg_advisory_unlock(${JOB_RUN_LOCK_SPACE}, hashtext(${jobName}))`;
      } catch (error) {
        // The session is gone, and its locks with it.
        logger.warn("jobs.run_lock_release_failed", { job: jobName, runId, error });
      }
    },
  };
}

// ── Run ownership ─────────────────────────────────────────────────────────────────────────────────────
//
// Which local runs still belong to a live process. A process that records a local run holds that run's
// ownership lock, pg_advisory_lock(JOB_RUN_OWNER_SPACE, hashtext(run id)), on its lock session from before
// the row exists until the run finishes: queued, waiting for a retry or running. A starting instance may
// then close exactly the open runs whose lock it can take (their process is gone) and leave those of
// every other live instance alone. On the embedded database there is one process and no such lock: all
// open runs there were left by a previous process.
//
// Two run ids can share a hash: a dead process's run then looks owned and is left open. (The check runs
// at start-up, before this process owns any run, so its own re-entrant locks cannot make one look free.)

/** First key of the per-run ownership lock: "JOBO" in ASCII. */
const JOB_RUN_OWNER_SPACE = 0x4a4f424f;

function ownedHere(): Set<string> {
  globalForLocks.__edgecastOwnedRuns ??= new Set();
  return globalForLocks.__edgecastOwnedRuns;
}

/** Whether open runs can be told apart by owner (a PostgreSQL server); false on the embedded database. */
export function tracksRunOwnership(): boolean {
  return lockSession() !== null;
}

/**
 * Marks run `runId` as this process's until releaseRunOwnership (always true on the embedded database).
 * False when its lock is taken, which for a new id means another run's id has the same hash: the caller
 * picks another id.
 */
export async function holdRunOwnership(runId: string): Promise<boolean> {
  const session = lockSession();
  const owned = ownedHere();
  if (!session) return true;
  if (owned.has(runId)) return false;
  owned.add(runId);
  try {
    const [row] = await session<
      { locked: boolean }[]
    >`select pg_try_advisory_lock(${JOB_RUN_OWNER_SPACE}, hashtext(${runId})) as locked`;
    if (!row?.locked) owned.delete(runId);
    return row?.locked === true;
  } catch (error) {
    owned.delete(runId);
    throw error;
  }
}

/** Gives up this process's claim on run `runId`, once it is finished (or was never recorded). */
export async function releaseRunOwnership(runId: string): Promise<void> {
  const session = globalForLocks.__edgecastJobRunLockSession;
  if (!ownedHere().delete(runId) || !session) return;
  try {
    await session`select pg_advisory_unlock(${JOB_RUN_OWNER_SPACE}, hashtext(${runId}))`;
  } catch (error) {
    // The session is gone, and its locks with it.
    logger.warn("jobs.run_ownership_release_failed", { runId, error });
  }
}

/**
 * Of these open runs, the ones no live process owns: each run's ownership lock is tried and, when taken,
 * given back at once. Runs this process owns are never among them. On the embedded database all of them.
 */
export async function unownedRuns(runIds: readonly string[]): Promise<string[]> {
  const session = lockSession();
  if (!session) return [...runIds];
  const owned = ownedHere();
  const unowned: string[] = [];
  for (const runId of runIds) {
    if (owned.has(runId)) continue;
    const [row] = await session<
      { free: boolean }[]
    >`select pg_try_advisory_lock(${JOB_RUN_OWNER_SPACE}, hashtext(${runId})) as free`;
    if (!row?.free) continue;
    await session`select pg_advisory_unlock(${JOB_RUN_OWNER_SPACE}, hashtext(${runId}))`;
    unowned.push(runId);
  }
  return unowned;
}

/** Closes the lock session (tests and scripts, before their database goes away); its locks are released. */
export async function closeJobRunLockSession(): Promise<void> {
  const session = globalForLocks.__edgecastJobRunLockSession;
  delete globalForLocks.__edgecastJobRunLockSession;
  heldHere().clear();
  ownedHere().clear();
  await session?.end({ timeout: 5 });
}
