"use client";

import * as React from "react";

import { StatCard } from "@/components/admin/stat-card";
import { useAdminList } from "@/components/admin/use-admin-list";
import { useConsoleCaller } from "@/components/admin/use-console-caller";
import { LoadError } from "@/components/member/load-error";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatCount } from "@/lib/format/numbers.rules";
import type { BacktestOverview } from "@/lib/models/backtest.service";

import { BacktestsSection } from "./backtests-section";
import { CreateModelDialog } from "./create-model-dialog";
import { modelStats, percent } from "./model-figures";
import { ModelsTable } from "./models-table";
import { PerformanceTab } from "./performance-tab";
import { TrainingTab } from "./training-tab";
import type { ModelRow } from "./types";

const EMPTY_QUERY = {};
/** While a model trains, its progress is re-read this often. */
const TRAINING_POLL_MS = 2000;

/**
 * Stat cards and the tabs of the models console (Models, the default; Training; Performance), and below them the
 * backtests against the market. Both are read from the admin API once the page has loaded.
 */
export function ModelsConsole() {
  const { data, error, loading, reload: reloadList } = useAdminList<ModelRow[]>("/admin/models", EMPTY_QUERY);
  const backtests = useAdminList<BacktestOverview[]>("/admin/models/backtests", EMPTY_QUERY);
  const { reload: reloadBacktests } = backtests;
  // Only a super admin is offered the override; the server decides (PATCH …/status).
  const canOverride = useConsoleCaller().isSuperAdmin;
  // A change here (training, a status) also changes the Backtests section below, and the reverse.
  const reload = React.useCallback(() => {
    reloadList();
    reloadBacktests();
  }, [reloadList, reloadBacktests]);
  const models = React.useMemo(() => data ?? [], [data]);
  const stats = data ? modelStats(models) : null;
  const anyTraining = models.some((model) => model.status === "TRAINING");

  // Live progress: poll the model rows until no fit is running.
  React.useEffect(() => {
    if (!anyTraining || loading) return;
    const timer = setTimeout(reload, TRAINING_POLL_MS);
    return () => clearTimeout(timer);
  }, [anyTraining, loading, reload]);

  return (
    <div className="flex flex-col gap-6">
      {error ? (
        <LoadError title="Failed to fetch ML models" message={error} onRetry={reload} />
      ) : (
        <section aria-label="Model statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label="Total Models"
            value={stats ? stats.total : "…"}
            hint={stats ? `${stats.active} active` : null}
          />
          <StatCard
            label="In Training"
            value={stats ? stats.training : "…"}
            hint={stats ? `${stats.failed} failed last time` : null}
          />
          <StatCard
            label="Average Accuracy"
            value={stats ? percent(stats.averageAccuracy) : "…"}
            hint={stats ? `out-of-sample, ${stats.measured} trained model${stats.measured === 1 ? "" : "s"}` : null}
          />
          <StatCard
            label="Predictions"
            value={stats ? formatCount(stats.predictions) : "…"}
            hint="Published by these models"
          />
        </section>
      )}

      <Tabs defaultValue="models">
        <TabsList>
          <TabsTrigger value="models">Models</TabsTrigger>
          <TabsTrigger value="training">Training</TabsTrigger>
          <TabsTrigger value="performance">Performance</TabsTrigger>
        </TabsList>
        <TabsContent value="models" className="flex flex-col gap-4 pt-4">
          <div>
            <CreateModelDialog onCreated={reload} />
          </div>
          <ModelsTable models={models} loading={loading && !data} onChanged={reload} />
        </TabsContent>
        <TabsContent value="training" className="pt-4">
          <TrainingTab models={models} loading={loading && !data} />
        </TabsContent>
        <TabsContent value="performance" className="pt-4">
          <PerformanceTab models={models} />
        </TabsContent>
      </Tabs>

      <div className="mt-4">
        <BacktestsSection
          backtests={backtests}
          canOverride={canOverride}
          onChanged={reload}
          onRetry={reloadBacktests}
        />
      </div>
    </div>
  );
}
