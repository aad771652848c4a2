"use client";

import * as React from "react";
import { RotateCwIcon } from "lucide-react";

import { LoadError } from "@/components/member/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import type { DashboardDto } from "@/lib/members/dashboard.service";

import { ClvCard } from "./clv-card";
import { QuickActions } from "./quick-actions";
import { RecentPicks } from "./recent-picks";
import { StatCards } from "./stat-cards";
import { UpgradeCard } from "./upgrade-card";

/**
 * The dashboard with the server's first reading; Refresh reads GET /api/user/dashboard again and keeps
 * the last good figures on screen if that fails.
 */
export function DashboardView({ initial }: { initial: DashboardDto }) {
  const [data, setData] = React.useState(initial);
  const [refreshing, setRefreshing] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  async function refresh() {
    setRefreshing(true);
    const result = await apiFetch<DashboardDto>("/user/dashboard");
    setRefreshing(false);
    if (result.success) {
      setData(result.data);
      setError(null);
    } else {
      setError(result.error);
    }
  }

  const { user, stats, recent, clv } = data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-2 text-xl font-semibold" data-testid="welcome-line">
          Welcome back, {user.fullName}
          <Badge variant={user.isPremium ? "brand" : "secondary"} aria-label={`Subscription tier: ${user.subscriptionTier}`}>
            {user.subscriptionTier}
          </Badge>
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => void refresh()} disabled={refreshing}>
          <RotateCwIcon aria-hidden="true" className={refreshing ? "animate-spin" : undefined} />
          {refreshing ? "Refreshing..." : "Refresh"}
        </Button>
      </div>

      {error ? <LoadError title="Failed to load dashboard data" message={error} onRetry={() => void refresh()} /> : null}

      <StatCards stats={stats} />

      <ClvCard clv={clv} />

      <div className="grid gap-6 lg:grid-cols-3">
        <RecentPicks picks={recent} className="lg:col-span-2" />
        <div className="flex flex-col gap-6">
          <QuickActions />
          {user.isPremium ? null : <UpgradeCard />}
        </div>
      </div>
    </div>
  );
}
