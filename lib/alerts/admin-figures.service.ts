import "server-only";

import * as figures from "./admin-figures.queries";
import { ALERT_FIGURE_WINDOWS, windowFigures, type AdminAlertFigures } from "./admin-figures.rules";
import { ALERT_CHANNELS } from "./alerts.rules";
import { deliveryFigures } from "./fanout.queries";

// The automation panel's Alerts section: every count comes from SQL over alert_deliveries, alert_rules and
// push_subscriptions at one instant; admin-figures.rules.ts says what each one means.

const HOUR = 60 * 60 * 1000;
/** Failed deliveries the panel lists. */
const RECENT_FAILURES = 10;

/** Alert volume, outcomes and waiting alerts per channel over the last 24 hours and 7 days; rules; devices. */
export async function getAdminAlertFigures(now = new Date()): Promise<AdminAlertFigures> {
  const since24h = new Date(now.getTime() - ALERT_FIGURE_WINDOWS.last24h * HOUR);
  const since7d = new Date(now.getTime() - ALERT_FIGURE_WINDOWS.last7d * HOUR);
  const [day, week, waiting, rules, push, failures] = await Promise.all([
    deliveryFigures(since24h),
    deliveryFigures(since7d),
    figures.readWaitingFigures({ since24h, since7d, now }),
    figures.countActiveRules(),
    figures.countPushDevices(),
    figures.listRecentFailures(RECENT_FAILURES),
  ]);
  return {
    generatedAt: now.toISOString(),
    windowHours: ALERT_FIGURE_WINDOWS,
    channels: ALERT_CHANNELS.map((channel) => {
      const held = waiting.find((row) => row.channel === channel);
      return {
        channel,
        last24h: windowFigures(day, channel, held?.held24h ?? 0),
        last7d: windowFigures(week, channel, held?.held7d ?? 0),
        oldestDueAt: held?.oldestDueAt?.toISOString() ?? null,
      };
    }),
    rules: { active: rules.rules, members: rules.members },
    push,
    recentFailures: failures.map((row) => ({
      at: row.at.toISOString(),
      channel: row.channel,
      mode: row.mode,
      attempts: row.attempts,
      error: row.error,
      predictionId: row.predictionId,
      match: `${row.homeTeam} v ${row.awayTeam}`,
    })),
  };
}
