import "server-only";

import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { jobRuns, scrapingJobs, type ScrapingJobStatus } from "@/db/schema";

export async function createScrapingJob(
  params: { provider: string; sport: string | null; league: string | null; requestedById: string | null },
  tx: DbOrTx = db,
) {
  const [row] = await tx
    .insert(scrapingJobs)
    .values({
      provider: params.provider,
      sport: params.sport,
      league: params.league,
      requestedById: params.requestedById,
      status: "pending",
    })
    .returning({ id: scrapingJobs.id });
  return row!;
}

/** Links a job to the run that executes it. */
export async function setScrapingJobRun(params: { id: string; jobRunId: string; startedAt: Date }, tx: DbOrTx = db) {
  await tx
    .update(scrapingJobs)
    .set({ jobRunId: params.jobRunId, startedAt: params.startedAt })
    .where(eq(scrapingJobs.id, params.id));
}

/** Newest scraping jobs with the state of their run (status, counts, log lines for progress). */
export async function listScrapingJobsWithRuns(params: { limit: number }, tx: DbOrTx = db) {
  return tx
    .select({
      id: scrapingJobs.id,
      provider: scrapingJobs.provider,
      sport: scrapingJobs.sport,
      league: scrapingJobs.league,
      status: scrapingJobs.status,
      error: scrapingJobs.error,
      startedAt: scrapingJobs.startedAt,
      finishedAt: scrapingJobs.finishedAt,
      createdAt: scrapingJobs.createdAt,
      jobRunId: scrapingJobs.jobRunId,
      runStatus: jobRuns.status,
      runCounts: jobRuns.counts,
      runLogLines: jobRuns.logLines,
      runError: jobRuns.error,
      runStartedAt: jobRuns.startedAt,
      runFinishedAt: jobRuns.finishedAt,
    })
    .from(scrapingJobs)
    .leftJoin(jobRuns, eq(jobRuns.id, scrapingJobs.jobRunId))
    .orderBy(desc(scrapingJobs.createdAt), desc(scrapingJobs.id))
    .limit(params.limit);
}
export type ScrapingJobWithRun = Awaited<ReturnType<typeof listScrapingJobsWithRuns>>[number];

const OPEN_RUN = inArray(jobRuns.status, ["queued", "running"]);

/** Jobs Stop All applies to: not stopped yet, and whose run is still open (or was never created). */
export async function listOpenScrapingJobs(tx: DbOrTx = db) {
  return tx
    .select({
      id: scrapingJobs.id,
      jobRunId: scrapingJobs.jobRunId,
      league: scrapingJobs.league,
      provider: scrapingJobs.provider,
    })
    .from(scrapingJobs)
    .leftJoin(jobRuns, eq(jobRuns.id, scrapingJobs.jobRunId))
    .where(and(inArray(scrapingJobs.status, ["pending", "running"]), or(isNull(scrapingJobs.jobRunId), OPEN_RUN)))
    .for("update", { of: scrapingJobs });
}

export async function finishScrapingJobs(
  params: { ids: string[]; status: ScrapingJobStatus; error: string | null; finishedAt: Date },
  tx: DbOrTx = db,
) {
  if (params.ids.length === 0) return 0;
  const rows = await tx
    .update(scrapingJobs)
    .set({ status: params.status, error: params.error, finishedAt: params.finishedAt })
    .where(inArray(scrapingJobs.id, params.ids))
    .returning({ id: scrapingJobs.id });
  return rows.length;
}

/**
 * Totals over every scraping job: matches written by their runs, and finished runs that succeeded, ended
 * partial (some provider calls failed) or failed (stopped, cancelled or skipped runs count as failed).
 */
export async function summariseScrapingJobs(tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      records:
        sql<number>`coalesce(sum(case when ${jobRuns.counts} ->> 'matches' ~ '^[0-9]+$' then (${jobRuns.counts} ->>
          'matches')::integer else 0 end), 0)`.mapWith(Number),
      succeeded:
        sql<number>`count(*) filter (where ${scrapingJobs.status} not in ('failed', 'cancelled') and ${jobRuns.status} =
          'succeeded')`.mapWith(Number),
      partial:
        sql<number>`count(*) filter (where ${scrapingJobs.status} not in ('failed', 'cancelled') and ${jobRuns.status} =
          'partial')`.mapWith(Number),
      failed:
        sql<number>`count(*) filter (where ${scrapingJobs.status} in ('failed', 'cancelled') or ${jobRuns.status} in
          ('failed', 'cancelled', 'skipped'))`.mapWith(Number),
    })
    .from(scrapingJobs)
    .leftJoin(jobRuns, eq(jobRuns.id, scrapingJobs.jobRunId));
  return row ?? { records: 0, succeeded: 0, partial: 0, failed: 0 };
}
