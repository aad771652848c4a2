import "server-only";

import type { ScrapingJobWithRun } from "@/lib/scraping/jobs.queries";
import type { ScrapingJobViewStatus } from "@/lib/scraping/admin.input";

// A scraping job as the Active Jobs tab shows it, read from its job run: status, progress and records.
// The job row itself only stores what the run cannot say (Stop All's 'Manually stopped').

/** Fetches the scrape stage makes per league and provider (pipeline-stages.ts scrapeStage). */
const FETCHES_PER_PROVIDER: Record<string, number> = { espn: 1, "odds-api": 2 };

/** A scrape run logs one line per fetch it finished, starting with the fetch's label ("espn epl: …", "odds-api scores
 * epl failed: …"). */
const FETCH_LINE = /^(espn|odds-api) /;

const RUN_STATUS_VIEW: Record<string, ScrapingJobViewStatus> = {
  queued: "pending",
  running: "running",
  succeeded: "completed",
  partial: "partial",
  failed: "failed",
  cancelled: "cancelled",
  skipped: "cancelled",
};

const numberOf = (counts: unknown, key: string) => {
  const value = (counts as Record<string, unknown> | null)?.[key];
  return typeof value === "number" ? value : 0;
};

export function scrapingJobView(row: ScrapingJobWithRun) {
  const expected = row.provider.split("+").reduce((sum, provider) => sum + (FETCHES_PER_PROVIDER[provider] ?? 1), 0);
  const done = (row.runLogLines ?? []).filter((line) => FETCH_LINE.test(line.message)).length;
  const stopped = row.status === "failed" || row.status === "cancelled";

  // The run says whether its provider calls worked: partial names the failing provider, failed when all did.
  const status: ScrapingJobViewStatus = stopped
    ? row.status
    : row.runStatus
      ? (RUN_STATUS_VIEW[row.runStatus] ?? "pending")
      : "pending";
  const error = stopped ? row.error : row.runError;
  const progress =
    status === "completed" || status === "partial"
      ? 100
      : status === "pending"
        ? 0
        : Math.min(status === "running" ? 95 : 100, Math.round((Math.min(done, expected) / expected) * 100));

  return {
    id: row.id,
    /** The source of the job: the league and the providers it fetched from. */
    source: `${row.league ?? "all leagues"} · ${row.provider.split("+").join(", ")}`,
    league: row.league,
    sport: row.sport,
    providers: row.provider.split("+"),
    status,
    progress,
    recordsFound: numberOf(row.runCounts, "matches"),
    startTime: row.runStartedAt ?? row.startedAt,
    endTime: stopped ? row.finishedAt : row.runFinishedAt,
    error,
    jobRunId: row.jobRunId,
  };
}
export type ScrapingJobView = ReturnType<typeof scrapingJobView>;
