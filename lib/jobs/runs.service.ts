import "server-only";

import { randomUUID } from "node:crypto";

import * as jobRunQueries from "@/lib/jobs/job-runs.queries";
import type { JobCounts, JobLogLine, JobRunner, JobTrigger, ProviderCalls } from "@/db/schema";
import { logger } from "@/lib/logger";

import { holdRunOwnership, releaseRunOwnership, tracksRunOwnership, unownedRuns } from "./run-lock.service";
import type { LogLevel } from "./jobs.input";

// Recording job runs in the job_runs table: the automation panel's status, metrics and Logs tab read it,
// whichever runner executed the job. Log lines are capped per run and in length so a chatty or looping
// job cannot grow a row without bound.

export const MAX_LOG_LINES = 500;
const MAX_LOG_LINE_LENGTH = 1_000;
/** Serialised size limit of a line's fields; larger fields are replaced by a note. */
const MAX_LOG_FIELDS_LENGTH = 2_000;

export function makeLogLine(
  level: LogLevel,
  message: string,
  fields?: Record<string, unknown>,
  at = new Date(),
): JobLogLine {
  const line: JobLogLine = { at: at.toISOString(), level, message: clip(message, MAX_LOG_LINE_LENGTH) };
  if (fields && Object.keys(fields).length > 0) {
    const safe = jsonSafe(fields);
    line.fields = JSON.stringify(safe).length <= MAX_LOG_FIELDS_LENGTH ? safe : { note: "fields omitted (too large)" };
  }
  return line;
}

const overflowLine = () =>
  makeLogLine(
    "warn",
    `Log truncated: a run keeps at most ${MAX_LOG_LINES} lines; later lines are only in the server log.`,
  );

export interface RecordRunParams {
  jobName: string;
  trigger: JobTrigger;
  runner: JobRunner;
  input: Record<string, unknown>;
  idempotencyKey?: string | null;
  requestedById?: string | null;
  externalId?: string | null;
}

/**
 * A queued run (or the existing one for a repeated idempotency key: created = false). A local run is this
 * process's from before its row exists until finishRun (run-lock.ts, run ownership), so another instance
 * starting meanwhile never takes it for a run left behind by a stopped process.
 */
export async function recordQueuedRun(params: RecordRunParams) {
  if (params.runner !== "local") return jobRunQueries.createJobRun({ ...params, status: "queued" });
  let id = randomUUID();
  for (let tries = 1; !(await holdRunOwnership(id)); tries++) {
    if (tries >= 5) throw new Error("Could not take the ownership lock of a new job run.");
    id = randomUUID();
  }
  try {
    const recorded = await jobRunQueries.createJobRun({ ...params, id, status: "queued" });
    if (!recorded.created) await releaseRunOwnership(id);
    return recorded;
  } catch (error) {
    await releaseRunOwnership(id);
    throw error;
  }
}

/** A run that was requested but deliberately not started, with the reason as its only log line. */
export function recordSkippedRun(params: RecordRunParams & { reason: string }) {
  const { reason, ...rest } = params;
  return jobRunQueries.createJobRun({
    ...rest,
    status: "skipped",
    logLines: [makeLogLine("info", reason)],
    finishedAt: new Date(),
  });
}

/** Marks the run running for an attempt; null (and this process's claim on it dropped) when it was closed meanwhile. */
export async function startAttempt(runId: string, attempt: number, externalId?: string | null) {
  const started = await jobRunQueries.markJobRunRunning(runId, { attempt, externalId });
  if (!started) await releaseRunOwnership(runId);
  return started;
}

export function requeueRun(runId: string) {
  return jobRunQueries.markJobRunQueued(runId);
}

export function appendRunLogs(runId: string, lines: JobLogLine[]) {
  return jobRunQueries.appendJobRunLogs(runId, lines, { maxLines: MAX_LOG_LINES, overflowLine: overflowLine() });
}

export async function finishRun(
  runId: string,
  result: {
    status: "succeeded" | "partial" | "failed" | "cancelled" | "skipped";
    counts?: JobCounts;
    providerCalls?: ProviderCalls;
    error?: string | null;
  },
) {
  const finished = await jobRunQueries.finishJobRun(runId, result);
  await releaseRunOwnership(runId);
  return finished;
}

/**
 * The stale-run rule: called by a local run that has just taken its job's run lock. Runs of the same job
 * still marked running belong to a process that died mid-run (a live one would hold the lock), so they are
 * closed as failed, each with a log line saying so. Returns their ids.
 */
export async function failInterruptedRuns(jobName: string, foundByRunId: string): Promise<string[]> {
  const error =
    "Interrupted: the process running this job stopped before the run finished (found when the next run took the " +
    "job's lock).";
  const ids = await jobRunQueries.failRunningJobRuns({ jobName, runner: "local", exceptId: foundByRunId, error });
  for (const id of ids) await appendRunLogs(id, [makeLogLine("error", `${error} Found by run ${foundByRunId}.`)]);
  if (ids.length > 0) logger.warn("jobs.interrupted_runs_failed", { job: jobName, runIds: ids, foundBy: foundByRunId });
  return ids;
}

/**
 * Start-up: closes as cancelled the local runs left open by a server process that stopped. On a PostgreSQL
 * server other instances may be running their own runs right now, so only the open runs no live process
 * owns are closed (run-lock.ts, run ownership); on the embedded database, one process, every open run.
 */
export async function cancelInterruptedLocalRuns(): Promise<number> {
  const error = "Interrupted: the server stopped before this run finished.";
  const ids = tracksRunOwnership()
    ? await unownedRuns(await jobRunQueries.listOpenJobRunIds({ runner: "local" }))
    : undefined;
  const closed = await jobRunQueries.cancelOpenJobRuns({ runner: "local", error, ids });
  if (closed > 0) logger.warn("jobs.interrupted_runs_cancelled", { count: closed });
  return closed;
}

/** Adds `partial` into `target`, ignoring anything that is not a finite number. */
export function mergeCounts(target: JobCounts, partial: JobCounts | void | undefined): JobCounts {
  if (!partial) return target;
  for (const [key, value] of Object.entries(partial)) {
    if (typeof value !== "number" || !Number.isFinite(value)) continue;
    target[key] = (target[key] ?? 0) + value;
  }
  return target;
}

function clip(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A JSON-safe copy (Dates as ISO strings, errors as their message, functions and cycles dropped). */
function jsonSafe(fields: Record<string, unknown>): Record<string, unknown> {
  try {
    return JSON.parse(
      JSON.stringify(fields, (_key, value: unknown) => {
        if (value instanceof Error) return value.message;
        if (typeof value === "bigint") return value.toString();
        if (typeof value === "function") return undefined;
        return value;
      }),
    ) as Record<string, unknown>;
  } catch {
    return { note: "fields could not be serialised" };
  }
}
