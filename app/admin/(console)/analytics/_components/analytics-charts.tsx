"use client";

import type { ReactElement } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { AnalyticsReport } from "@/lib/analytics/analytics-figures.rules";
import { formatUtcDay } from "@/lib/format/dates.rules";

// The analytics page's charts (recharts). Colours are the theme's chart tokens, so both themes read well.

const COLOURS = ["var(--chart-1)", "var(--chart-2)", "var(--chart-3)", "var(--chart-4)"];
const AXIS = { fontSize: 12, stroke: "var(--muted-foreground)" };
const TOOLTIP_STYLE = {
  background: "var(--popover)",
  border: "1px solid var(--border)",
  color: "var(--popover-foreground)",
};
/** '2026-11-25' → '25 Nov' on the axis. */
const shortDay = (date: string) => formatUtcDay(`${date}T00:00:00Z`);

function ChartCard({ title, description, children }: { title: string; description: string; children: ReactElement }) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="h-72">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}

export function AccuracyCharts({ report }: { report: AnalyticsReport }) {
  const bySport = report.accuracy.bySport.map((sport) => ({
    name: sport.sportName,
    winRate: sport.winRate ?? 0,
    settled: sport.wins + sport.losses,
  }));
  return (
    <section aria-labelledby="accuracy-heading" className="flex flex-col gap-3">
      <h2 id="accuracy-heading" className="text-xl font-semibold">
        Prediction accuracy
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          title="Win rate per day"
          description="Picks settled each day: wins over wins and losses (voids left out)."
        >
          <LineChart data={report.daily} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="date" tickFormatter={shortDay} tick={AXIS} minTickGap={24} />
            <YAxis domain={[0, 100]} unit="%" tick={AXIS} width={48} />
            <Tooltip contentStyle={TOOLTIP_STYLE} labelFormatter={(label) => shortDay(String(label))} />
            <Line
              type="monotone"
              dataKey="winRate"
              name="Win rate %"
              stroke={COLOURS[0]}
              strokeWidth={2}
              dot={false}
              connectNulls
            />
          </LineChart>
        </ChartCard>
        <ChartCard
          title="Win rate by sport"
          description={
            bySport.length > 0 ? "Picks settled in the window, per sport." : "No picks were settled in the window."
          }
        >
          <BarChart data={bySport} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="name" tick={AXIS} />
            <YAxis domain={[0, 100]} unit="%" tick={AXIS} width={48} />
            <Tooltip contentStyle={TOOLTIP_STYLE} />
            <Bar dataKey="winRate" name="Win rate %" fill={COLOURS[1]} />
          </BarChart>
        </ChartCard>
      </div>
    </section>
  );
}

export function SignInChart({ report }: { report: AnalyticsReport }) {
  return (
    <ChartCard
      title="Daily active users"
      description="Signed-in accounts that used the site on each day, and new accounts."
    >
      <BarChart data={report.daily} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="date" tickFormatter={shortDay} tick={AXIS} minTickGap={24} />
        <YAxis allowDecimals={false} tick={AXIS} width={40} />
        <Tooltip contentStyle={TOOLTIP_STYLE} labelFormatter={(label) => shortDay(String(label))} />
        <Legend />
        <Bar dataKey="activeUsers" name="Active" fill={COLOURS[0]} />
        <Bar dataKey="signUps" name="New accounts" fill={COLOURS[2]} />
      </BarChart>
    </ChartCard>
  );
}

export function EngagementChart({ report }: { report: AnalyticsReport }) {
  return (
    <ChartCard title="Engagement" description="Picks members started following and favourites they added, per day.">
      <LineChart data={report.daily} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="date" tickFormatter={shortDay} tick={AXIS} minTickGap={24} />
        <YAxis allowDecimals={false} tick={AXIS} width={40} />
        <Tooltip contentStyle={TOOLTIP_STYLE} labelFormatter={(label) => shortDay(String(label))} />
        <Legend />
        <Line
          type="monotone"
          dataKey="trackedPicks"
          name="Picks followed"
          stroke={COLOURS[0]}
          strokeWidth={2}
          dot={false}
        />
        <Line
          type="monotone"
          dataKey="favourites"
          name="Favourites added"
          stroke={COLOURS[3]}
          strokeWidth={2}
          dot={false}
        />
      </LineChart>
    </ChartCard>
  );
}

export function RevenueChart({ report }: { report: AnalyticsReport }) {
  const data = report.daily.map((day) => ({
    date: day.date,
    revenueUsd: day.revenueUsdCents / 100,
    activeSubscriptions: day.activeSubscriptions,
    paidOrders: day.paidOrders,
  }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title="Revenue per day" description="What the orders paid each day came to, in US dollars.">
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="date" tickFormatter={shortDay} tick={AXIS} minTickGap={24} />
          <YAxis tick={AXIS} width={56} unit="$" />
          <Tooltip contentStyle={TOOLTIP_STYLE} labelFormatter={(label) => shortDay(String(label))} />
          <Bar dataKey="revenueUsd" name="Revenue (USD)" fill={COLOURS[1]} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Active subscriptions"
        description="Subscriptions running at the end of each day (now, for today)."
      >
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="date" tickFormatter={shortDay} tick={AXIS} minTickGap={24} />
          <YAxis allowDecimals={false} tick={AXIS} width={40} />
          <Tooltip contentStyle={TOOLTIP_STYLE} labelFormatter={(label) => shortDay(String(label))} />
          <Line
            type="stepAfter"
            dataKey="activeSubscriptions"
            name="Active subscriptions"
            stroke={COLOURS[2]}
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ChartCard>
    </div>
  );
}
