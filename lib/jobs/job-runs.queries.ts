import "server-only";

import { and, count, desc, eq, gte, inArray, ne, sql, type SQL } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import {
  jobRuns,
  type JobCounts,
  type JobLogLine,
  type JobRun,
  type JobRunner,
  type JobRunStatus,
  type JobTrigger,
  type ProviderCalls,
} from "@/db/schema";

// Job runs: one row per run of a background job, whichever runner executed it. SQL only.

/** Every column but the log lines (lists and status cards never need them). */
const summaryColumns = {
  id: jobRuns.id,
  jobName: jobRuns.jobName,
  trigger: jobRuns.trigger,
  status: jobRuns.status,
  runner: jobRuns.runner,
  input: jobRuns.input,
  startedAt: jobRuns.startedAt,
  finishedAt: jobRuns.finishedAt,
  durationMs: jobRuns.durationMs,
  counts: jobRuns.counts,
  providerCalls: jobRuns.providerCalls,
  error: jobRuns.error,
  attempts: jobRuns.attempts,
  externalId: jobRuns.externalId,
  idempotencyKey: jobRuns.idempotencyKey,
  requestedById: jobRuns.requestedById,
  createdAt: jobRuns.createdAt,
  updatedAt: jobRuns.updatedAt,
};
export type JobRunSummary = Omit<JobRun, "logLines">;

const OPEN_STATUSES: JobRunStatus[] = ["queued", "running"];

export interface CreateJobRunParams {
  /** The row's id when the caller needs it before the row exists; a new UUID otherwise. */
  id?: string;
  jobName: string;
  trigger: JobTrigger;
  runner: JobRunner;
  status?: Extract<JobRunStatus, "queued" | "skipped">;
  input: Record<string, unknown>;
  idempotencyKey?: string | null;
  requestedById?: string | null;
  externalId?: string | null;
  logLines?: JobLogLine[];
  /** Skipped runs are finished when recorded. */
  finishedAt?: Date | null;
}

/**
 * Records a run. With an idempotency key that is already taken, nothing is inserted and the existing run
 * is returned with created = false (the unique index decides, so two processes cannot both insert).
 */
export async function createJobRun(
  params: CreateJobRunParams,
  tx: DbOrTx = db,
): Promise<{ run: JobRunSummary; created: boolean }> {
  const [inserted] = await tx
    .insert(jobRuns)
    .values({
      ...(params.id ? { id: params.id } : {}),
      jobName: params.jobName,
      trigger: params.trigger,
      runner: params.runner,
      status: params.status ?? "queued",
      input: params.input,
      idempotencyKey: params.idempotencyKey ?? null,
      requestedById: params.requestedById ?? null,
      externalId: params.externalId ?? null,
      logLines: params.logLines ?? [],
      finishedAt: params.finishedAt ?? null,
    })
    .onConflictDoNothing({ target: jobRuns.idempotencyKey })
    .returning(summaryColumns);
  if (inserted) return { run: inserted, created: true };
  const [existing] = await tx
    .select(summaryColumns)
    .from(jobRuns)
    .where(eq(jobRuns.idempotencyKey, params.idempotencyKey ?? ""));
  if (!existing) throw new Error("createJobRun: insert skipped without an existing run");
  return { run: existing, created: false };
}

export async function getJobRun(id: string, tx: DbOrTx = db): Promise<JobRun | null> {
  const [row] = await tx.select().from(jobRuns).where(eq(jobRuns.id, id));
  return row ?? null;
}

export async function getJobRunSummary(id: string, tx: DbOrTx = db): Promise<JobRunSummary | null> {
  const [row] = await tx.select(summaryColumns).from(jobRuns).where(eq(jobRuns.id, id));
  return row ?? null;
}

/** queued → running for an attempt; a finished run is never reopened (returns null). */
export async function markJobRunRunning(
  id: string,
  params: { attempt: number; externalId?: string | null; startedAt?: Date },
  tx: DbOrTx = db,
): Promise<JobRunSummary | null> {
  const startedAt = params.startedAt ?? new Date();
  const [row] = await tx
    .update(jobRuns)
    .set({
      status: "running",
      attempts: params.attempt,
      startedAt: sql`coalesce(${jobRuns.startedAt}, ${startedAt.toISOString()}::timestamptz)`,
      ...(params.externalId ? { externalId: params.externalId } : {}),
    })
    .where(and(eq(jobRuns.id, id), inArray(jobRuns.status, OPEN_STATUSES)))
    .returning(summaryColumns);
  return row ?? null;
}

/** running → queued while a retriable failure waits for its next attempt. */
export async function markJobRunQueued(id: string, tx: DbOrTx = db): Promise<void> {
  await tx
    .update(jobRuns)
    .set({ status: "queued" })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.status, "running")));
}

/**
 * Finishes an open run: status, counts, error and the duration since it first started. A run that is
 * already finished is left as it is (returns null), so finishing twice changes nothing.
 */
export async function finishJobRun(
  id: string,
  params: {
    status: Extract<JobRunStatus, "succeeded" | "partial" | "failed" | "cancelled" | "skipped">;
    counts?: JobCounts;
    providerCalls?: ProviderCalls;
    error?: string | null;
    finishedAt?: Date;
  },
  tx: DbOrTx = db,
): Promise<JobRunSummary | null> {
  const finishedAt = params.finishedAt ?? new Date();
  const finishedSql = sql`${finishedAt.toISOString()}::timestamptz`;
  const [row] = await tx
    .update(jobRuns)
    .set({
      status: params.status,
      finishedAt,
      durationMs: sql`case when ${jobRuns.startedAt} is null then null
        else greatest(0, round(extract(epoch from (${finishedSql} - ${jobRuns.startedAt})) * 1000))::integer end`,
      ...(params.counts ? { counts: params.counts } : {}),
      ...(params.providerCalls ? { providerCalls: params.providerCalls } : {}),
      error: params.error ?? null,
    })
    .where(and(eq(jobRuns.id, id), inArray(jobRuns.status, OPEN_STATUSES)))
    .returning(summaryColumns);
  return row ?? null;
}

/**
 * Appends log lines, keeping at most `maxLines` per run: when a batch would pass the cap, the lines that fit
 * are kept and the last slot holds `overflowLine`; after that, nothing more is appended. One statement, so
 * concurrent appends cannot overshoot.
 */
export async function appendJobRunLogs(
  id: string,
  lines: JobLogLine[],
  params: { maxLines: number; overflowLine: JobLogLine },
  tx: DbOrTx = db,
): Promise<void> {
  if (lines.length === 0) return;
  const batch = sql`${JSON.stringify(lines)}::jsonb`;
  const overflow = sql`${JSON.stringify([params.overflowLine])}::jsonb`;
  const length = sql`jsonb_array_length(${jobRuns.logLines})`;
  await tx
    .update(jobRuns)
    .set({
      logLines: sql`case
        when ${length} >= ${params.maxLines} then ${jobRuns.logLines}
        when ${length} + ${lines.length} <= ${params.maxLines} then ${jobRuns.logLines} || ${batch}
        else (
          select coalesce(jsonb_agg(t.line order by t.position), '[]'::jsonb)
          from jsonb_array_elements(${jobRuns.logLines} || ${batch}) with ordinality as t(line, position)
          where t.position < ${params.maxLines}
        ) || ${overflow}
      end`,
    })
    .where(eq(jobRuns.id, id));
}

export interface ListJobRunsParams {
  page: number;
  limit: number;
  jobName?: string;
  /** Any of these job names (the scraping API lists scrape and pipeline runs together). */
  jobNames?: readonly string[];
  status?: JobRunStatus;
}

export async function listJobRuns(
  params: ListJobRunsParams,
  tx: DbOrTx = db,
): Promise<{ rows: JobRunSummary[]; total: number }> {
  const where = and(
    params.jobName ? eq(jobRuns.jobName, params.jobName) : undefined,
    params.jobNames ? inArray(jobRuns.jobName, [...params.jobNames]) : undefined,
    params.status ? eq(jobRuns.status, params.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select(summaryColumns)
      .from(jobRuns)
      .where(where)
      .orderBy(desc(jobRuns.createdAt), desc(jobRuns.id))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    tx.select({ n: count() }).from(jobRuns).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The latest run of a job, or null. */
export async function getLatestJobRun(jobName: string, tx: DbOrTx = db): Promise<JobRunSummary | null> {
  const [row] = await tx
    .select(summaryColumns)
    .from(jobRuns)
    .where(eq(jobRuns.jobName, jobName))
    .orderBy(desc(jobRuns.createdAt), desc(jobRuns.id))
    .limit(1);
  return row ?? null;
}

export interface JobRunTotals {
  /** Runs created in the window, skipped ones excluded (they never ran). */
  total: number;
  succeeded: number;
  /** Finished with some provider calls failed. */
  partial: number;
  failed: number;
  skipped: number;
  /** Mean duration of finished (succeeded, partial or failed) runs, in ms; null when none. */
  averageDurationMs: number | null;
  /** Sums of counts.matches and counts.predictions (skipped runs excluded). */
  matches: number;
  predictions: number;
}

/** A count key as a number: 0 when absent or not a number. */
const countOf = (key: string): SQL<number> =>
  sql<number>`case when jsonb_typeof(${jobRuns.counts} -> ${key}) = 'number' then (${jobRuns.counts} ->>
    ${key})::numeric else 0 end`;

/** Totals over the runs created since `since` (optionally of one job). */
export async function summariseJobRuns(
  params: { since: Date; jobName?: string },
  tx: DbOrTx = db,
): Promise<JobRunTotals> {
  const [row] = await tx
    .select({
      total: sql<number>`count(*) filter (where ${jobRuns.status} <> 'skipped')`.mapWith(Number),
      succeeded: sql<number>`count(*) filter (where ${jobRuns.status} = 'succeeded')`.mapWith(Number),
      partial: sql<number>`count(*) filter (where ${jobRuns.status} = 'partial')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${jobRuns.status} = 'failed')`.mapWith(Number),
      skipped: sql<number>`count(*) filter (where ${jobRuns.status} = 'skipped')`.mapWith(Number),
      averageDurationMs: sql<
        number | null
      >`avg(${jobRuns.durationMs}) filter (where ${jobRuns.status} in ('succeeded', 'partial', 'failed'))`,
      matches:
        sql<number>`coalesce(sum(${countOf("matches")}) filter (where ${jobRuns.status} <> 'skipped'), 0)`.mapWith(
          Number,
        ),
      predictions:
        sql<number>`coalesce(sum(${countOf("predictions")}) filter (where ${jobRuns.status} <> 'skipped'), 0)`.mapWith(
          Number,
        ),
    })
    .from(jobRuns)
    .where(and(gte(jobRuns.createdAt, params.since), params.jobName ? eq(jobRuns.jobName, params.jobName) : undefined));
  const average = row?.averageDurationMs;
  return {
    total: row?.total ?? 0,
    succeeded: row?.succeeded ?? 0,
    partial: row?.partial ?? 0,
    failed: row?.failed ?? 0,
    skipped: row?.skipped ?? 0,
    averageDurationMs: average === null || average === undefined ? null : Math.round(Number(average)),
    matches: row?.matches ?? 0,
    predictions: row?.predictions ?? 0,
  };
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}

export interface ProviderCallTotals {
  provider: string;
  calls: number;
  failures: number;
}

/** Provider calls and failures, per provider, over the runs created since `since`. */
export async function summariseProviderCalls(params: { since: Date }, tx: DbOrTx = db): Promise<ProviderCallTotals[]> {
  const result = await tx.execute(sql`
    select p.key as provider,
      coalesce(sum(case when jsonb_typeof(p.value -> 'calls') = 'number' then (p.value ->> 'calls')::integer else 0
      end), 0) as calls,
      coalesce(sum(case when jsonb_typeof(p.value -> 'failures') = 'number' then (p.value ->> 'failures')::integer else
      0 end), 0) as failures
    from ${jobRuns} cross join lateral jsonb_each(${jobRuns.providerCalls}) as p(key, value)
    where ${jobRuns.createdAt} >= ${params.since.toISOString()}::timestamptz
    group by p.key
    order by p.key`);
  return rowsOf<{ provider: string; calls: number | string; failures: number | string }>(result).map((row) => ({
    provider: row.provider,
    calls: Number(row.calls),
    failures: Number(row.failures),
  }));
}

export interface ProviderLastError {
  provider: string;
  /** When the call failed. */
  at: Date;
  message: string;
  runId: string;
  jobName: string;
}

/** Each provider's most recent failed call, from the runs that recorded one. */
export async function listLatestProviderErrors(tx: DbOrTx = db): Promise<ProviderLastError[]> {
  const result = await tx.execute(sql`
    select distinct on (p.key) p.key as provider, p.value -> 'lastError' ->> 'at' as at, p.value -> 'lastError' ->>
    'message' as message,
      ${jobRuns.id} as run_id, ${jobRuns.jobName} as job_name
    from ${jobRuns} cross join lateral jsonb_each(${jobRuns.providerCalls}) as p(key, value)
    where jsonb_typeof(p.value -> 'lastError') = 'object'
    order by p.key, (p.value -> 'lastError' ->> 'at')::timestamptz desc, ${jobRuns.createdAt} desc`);
  return rowsOf<{ provider: string; at: string; message: string; run_id: string; job_name: string }>(result).map(
    (row) => ({
      provider: row.provider,
      at: new Date(row.at),
      message: row.message,
      runId: row.run_id,
      jobName: row.job_name,
    }),
  );
}

/** Ids of the runner's runs still queued or running. */
export async function listOpenJobRunIds(params: { runner: JobRunner }, tx: DbOrTx = db): Promise<string[]> {
  const rows = await tx
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(and(eq(jobRuns.runner, params.runner), inArray(jobRuns.status, OPEN_STATUSES)));
  return rows.map((row) => row.id);
}

/**
 * Closes as cancelled the runner's runs still open, or only those of `ids` (runs whose process stopped:
 * they can never finish). Returns how many it closed; a run finished meanwhile is left as it is.
 */
export async function cancelOpenJobRuns(
  params: { runner: JobRunner; error: string; ids?: readonly string[]; finishedAt?: Date },
  tx: DbOrTx = db,
): Promise<number> {
  if (params.ids && params.ids.length === 0) return 0;
  const rows = await tx
    .update(jobRuns)
    .set({ status: "cancelled", error: params.error, finishedAt: params.finishedAt ?? new Date() })
    .where(
      and(
        eq(jobRuns.runner, params.runner),
        inArray(jobRuns.status, OPEN_STATUSES),
        params.ids ? inArray(jobRuns.id, [...params.ids]) : undefined,
      ),
    )
    .returning({ id: jobRuns.id });
  return rows.length;
}

/**
 * Closes as failed the runs of `jobName` on `runner` still marked running, except `exceptId`: the caller holds
 * the job's run lock, so no live process is running them (execute.ts, the stale-run rule). No duration is
 * recorded: when the process died is not known, only when that was found.
 */
export async function failRunningJobRuns(
  params: { jobName: string; runner: JobRunner; exceptId: string; error: string; finishedAt?: Date },
  tx: DbOrTx = db,
): Promise<string[]> {
  const finishedAt = params.finishedAt ?? new Date();
  const rows = await tx
    .update(jobRuns)
    .set({ status: "failed", error: params.error, finishedAt })
    .where(
      and(
        eq(jobRuns.jobName, params.jobName),
        eq(jobRuns.runner, params.runner),
        eq(jobRuns.status, "running"),
        ne(jobRuns.id, params.exceptId),
      ),
    )
    .returning({ id: jobRuns.id });
  return rows.map((row) => row.id);
}
