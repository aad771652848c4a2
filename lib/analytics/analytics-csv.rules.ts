// The analytics export (Export Data): one CSV row per day, then the accuracy per sport. Pure.
import { csvLine } from "@/lib/format/csv.rules";

import type { AnalyticsReport } from "./analytics-figures.rules";

const DAILY_HEADER = [
  "date",
  "settled_wins",
  "settled_losses",
  "settled_voids",
  "win_rate_percent",
  "active_users",
  "sign_ups",
  "tracked_picks",
  "favourites",
  "paid_orders",
  "revenue_usd",
  "active_subscriptions",
];

export function analyticsCsv(report: AnalyticsReport): string {
  const lines = [csvLine(DAILY_HEADER)];
  for (const day of report.daily) {
    lines.push(
      csvLine([
        day.date,
        day.wins,
        day.losses,
        day.voids,
        day.winRate,
        day.activeUsers,
        day.signUps,
        day.trackedPicks,
        day.favourites,
        day.paidOrders,
        (day.revenueUsdCents / 100).toFixed(2),
        day.activeSubscriptions,
      ]),
    );
  }
  lines.push("", csvLine(["sport", "settled_wins", "settled_losses", "settled_voids", "win_rate_percent"]));
  for (const sport of report.accuracy.bySport)
    lines.push(csvLine([sport.sportName, sport.wins, sport.losses, sport.voids, sport.winRate]));
  // CRLF line ends (RFC 4180), which every spreadsheet reads.
  return `${lines.join("\r\n")}\r\n`;
}

/** edgecast-analytics-30d-2026-11-25.csv */
export function analyticsCsvFileName(report: AnalyticsReport): string {
  return `edgecast-analytics-${report.window.days}d-${report.window.lastDay}.csv`;
}
