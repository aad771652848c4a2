import { Cron, CronPattern } from "croner";

// Cron expressions of the automation schedule, checked with croner (the library that runs them locally).
// Pure: no timers are created here (a Cron without a callback never schedules anything).
//
// Rules (docs/decisions.md, "Automation schedule"):
// - exactly five fields (minute hour day-of-month month day-of-week), read in UTC;
// - it must fire at least once (e.g. '0 0 30 2 *' never does);
// - no two runs closer than MIN_CRON_GAP_MINUTES: a pipeline run scrapes providers with daily quotas
//   (The Odds API) and takes minutes, so faster schedules would only pile up skipped runs and burn quota.

export const CRON_TIME_ZONE = "UTC";
export const MIN_CRON_GAP_MINUTES = 5;

/**
 * The scheduled pipeline as deployed to Inngest (Inngest reads cron in UTC). Fixed at deploy time: the cron
 * an admin edits in the automation config drives the embedded scheduler only.
 */
export const PIPELINE_CRON = "0 */6 * * *";

/** Subscription expiry, hourly: the Inngest function's trigger and the embedded runner's timer alike. */
export const EXPIRY_CRON = "0 * * * *";

/** The weekly digest: Mondays at 08:00 UTC, for the week that just ended (lib/alerts/weekly-digest.rules.ts). */
export const WEEKLY_DIGEST_CRON = "0 8 * * 1";

export type CronCheck = { ok: true; pattern: string } | { ok: false; reason: string };

export function checkCronExpression(input: string): CronCheck {
  const pattern = input.trim().replace(/\s+/g, " ");
  if (pattern.split(" ").length !== 5) {
    return { ok: false, reason: "Use five fields: minute hour day-of-month month day-of-week (e.g. '0 */6 * * *')" };
  }
  let parsed: CronPattern;
  try {
    parsed = new CronPattern(pattern, CRON_TIME_ZONE, { mode: "5-part" });
  } catch (error) {
    return { ok: false, reason: `Invalid cron expression: ${cronMessage(error)}` };
  }
  const gap = smallestGapMinutes(parsed);
  if (gap < MIN_CRON_GAP_MINUTES) {
    return {
      ok: false,
      reason:
        `Runs would start ${gap} minute(s) apart; the schedule must leave at least ${MIN_CRON_GAP_MINUTES} ` +
        `minutes between runs`,
    };
  }
  if (nextCronRuns(pattern, 1).length === 0) return { ok: false, reason: "This schedule never runs" };
  return { ok: true, pattern };
}

/** The next `count` run times (UTC) after `from`; [] for a pattern that never fires. */
export function nextCronRuns(pattern: string, count: number, from: Date = new Date()): Date[] {
  return new Cron(pattern, { timezone: CRON_TIME_ZONE, mode: "5-part" }).nextRuns(count, from);
}

/**
 * The smallest number of minutes between two consecutive runs the pattern can produce. Minutes and hours
 * combine as a product, so the gaps are those between consecutive minutes of one hour, and the wrap from
 * an hour's last minute to the next hour's first when two adjacent hours both match (23 → 0 counted too,
 * which can only make the check stricter).
 */
function smallestGapMinutes(pattern: CronPattern): number {
  const minutes = setIndices(pattern.minute);
  const hours = setIndices(pattern.hour);
  let gap = Number.POSITIVE_INFINITY;
  for (let i = 1; i < minutes.length; i += 1) gap = Math.min(gap, minutes[i]! - minutes[i - 1]!);
  const adjacentHours = hours.some((hour) => pattern.hour[(hour + 1) % 24]);
  if (adjacentHours && minutes.length > 0) gap = Math.min(gap, 60 - minutes[minutes.length - 1]! + minutes[0]!);
  return gap;
}

function setIndices(flags: number[]): number[] {
  return flags.flatMap((flag, index) => (flag ? [index] : []));
}

function cronMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^CronPattern:\s*/, "");
}
