import "server-only";

import * as jobRunQueries from "@/db/queries/job-runs";
import type { JobCounts, JobLogLine, JobRunner, JobTrigger, ProviderCalls } from "@/db/schema";
import { logger } from "@/lib/logger";

import type { LogLevel } from "./types";

// Recording job runs in the job_runs table: the automation panel's status, metrics and Logs tab read it,
// whichever runner executed the job. Log lines are capped per run and in length so a chatty or looping
// job cannot grow a row without bound.

export const MAX_LOG_LINES = 500;
export const MAX_LOG_LINE_LENGTH = 1_000;
/** Serialised size limit of a line's fields; larger fields are replaced by a note. */
export const MAX_LOG_FIELDS_LENGTH = 2_000;

export function makeLogLine(level: LogLevel, message: string, fields?: Record<string, unknown>, at = new Date()): JobLogLine {
  const line: JobLogLine = { at: at.toISOString(), level, message: clip(message, MAX_LOG_LINE_LENGTH) };
  if (fields && Object.keys(fields).length > 0) {
    const safe = jsonSafe(fields);
    line.fields = JSON.stringify(safe).length <= MAX_LOG_FIELDS_LENGTH ? safe : { note: "fields omitted (too large)" };
  }
  return line;
}

const overflowLine = () =>
  makeLogLine("warn", `Log truncated: a run keeps at most ${MAX_LOG_LINES} lines; later lines are only in the server log.`);

export interface RecordRunParams {
  jobName: string;
  trigger: JobTrigger;
  runner: JobRunner;
  input: Record<string, unknown>;
  idempotencyKey?: string | null;
  requestedById?: string | null;
  externalId?: string | null;
}

/** A queued run (or the existing one for a repeated idempotency key: created = false). */
export function recordQueuedRun(params: RecordRunParams) {
  return jobRunQueries.createJobRun({ ...params, status: "queued" });
}

/** A run that was requested but deliberately not started, with the reason as its only log line. */
export function recordSkippedRun(params: RecordRunParams & { reason: string }) {
  const { reason, ...rest } = params;
  return jobRunQueries.createJobRun({ ...rest, status: "skipped", logLines: [makeLogLine("info", reason)], finishedAt: new Date() });
}

export function startAttempt(runId: string, attempt: number, externalId?: string | null) {
  return jobRunQueries.markJobRunRunning(runId, { attempt, externalId });
}

export function requeueRun(runId: string) {
  return jobRunQueries.markJobRunQueued(runId);
}

export function appendRunLogs(runId: string, lines: JobLogLine[]) {
  return jobRunQueries.appendJobRunLogs(runId, lines, { maxLines: MAX_LOG_LINES, overflowLine: overflowLine() });
}

export function finishRun(
  runId: string,
  result: { status: "succeeded" | "partial" | "failed" | "cancelled" | "skipped"; counts?: JobCounts; providerCalls?: ProviderCalls; error?: string | null },
) {
  return jobRunQueries.finishJobRun(runId, result);
}

/**
 * The stale-run rule: called by a local run that has just taken its job's run lock. Runs of the same job
 * still marked running belong to a process that died mid-run (a live one would hold the lock), so they are
 * closed as failed, each with a log line saying so. Returns their ids.
 */
export async function failInterruptedRuns(jobName: string, foundByRunId: string): Promise<string[]> {
  const error = "Interrupted: the process running this job stopped before the run finished (found when the next run took the job's lock).";
  const ids = await jobRunQueries.failRunningJobRuns({ jobName, runner: "local", exceptId: foundByRunId, error });
  for (const id of ids) await appendRunLogs(id, [makeLogLine("error", `${error} Found by run ${foundByRunId}.`)]);
  if (ids.length > 0) logger.warn("jobs.interrupted_runs_failed", { job: jobName, runIds: ids, foundBy: foundByRunId });
  return ids;
}

/** Closes local runs left open by a previous process (see cancelOpenJobRuns). */
export async function cancelInterruptedLocalRuns(): Promise<number> {
  const closed = await jobRunQueries.cancelOpenJobRuns({
    runner: "local",
    error: "Interrupted: the server stopped before this run finished.",
  });
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
