"use client";

import * as React from "react";

import { StatCard } from "@/components/admin/stat-card";
import { useAdminList } from "@/components/admin/use-admin-list";
import { LoadError } from "@/components/member/load-error";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatCount } from "@/lib/format/numbers.rules";
import { formatUsd } from "@/lib/format/money.rules";

import { AdAnalytics } from "./ad-analytics";
import { AdSenseSettingsForm } from "./adsense-settings-form";
import { AdUnitsTable } from "./ad-units-table";
import { CreateAdUnitDialog } from "./create-ad-unit-dialog";
import type { AdsAnswer } from "./types";

const EMPTY_QUERY = {};

/** Stat cards and the three tabs of the ad console: Ad Units (default), AdSense Settings, Analytics. */
export function AdsConsole() {
  const { data, error, loading, reload } = useAdminList<AdsAnswer>("/admin/ads", EMPTY_QUERY);
  const stats = data?.stats;

  return (
    <div className="flex flex-col gap-6">
      {error ? (
        <LoadError title="Failed to fetch ad units" message={error} onRetry={reload} />
      ) : (
        <section aria-label="Ad statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label="Active Units"
            value={stats ? formatCount(stats.activeUnits) : "…"}
            hint={stats ? `of ${formatCount(stats.totalUnits)} units, ${formatCount(stats.pausedUnits)} paused` : null}
          />
          <StatCard
            label="Impressions"
            value={stats ? formatCount(stats.impressions) : "…"}
            hint="Recorded by the ad slots"
          />
          <StatCard
            label="Clicks"
            value={stats ? formatCount(stats.clicks) : "…"}
            hint={stats ? `CTR ${stats.ctr.toFixed(2)}%` : null}
          />
          <StatCard
            label="Revenue"
            value={stats ? formatUsd(stats.revenue) : "…"}
            hint="From imported network reports"
          />
        </section>
      )}

      <Tabs defaultValue="units">
        <TabsList>
          <TabsTrigger value="units">Ad Units</TabsTrigger>
          <TabsTrigger value="settings">AdSense Settings</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="units" className="flex flex-col gap-4 pt-4">
          <div>
            <CreateAdUnitDialog onCreated={reload} />
          </div>
          <AdUnitsTable units={data?.units ?? []} loading={loading && !data} onChanged={reload} />
        </TabsContent>
        <TabsContent value="settings" className="pt-4">
          <AdSenseSettingsForm />
        </TabsContent>
        <TabsContent value="analytics" className="pt-4">
          <AdAnalytics units={data?.units ?? []} loading={loading && !data} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
