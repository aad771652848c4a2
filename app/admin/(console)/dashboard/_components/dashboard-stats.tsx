"use client";

import { RefreshCwIcon } from "lucide-react";

import { StatCard } from "@/components/admin/stat-card";
import { useAdminList } from "@/components/admin/use-admin-list";
import { LoadError } from "@/components/member/load-error";
import { Button } from "@/components/ui/button";
import type { DashboardStats } from "@/lib/analytics/dashboard-figures.rules";
import { formatCount } from "@/lib/format/numbers";

import type { PipelineHealthView } from "./automation-types";
import { ProviderHealthList } from "./provider-health";

type DashboardAnswer = DashboardStats & { pipeline: PipelineHealthView };

const count = (value: number) => formatCount(value);
const percent = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)}%`);

const NO_QUERY = {};

/**
 * The eight stat cards of the admin dashboard and the pipeline's health (job success rate with
 * its n, each data provider's last error), read from GET /api/admin/dashboard.
 */
export function DashboardStatsSection() {
  const { data: stats, error, loading, reload } = useAdminList<DashboardAnswer>("/admin/dashboard", NO_QUERY);

  return (
    <section aria-labelledby="dashboard-stats-heading" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="dashboard-stats-heading" className="text-xl font-semibold">
          Platform overview
        </h2>
        <Button type="button" variant="outline" onClick={reload} disabled={loading}>
          <RefreshCwIcon aria-hidden="true" className={loading ? "animate-spin" : undefined} />
          Refresh
        </Button>
      </div>
      {error ? (
        <LoadError title="Failed to load dashboard statistics" message={error} onRetry={reload} />
      ) : stats ? (
        <>
          <StatGrid stats={stats} />
          <PipelineHealth pipeline={stats.pipeline} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground" role="status">
          Loading statistics…
        </p>
      )}
    </section>
  );
}

function StatGrid({ stats }: { stats: DashboardStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Total Users" value={count(stats.totalUsers)} hint={`+${count(stats.newUsersThisWeek)} new this week`} />
      <StatCard label="Active Users" value={count(stats.activeUsers)} hint="Seen within the last 30 days" />
      <StatCard label="Premium Users" value={count(stats.premiumUsers)} hint={`${percent(stats.premiumConversion)} conversion`} />
      <StatCard
        label="Prediction Accuracy"
        value={percent(stats.predictionAccuracy)}
        hint={`Overall win rate over ${count(stats.decidedPredictions)} settled picks`}
      />
      <StatCard label="Total Predictions" value={count(stats.totalPredictions)} hint={`${count(stats.publishedPredictions)} published`} />
      <StatCard label="Premium Predictions" value={count(stats.premiumPredictions)} hint="High-confidence picks" />
      <StatCard label="Live Matches" value={count(stats.liveMatches)} hint={`${count(stats.upcomingMatches)} upcoming`} />
      <StatCard label="Total Matches" value={count(stats.totalMatches)} hint={`${count(stats.completedMatches)} completed`} />
    </div>
  );
}

function PipelineHealth({ pipeline }: { pipeline: PipelineHealthView }) {
  const { runs } = pipeline;
  return (
    <div role="region" aria-label="Pipeline health" className="grid gap-4 lg:grid-cols-4">
      <StatCard
        label="Job Success Rate"
        value={percent(runs.rate)}
        hint={
          runs.finished === 0
            ? `No finished jobs in the last ${pipeline.windowHours} hours`
            : `${count(runs.succeeded)} of ${count(runs.finished)} finished jobs succeeded (${count(runs.partial)} partial, ${count(runs.failed)} failed), last ${pipeline.windowHours} hours`
        }
      />
      <div className="lg:col-span-3">
        <ProviderHealthList providers={pipeline.providers} windowHours={pipeline.windowHours} />
      </div>
    </div>
  );
}
