import { GaugeIcon, ListChecksIcon, TargetIcon, TrophyIcon, type LucideIcon } from "lucide-react";

import type { LiveSummary } from "@/lib/predictions/card.dto";
import { HIGH_CONFIDENCE_MIN, type DateWindow } from "@/lib/predictions/live-filters.rules";

// The four summary cards of /predictions, computed from the database (the original's fixed 47 / 74.5% /
// 68.2% / 12 are not repeated), each saying which picks it counts: those of the list's filters on the tab
// the list shows (GET /api/predictions/windows answers them with the tab counts), so a league filter from
// /leagues changes the cards as it changes the list. The days are the viewer's, and the cards name the zone.

const WINDOW_TEXT: Record<DateWindow, { picks: string; window: string }> = {
  today: { picks: "Today's picks", window: "Kick-offs today" },
  tomorrow: { picks: "Tomorrow's picks", window: "Kick-offs tomorrow" },
  week: { picks: "Picks this week", window: "Kick-offs today and the next 6 days" },
  weekend: { picks: "Weekend picks", window: "Kick-offs this weekend" },
};

/**
 * `summary`: null while the list's own figures load (or failed to): the cards then show dashes rather than
 * figures of other filters. `filtered`: the list's filters in words ("NHL · High confidence"), or null.
 */
export function SummaryCards({ summary, filtered }: { summary: LiveSummary | null; filtered: string | null }) {
  const text = summary ? WINDOW_TEXT[summary.window.name] : { picks: "Picks", window: "Loading" };
  const zone = summary ? ` (${summary.window.timeZone})` : "";
  const scope = filtered ? ` · ${filtered}` : "";
  const picks = summary ? String(summary.picks) : "—";
  const cards: { icon: LucideIcon; label: string; value: string; window: string }[] = [
    { icon: ListChecksIcon, label: text.picks, value: picks, window: `${text.window}${zone}${scope}` },
    {
      icon: GaugeIcon,
      label: "Average confidence",
      value: summary?.averageConfidence == null ? "—" : `${summary.averageConfidence.toFixed(1)}%`,
      window: `${text.picks} (${picks})${scope}`,
    },
    {
      icon: TrophyIcon,
      label: "Win rate",
      value: summary?.winRate.percent == null ? "—" : `${summary.winRate.percent.toFixed(1)}%`,
      window: !summary
        ? "Loading"
        : summary.winRate.settled === 0
          ? `No settled picks in the last ${summary.winRate.days} days${scope}`
          : `${summary.winRate.settled} settled picks, last ${summary.winRate.days} days${scope}`,
    },
    {
      icon: TargetIcon,
      label: `High confidence ${HIGH_CONFIDENCE_MIN}%+`,
      value: summary ? String(summary.highConfidence) : "—",
      window: `${text.picks} (${picks})${scope}`,
    },
  ];
  return (
    <section
      aria-label="Summary"
      className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4"
      data-testid="summary-cards"
    >
      {cards.map(({ icon: Icon, label, value, window }) => (
        <div
          key={label}
          className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm"
          data-testid="summary-card"
        >
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>{label}</span>
            <Icon aria-hidden="true" className="size-4 shrink-0" />
          </div>
          <p className="text-2xl font-bold tabular-nums md:text-3xl">{value}</p>
          <p className="text-xs break-words text-muted-foreground">{window}</p>
        </div>
      ))}
    </section>
  );
}
