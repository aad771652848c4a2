import { GaugeIcon, ListChecksIcon, TargetIcon, TrophyIcon, type LucideIcon } from "lucide-react";

import { HIGH_CONFIDENCE_MIN, type DateWindow } from "@/lib/predictions/live-filters.rules";
import type { LiveSummary } from "@/lib/predictions/pages.service";

// The four summary cards of /predictions, computed from the database (the original's fixed 47 / 74.5% /
// 68.2% / 12 are not repeated), each saying which picks it counts: those of the window the list opens
// on, so a quiet today does not read as 0 above a list of tomorrow's picks.

const WINDOW_TEXT: Record<DateWindow, { picks: string; window: string }> = {
  today: { picks: "Today's picks", window: "Kick-offs today (UTC)" },
  tomorrow: { picks: "Tomorrow's picks", window: "No picks today · kick-offs tomorrow (UTC)" },
  week: { picks: "Picks this week", window: "No picks today or tomorrow · kick-offs today and the next 6 days (UTC)" },
  weekend: { picks: "Weekend picks", window: "Kick-offs this weekend (UTC)" },
};

export function SummaryCards({ summary }: { summary: LiveSummary }) {
  const text = WINDOW_TEXT[summary.window.name];
  const cards: { icon: LucideIcon; label: string; value: string; window: string }[] = [
    { icon: ListChecksIcon, label: text.picks, value: String(summary.picks), window: text.window },
    {
      icon: GaugeIcon,
      label: "Average confidence",
      value: summary.averageConfidence === null ? "—" : `${summary.averageConfidence.toFixed(1)}%`,
      window: `${text.picks} (${summary.picks})`,
    },
    {
      icon: TrophyIcon,
      label: "Win rate",
      value: summary.winRate.percent === null ? "—" : `${summary.winRate.percent.toFixed(1)}%`,
      window:
        summary.winRate.settled === 0
          ? `No settled picks in the last ${summary.winRate.days} days`
          : `${summary.winRate.settled} settled picks, last ${summary.winRate.days} days`,
    },
    {
      icon: TargetIcon,
      label: `High confidence ${HIGH_CONFIDENCE_MIN}%+`,
      value: String(summary.highConfidence),
      window: `${text.picks} (${summary.picks})`,
    },
  ];
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
      {cards.map(({ icon: Icon, label, value, window }) => (
        <div key={label} className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm" data-testid="summary-card">
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>{label}</span>
            <Icon aria-hidden="true" className="size-4 shrink-0" />
          </div>
          <p className="text-2xl font-bold tabular-nums md:text-3xl">{value}</p>
          <p className="text-xs text-muted-foreground">{window}</p>
        </div>
      ))}
    </section>
  );
}
