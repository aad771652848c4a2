import "server-only";

import * as jobRunQueries from "@/lib/jobs/job-runs.queries";
import * as rawPayloadQueries from "@/lib/market/raw-payloads.queries";
import type { JobRun } from "@/db/schema";
import { jobRunFields } from "@/lib/jobs/job-runs.dto";

// Scrape job runs as the scraping API reports them: waiting (briefly) for a run it just requested, and the
// shapes of a finished scrape and of a run in the jobs list. Runs are read from job_runs, so this works
// the same whichever runner (local or Inngest) executed the job.

/** How long a scrape request waits for its run before answering with the run id only. */
const SCRAPE_WAIT_MS = 20_000;
const POLL_MS = 150;

const OPEN_STATUSES = new Set(["queued", "running"]);

/**
 * The run once it is finished, or null when it is still queued or running after `timeoutMs` (the local
 * runner may be busy with other jobs; Inngest may not have picked the event up yet).
 */
export async function waitForJobRun(runId: string, timeoutMs = SCRAPE_WAIT_MS): Promise<JobRun | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await jobRunQueries.getJobRun(runId);
    if (run && !OPEN_STATUSES.has(run.status)) return run;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const countOf = (counts: Record<string, unknown>, key: string) =>
  typeof counts[key] === "number" ? (counts[key] as number) : 0;

/** What a finished scrape run did: counts from the run, payloads it stored, and its warnings. */
export async function scrapeRunOutcome(run: JobRun) {
  const counts = run.counts as Record<string, unknown>;
  return {
    runId: run.id,
    status: run.status,
    runner: run.runner,
    completed: true,
    /** Matches written (new, or changed since the last fetch); matches reported again unchanged are not counted. */
    matches: countOf(counts, "matches"),
    /** Odds snapshots inserted (a price seen before is not stored again). */
    odds: countOf(counts, "odds"),
    rawPayloads: await rawPayloadQueries.countRawPayloadsOfRun(run.id),
    fetchFailures: countOf(counts, "fetchFailures"),
    warnings: run.logLines
      .filter((line) => line.level === "warn" || line.level === "error")
      .map((line) => line.message),
    error: run.error,
    durationMs: run.durationMs,
  };
}
export type ScrapeRunOutcome = Awaited<ReturnType<typeof scrapeRunOutcome>>;

/** A run in GET /api/scraping/jobs: what it covered (from its input), its counts and timing. */
export function scrapingJobDto(run: jobRunQueries.JobRunSummary) {
  const input = (run.input ?? {}) as {
    leagues?: unknown;
    providers?: unknown;
    league?: unknown;
    sport?: unknown;
    dates?: unknown;
  };
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  return {
    ...jobRunFields(run),
    leagues: typeof input.league === "string" ? [input.league] : list(input.leagues),
    providers: list(input.providers),
    sport: typeof input.sport === "string" ? input.sport : null,
    dates: typeof input.dates === "string" ? input.dates : null,
  };
}
