import "server-only";

import { listUpcomingMatches } from "@/lib/market/match-reads.queries";
import type { AutomationConfig } from "@/db/schema";
import { isInngestConfigured } from "@/lib/jobs/inngest.client";
import { CRON_TIME_ZONE, EXPIRY_CRON, nextCronRuns, PIPELINE_CRON } from "@/lib/jobs";

import { loadConfig } from "./automation.service";

// The schedule page: fixtures in the next 7 days from the database, and the next runs of the scheduled jobs
// as they will actually fire. Locally the pipeline follows the automation config's cron while automation is
// enabled and running; on Inngest it follows the deployed cron (a tick while stopped is skipped). The
// hourly subscription expiry runs either way.

const DAY_MS = 24 * 60 * 60 * 1000;
const SCHEDULE_DAYS = 7;
const FIXTURE_LIMIT = 200;
const RUNS_SHOWN = 5;

/** The next `count` pipeline runs; [] while automation is disabled or stopped. */
export function nextScheduledRuns(
  config: Pick<AutomationConfig, "enabled" | "isRunning" | "interval">,
  now: Date,
  count: number,
): Date[] {
  if (!config.enabled || !config.isRunning) return [];
  try {
    return nextCronRuns(isInngestConfigured() ? PIPELINE_CRON : config.interval, count, now);
  } catch {
    return [];
  }
}

export async function getAdminSchedule(now = new Date()) {
  const to = new Date(now.getTime() + SCHEDULE_DAYS * DAY_MS);
  const [config, fixtures] = await Promise.all([
    loadConfig(),
    listUpcomingMatches({ from: now, to, limit: FIXTURE_LIMIT }),
  ]);
  const inngest = isInngestConfigured();
  return {
    window: { from: now.toISOString(), to: to.toISOString(), days: SCHEDULE_DAYS },
    fixtures: fixtures.map((match) => ({
      id: match.id,
      sportId: match.sportId,
      leagueName: match.leagueName,
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
      kickoffAt: match.kickoffAt.toISOString(),
      venue: match.venue,
      isDemo: match.isDemo,
    })),
    fixturesCapped: fixtures.length === FIXTURE_LIMIT,
    jobs: [
      {
        name: "Data pipeline (scrape → process → generate → settle)",
        cron: inngest ? PIPELINE_CRON : config.interval,
        runner: inngest ? ("inngest" as const) : ("local" as const),
        active: config.enabled && config.isRunning,
        inactiveReason: !config.enabled ? "Automation is disabled" : !config.isRunning ? "Automation is stopped" : null,
        nextRuns: nextScheduledRuns(config, now, RUNS_SHOWN).map((date) => date.toISOString()),
      },
      {
        name: "Subscription expiry",
        cron: EXPIRY_CRON,
        runner: inngest ? ("inngest" as const) : ("local" as const),
        active: true,
        inactiveReason: null,
        nextRuns: nextCronRuns(EXPIRY_CRON, RUNS_SHOWN, now).map((date) => date.toISOString()),
      },
    ],
    timeZone: CRON_TIME_ZONE,
    sports: config.sports,
    leagues: config.leagues,
  };
}
export type AdminSchedule = Awaited<ReturnType<typeof getAdminSchedule>>;
