import type { JobRunSummary } from "./job-runs.queries";

// A job run as the admin console shows it (the automation logs and the scraping jobs alike): one home for
// the fields every view of a run carries, so the two consoles cannot drift apart.

/** What every view of a run shows: what ran, how it was asked for, how it ended and when. */
export function jobRunFields(run: JobRunSummary) {
  return {
    id: run.id,
    jobName: run.jobName,
    trigger: run.trigger,
    status: run.status,
    runner: run.runner,
    counts: run.counts,
    error: run.error,
    attempts: run.attempts,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    durationMs: run.durationMs,
    requestedById: run.requestedById,
    createdAt: run.createdAt,
  };
}

/** A run in the automation console's logs: its fields with its input and its provider calls. */
export function toJobRunDto(run: JobRunSummary) {
  return { ...jobRunFields(run), input: run.input, providerCalls: run.providerCalls };
}
