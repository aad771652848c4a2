import { GaugeIcon, ListChecksIcon, TargetIcon, TrophyIcon, type LucideIcon } from "lucide-react";

import { HIGH_CONFIDENCE_MIN } from "@/lib/predictions/live-filters";
import type { LiveSummary } from "@/lib/services/prediction-pages";

// The four summary cards of /predictions, computed from the database (the spec's fixed 47 / 74.5% /
// 68.2% / 12 are not repeated), each saying which picks it counts.

export function SummaryCards({ summary }: { summary: LiveSummary }) {
  const cards: { icon: LucideIcon; label: string; value: string; window: string }[] = [
    { icon: ListChecksIcon, label: "Today's picks", value: String(summary.picks), window: "Kick-offs today (UTC)" },
    {
      icon: GaugeIcon,
      label: "Average confidence",
      value: summary.averageConfidence === null ? "—" : `${summary.averageConfidence.toFixed(1)}%`,
      window: "Today's picks",
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
      window: "Today's picks",
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
