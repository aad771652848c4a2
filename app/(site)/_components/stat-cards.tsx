import { CalendarDaysIcon, GaugeIcon, PercentIcon, TrendingUpIcon, type LucideIcon } from "lucide-react";

import { formatCount, formatPercent, formatRate, formatSignedRate, plural } from "@/lib/format/numbers.rules";
import type { HomeFigures, PicksWindow } from "@/lib/track-record/home-figures.service";

/** What the picks figures count, named with their window (the hero says the same). */
export const PICKS_TEXT: Record<PicksWindow, { label: string; detail: string }> = {
  today: { label: "Picks today", detail: "published picks kicking off today (UTC)" },
  week: {
    label: "Picks this week",
    detail: "none today · published picks kicking off today and the next 6 days (UTC)",
  },
};

interface StatCard {
  id: string;
  icon: LucideIcon;
  label: string;
  value: string;
  /** The window and the sample, always stated. */
  detail: string;
}

function cardsOf(f: HomeFigures): StatCard[] {
  return [
    {
      id: "picks",
      icon: CalendarDaysIcon,
      label: PICKS_TEXT[f.picks.window].label,
      value: formatCount(f.picks.count),
      detail: PICKS_TEXT[f.picks.window].detail,
    },
    {
      id: "win-rate",
      icon: PercentIcon,
      label: "Win rate",
      value: formatRate(f.winRate7d.value),
      detail: `last ${f.winRate7d.windowDays} days · ${plural(f.winRate7d.sample, "decided pick")}`,
    },
    {
      id: "confidence",
      icon: GaugeIcon,
      label: "Average confidence",
      value: formatPercent(f.picks.averageConfidence),
      detail: `over ${plural(f.picks.count, "pick")} ${f.picks.window === "today" ? "today" : "this week"}`,
    },
    {
      id: "roi",
      icon: TrendingUpIcon,
      label: "ROI",
      value: formatSignedRate(f.roi30d.value),
      detail: `last ${f.roi30d.windowDays} days · ${plural(f.roi30d.sample, "1-unit stake")} at published odds`,
    },
  ];
}

/** The dashboard cards of the home page: computed figures, each with its window and sample ('—' without data). */
export function StatCards({ figures }: { figures: HomeFigures }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cardsOf(figures).map((card) => (
        <div key={card.id} className="flex flex-col gap-1 rounded-xl border bg-card p-5">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <card.icon aria-hidden="true" className="size-4 text-brand-strong" />
            {card.label}
          </dt>
          <dd className="text-3xl font-semibold tabular" data-testid={`stat-${card.id}`}>
            {card.value}
          </dd>
          <dd className="text-xs text-muted-foreground">{card.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
