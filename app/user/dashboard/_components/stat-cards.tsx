import { FlameIcon, ListChecksIcon, PercentIcon, TrendingUpIcon, type LucideIcon } from "lucide-react";

import { formatUnits } from "@/lib/format/numbers.rules";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { DashboardStats } from "@/lib/members/dashboard-stats.rules";
import { cn } from "@/lib/utils";

interface Stat {
  label: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  tone?: "positive" | "negative";
}

function toStats(stats: DashboardStats): Stat[] {
  return [
    {
      label: "Total Predictions",
      value: String(stats.total),
      hint: `${stats.wins} won · ${stats.losses} lost · ${stats.pending} pending · ${stats.voids} void`,
      icon: ListChecksIcon,
    },
    {
      label: "Win Rate",
      value: stats.winRate === null ? "–" : `${stats.winRate}%`,
      hint: stats.winRate === null ? "No settled picks yet" : "Of settled wins and losses",
      icon: PercentIcon,
    },
    {
      label: "Win Streak",
      value: String(stats.streak),
      hint: "Wins in a row, newest first",
      icon: FlameIcon,
    },
    {
      label: "Total Profit",
      value: formatUnits(stats.profit),
      hint: "Units, staking 1 on each pick",
      icon: TrendingUpIcon,
      tone: stats.profit > 0 ? "positive" : stats.profit < 0 ? "negative" : undefined,
    },
  ];
}

/** The four stat cards. Each is a labelled group so assistive tech reads "Win Streak, 3". */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {toStats(stats).map((stat) => (
        <Card key={stat.label} role="group" aria-label={stat.label} className="gap-2">
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle className="text-sm font-medium text-muted-foreground">{stat.label}</CardTitle>
            <stat.icon aria-hidden="true" className="size-4 text-muted-foreground" />
          </CardHeader>
          <CardContent className="flex flex-col gap-1">
            <p
              data-testid="stat-value"
              className={cn(
                "text-2xl font-bold tabular-nums",
                stat.tone === "positive" && "text-success-strong",
                stat.tone === "negative" && "text-destructive",
              )}
            >
              {stat.value}
            </p>
            <p className="text-xs text-muted-foreground">{stat.hint}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
