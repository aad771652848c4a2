"use client";

import * as React from "react";
import { RotateCwIcon } from "lucide-react";

import { LoadError } from "@/components/member/load-error";
import { PauseNotice, UnlessPaused } from "@/components/play/pause-notice";
import { TrialBadge } from "@/components/growth/trial-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useMemberData } from "@/components/member/use-member-data";
import type { DashboardDto } from "@/lib/members/dashboard.service";
import type { StakeSuggestion } from "@/lib/bets/stake-suggestion.rules";

import { DashboardSkeleton } from "./dashboard-skeleton";

import { ClvCard } from "./clv-card";
import { QuickActions } from "./quick-actions";
import { RecentPicks } from "./recent-picks";
import { StatCards } from "./stat-cards";
import { UpgradeCard } from "./upgrade-card";

/**
 * The member's dashboard, read from GET /api/user/dashboard once the page has loaded (the page itself is a
 * static shell); Refresh reads it again and keeps the last good figures on screen if that fails.
 */
export function DashboardView() {
  // The API adds the recent picks' stake suggestions by pick id (app/api/user/dashboard/route.ts).
  const { state, reload, reloading } = useMemberData<
    DashboardDto & { stakeSuggestions?: Record<string, StakeSuggestion> }
  >("/user/dashboard");
  const refresh = () => void reload();
  const data = state.data;
  if (!data) {
    return state.status === "error" ? (
      <LoadError title="Failed to load dashboard data" message={state.error} onRetry={refresh} />
    ) : (
      <DashboardSkeleton />
    );
  }
  const error = state.status === "error" ? state.error : null;
  const refreshing = reloading;

  const { user, stats, recent, clv, stakeSuggestions } = data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-2 text-xl font-semibold" data-testid="welcome-line">
          Welcome back, {user.fullName}
          <Badge
            variant={user.isPremium ? "brand" : "secondary"}
            aria-label={`Subscription tier: ${user.subscriptionTier}`}
          >
            {user.subscriptionTier}
          </Badge>
          <TrialBadge subscriptionTier={user.subscriptionTier} />
        </p>
        <Button type="button" variant="outline" size="sm" onClick={refresh} disabled={refreshing}>
          <RotateCwIcon aria-hidden="true" className={refreshing ? "animate-spin" : undefined} />
          {refreshing ? "Refreshing..." : "Refresh"}
        </Button>
      </div>

      {error ? <LoadError title="Failed to load dashboard data" message={error} onRetry={refresh} /> : null}

      <PauseNotice />

      <StatCards stats={stats} />

      <ClvCard clv={clv} />

      <div className="grid gap-6 lg:grid-cols-3">
        <RecentPicks picks={recent} stakeSuggestions={stakeSuggestions} className="lg:col-span-2" />
        <div className="flex flex-col gap-6">
          <QuickActions />
          {user.isPremium ? null : (
            <UnlessPaused>
              <UpgradeCard />
            </UnlessPaused>
          )}
        </div>
      </div>
    </div>
  );
}
