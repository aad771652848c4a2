import { formatUnits, plural } from "@/lib/format/numbers.rules";
import { totalProfit, type TrackedStatus } from "@/lib/members/dashboard-stats.rules";
import { addDays } from "@/lib/time/days.rules";

// The weekly digest as pure rules: which week a run covers, and what the e-mail says of a member's week (their
// followed picks settled in it, at the published prices, and the value-price alerts they were sent).

/** The last full week (Monday 00:00 to Monday 00:00, UTC) before `now`. */
export function lastFullWeek(now: Date): { start: Date; end: Date } {
  const day = now.toISOString().slice(0, 10);
  const weekday = (now.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const end = new Date(`${addDays(day, -weekday)}T00:00:00Z`);
  return { start: new Date(end.getTime() - 7 * 24 * 60 * 60 * 1000), end };
}

export interface WeekOfMember {
  tracks: readonly { status: string; odds: number; stakeResult: number | null }[];
  alerts: readonly { status: string }[];
}

const count = (rows: readonly { status: string }[], status: string) =>
  rows.filter((row) => row.status === status).length;

/** The lines of a member's week, or null when nothing happened in it (no digest is sent then). */
export function weekLines(week: WeekOfMember): string[] | null {
  if (week.tracks.length === 0 && week.alerts.length === 0) return null;
  const lines: string[] = [];
  if (week.tracks.length > 0) {
    const profit = totalProfit(week.tracks.map((track) => ({ ...track, status: track.status as TrackedStatus })));
    lines.push(
      `Followed picks settled: ${week.tracks.length} — ${count(week.tracks, "WIN")} won, ` +
        `${count(week.tracks, "LOSS")} lost, ${count(week.tracks, "VOID")} void.`,
      `Result at the published prices, one unit each: ${formatUnits(profit)}.`,
    );
  } else {
    lines.push("None of the picks you follow was settled this week.");
  }
  if (week.alerts.length > 0) {
    const decided = count(week.alerts, "WIN") + count(week.alerts, "LOSS");
    lines.push(
      `Value-price alerts sent to you: ${week.alerts.length}` +
        (decided > 0
          ? ` — of the ${plural(decided, "pick")} decided so far, ${count(week.alerts, "WIN")} won and ` +
            `${count(week.alerts, "LOSS")} lost.`
          : "; none of their picks is decided yet."),
    );
  }
  return lines;
}
