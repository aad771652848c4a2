"use client";

import * as React from "react";
import { DownloadIcon, RefreshCwIcon } from "lucide-react";

import { formatCount } from "@/lib/format/numbers.rules";
import { formatMoney } from "@/lib/format/money.rules";
import { NativeSelect } from "@/components/admin/native-select";
import { StatCard } from "@/components/admin/stat-card";
import { useAdminList } from "@/components/admin/use-admin-list";
import { LoadError } from "@/components/member/load-error";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Label } from "@/components/ui/label";
import { API_BASE } from "@/lib/api/client";
import type { AnalyticsReport } from "@/lib/analytics/analytics-figures.rules";
import { ANALYTICS_WINDOWS, DEFAULT_ANALYTICS_WINDOW, type AnalyticsWindow } from "@/lib/analytics/analytics.input";

import { AccuracyCharts, EngagementChart, RevenueChart, SignInChart } from "./analytics-charts";

const percent = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)}%`);

/** The analytics page: a window picker, Export Data (CSV), the headline figures and one chart per area. */
export function AnalyticsConsole() {
  const [days, setDays] = React.useState<AnalyticsWindow>(DEFAULT_ANALYTICS_WINDOW);
  const { data, error, loading, reload } = useAdminList<AnalyticsReport>("/admin/analytics", { days });
  const exportHref = `${API_BASE}/admin/analytics?days=${days}&format=csv`;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="analytics-window">Window</Label>
          <NativeSelect
            id="analytics-window"
            value={days}
            onChange={(event) => setDays(event.target.value as AnalyticsWindow)}
          >
            {ANALYTICS_WINDOWS.map((value) => (
              <option key={value} value={value}>
                Last {value} days
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="button" variant="outline" onClick={reload} disabled={loading}>
          <RefreshCwIcon aria-hidden="true" className={loading ? "animate-spin" : undefined} />
          Refresh
        </Button>
        {/* A plain link: the session cookie authorises the download and the server names the file. */}
        <a href={exportHref} download className={buttonVariants({ variant: "default" })}>
          <DownloadIcon aria-hidden="true" />
          Export Data
        </a>
      </div>
      {error ? (
        <LoadError title="Failed to load analytics" message={error} onRetry={reload} />
      ) : data ? (
        <Report report={data} />
      ) : (
        <p className="text-sm text-muted-foreground" role="status">
          Loading analytics…
        </p>
      )}
    </div>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  const { accuracy, users, engagement, revenue, trials } = report;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Prediction Accuracy"
          value={percent(accuracy.winRate)}
          hint={
            `${formatCount(accuracy.wins)} won, ${formatCount(accuracy.losses)} lost, ` +
            `${formatCount(accuracy.voids)} void (settled in the window)`
          }
        />
        <StatCard
          label="Active Users"
          value={formatCount(users.activeInWindow)}
          hint={`Signed-in accounts that used the site in the window; ${formatCount(users.signUps)} new accounts`}
        />
        <StatCard
          label="Engagement"
          value={formatCount(engagement.trackedPicks + engagement.favourites)}
          hint={
            `${formatCount(engagement.trackedPicks)} picks followed, ${formatCount(engagement.favourites)} ` +
            `favourites added`
          }
        />
        <StatCard
          label="Revenue"
          value={formatMoney(revenue.usdCents, "USD")}
          hint={
            `${formatCount(revenue.paidOrders)} paid orders; ${formatCount(revenue.activeSubscriptions)} active ` +
            `subscriptions`
          }
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Trial conversion"
          value={percent(trials.conversionRate)}
          hint={
            `${formatCount(trials.converted)} of ${formatCount(trials.started)} trials started in the window ` +
            `(n = ${formatCount(trials.started)}) became paid within 30 days of their start; ` +
            `${formatCount(trials.young)} started under 30 days ago and may still convert`
          }
        />
      </div>
      <AccuracyCharts report={report} />
      <SignInChart report={report} />
      <EngagementChart report={report} />
      <section id="revenue" aria-labelledby="revenue-heading" className="flex scroll-mt-20 flex-col gap-3">
        <h2 id="revenue-heading" className="text-xl font-semibold">
          Revenue
        </h2>
        <p className="text-sm text-muted-foreground">
          Orders paid per day in US dollars (other currencies at the rate stored on each order) and subscriptions
          running at the end of each day.
          {revenue.byCurrency.length > 0
            ? ` Paid in the window: ` +
              `${revenue.byCurrency
                .map((row) => `${formatMoney(row.amountMinor, row.currency)} (${formatCount(row.count)})`)
                .join(", ")}.`
            : " No orders were paid in the window."}
        </p>
        <RevenueChart report={report} />
      </section>
    </>
  );
}
