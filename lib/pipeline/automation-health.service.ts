import "server-only";

import * as jobRunQueries from "@/lib/jobs/job-runs.queries";
import { PROVIDER_IDS } from "@/lib/jobs/jobs.input";

import { percentOf } from "@/lib/format/numbers.rules";
import { jobSuccessRate } from "@/lib/jobs/run-status.rules";

// How the data pipeline is really doing, from the recorded job runs: the run outcomes over a window (a
// partial or failed run is not a success) and, per data provider, its calls, failures and last error.
// The automation panel and the admin dashboard both read this, so they cannot disagree.

const HOUR = 60 * 60 * 1000;
const HEALTH_WINDOW_HOURS = 24;

/** Display names of the providers the scrape stage calls. */
const PROVIDER_NAMES: Record<string, string> = { espn: "ESPN", "odds-api": "The Odds API" };

export interface ProviderHealth {
  provider: string;
  name: string;
  /** Calls in the window, and the share that worked (percent, one decimal; null without calls). */
  calls: number;
  failures: number;
  successRate: number | null;
  /** The provider's most recent failure, whenever it was. */
  lastError: { at: Date; message: string; runId: string; jobName: string } | null;
}

/** Each known provider (and any other that recorded calls): its calls over the window and its last error. */
export async function getProviderHealth(
  now = new Date(),
): Promise<{ windowHours: number; providers: ProviderHealth[] }> {
  const since = new Date(now.getTime() - HEALTH_WINDOW_HOURS * HOUR);
  const [totals, lastErrors] = await Promise.all([
    jobRunQueries.summariseProviderCalls({ since }),
    jobRunQueries.listLatestProviderErrors(),
  ]);
  const ids = [
    ...new Set([...PROVIDER_IDS, ...totals.map((row) => row.provider), ...lastErrors.map((row) => row.provider)]),
  ];
  const providers = ids.map((provider): ProviderHealth => {
    const total = totals.find((row) => row.provider === provider);
    const last = lastErrors.find((row) => row.provider === provider);
    const calls = total?.calls ?? 0;
    const failures = total?.failures ?? 0;
    return {
      provider,
      name: PROVIDER_NAMES[provider] ?? provider,
      calls,
      failures,
      successRate: percentOf(calls - failures, calls),
      lastError: last ? { at: last.at, message: last.message, runId: last.runId, jobName: last.jobName } : null,
    };
  });
  return { windowHours: HEALTH_WINDOW_HOURS, providers };
}

/** The run outcomes of every job over the window, with the success rate and its n. */
async function getRunHealth(now = new Date()) {
  const since = new Date(now.getTime() - HEALTH_WINDOW_HOURS * HOUR);
  const totals = await jobRunQueries.summariseJobRuns({ since });
  return { windowHours: HEALTH_WINDOW_HOURS, ...jobSuccessRate(totals) };
}

/** What the admin dashboard shows about the pipeline: run outcomes and the providers. */
export async function getPipelineHealth(now = new Date()) {
  const [runs, providers] = await Promise.all([getRunHealth(now), getProviderHealth(now)]);
  return { windowHours: HEALTH_WINDOW_HOURS, runs, providers: providers.providers };
}
