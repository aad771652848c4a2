"use client";

import * as React from "react";
import { FlaskConicalIcon, PlayIcon, RefreshCwIcon, RocketIcon, SquareIcon } from "lucide-react";
import { toast } from "sonner";

import { StatCard } from "@/components/admin/stat-card";
import { BusyButton } from "@/components/forms/busy-button";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { apiFetch } from "@/lib/api/client";
import { formatBrowserDateTime } from "@/lib/format/dates.rules";

import { AlertsSection } from "./alerts-section";
import { AutomationConfigForm } from "./automation-config-form";
import { AutomationLogs } from "./automation-logs";
import type { AutomationMetrics, AutomationStatus, TestAnswer } from "./automation-types";
import { ProviderHealthList } from "./provider-health";

// The automation panel: status cards, Start/Stop, Execute Pipeline, Test System, Refresh, the data providers, the
// alerts (figures and a test alert to yourself), and the Configuration / Metrics / Logs tabs. Status is polled
// every 30 s; metrics reload 5 s after a pipeline start; Refresh reloads the alert figures too. Status and metrics
// load failures are only logged.

const STATUS_POLL_MS = 30_000;
const METRICS_DELAY_MS = 5_000;
/** What the panel's Execute Pipeline sends. */
const PIPELINE_SCOPE = { sport: "football", league: "nfl" } as const;

type Action = "toggle" | "pipeline" | "test" | "refresh";

async function fetchStatus(): Promise<AutomationStatus | null> {
  const result = await apiFetch<AutomationStatus>("/automation/status");
  if (!result.success) console.error("Failed to load automation status:", result.error);
  return result.success ? result.data : null;
}

async function fetchMetrics(): Promise<AutomationMetrics["metrics"] | null> {
  const result = await apiFetch<AutomationMetrics>("/automation/metrics", { query: { timeframe: "24h" } });
  if (!result.success) console.error("Failed to load automation metrics:", result.error);
  return result.success ? result.data.metrics : null;
}

export function AutomationPanel() {
  const [status, setStatus] = React.useState<AutomationStatus | null>(null);
  const [metrics, setMetrics] = React.useState<AutomationMetrics["metrics"] | null>(null);
  const [busy, setBusy] = React.useState<Action | null>(null);
  const [logsKey, setLogsKey] = React.useState(0);
  const [alertsKey, setAlertsKey] = React.useState(0);

  const loadStatus = React.useCallback(
    () =>
      fetchStatus().then((data) => {
        if (data) setStatus(data);
      }),
    [],
  );
  const loadMetrics = React.useCallback(
    () =>
      fetchMetrics().then((data) => {
        if (data) setMetrics(data);
      }),
    [],
  );

  React.useEffect(() => {
    void loadStatus();
    void loadMetrics();
    const poll = setInterval(() => void loadStatus(), STATUS_POLL_MS);
    return () => clearInterval(poll);
  }, [loadStatus, loadMetrics]);

  // Timers the panel starts after a pipeline run; cleared when the panel goes away.
  const timers = React.useRef<ReturnType<typeof setTimeout>[]>([]);
  React.useEffect(() => () => timers.current.forEach(clearTimeout), []);

  async function act(action: Action, body: () => Promise<void>) {
    setBusy(action);
    try {
      await body();
    } finally {
      setBusy(null);
    }
  }

  const running = status?.scheduler.isRunning ?? false;

  const toggle = () =>
    act("toggle", async () => {
      const result = await apiFetch(running ? "/automation/stop" : "/automation/start", { method: "POST" });
      if (running) {
        if (result.success) toast.success("Automation system stopped successfully");
        else toast.error("Failed to stop automation system", { description: result.error });
      } else if (result.success) toast.success("Automation system started successfully");
      else toast.error("Failed to start automation system", { description: result.error });
      await loadStatus();
    });

  const executePipeline = () =>
    act("pipeline", async () => {
      const result = await apiFetch<{ runId: string }>("/automation/execute-pipeline", {
        method: "POST",
        body: PIPELINE_SCOPE,
      });
      if (!result.success) {
        toast.error("Failed to execute pipeline", { description: result.error });
        return;
      }
      toast.success("Pipeline execution started");
      setLogsKey((key) => key + 1);
      timers.current.push(
        setTimeout(() => {
          void loadMetrics();
          void loadStatus();
          setLogsKey((key) => key + 1);
        }, METRICS_DELAY_MS),
      );
    });

  const testSystem = () =>
    act("test", async () => {
      const result = await apiFetch<TestAnswer>("/automation/test", { method: "POST", body: { component: "all" } });
      if (!result.success) {
        toast.error("Failed to test automation system", { description: result.error });
        return;
      }
      const { status: overall, passedTests, totalTests } = result.data.overall;
      const message = `System test completed: ${passedTests}/${totalTests} tests passed`;
      if (overall === "passed") toast.success(message);
      else toast.warning(message);
    });

  const refresh = () =>
    act("refresh", async () => {
      setAlertsKey((key) => key + 1);
      await Promise.all([loadStatus(), loadMetrics()]);
    });

  return (
    <Card role="region" aria-label="Automation panel">
      <CardHeader>
        <CardTitle>Automation</CardTitle>
        <CardDescription>
          The scheduled pipeline: scrape, process, generate predictions and settle results.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label="Scheduler"
            value={
              status ? (
                <Badge variant={running ? "default" : "secondary"}>{running ? "Running" : "Stopped"}</Badge>
              ) : (
                "—"
              )
            }
            hint={
              status?.scheduler.nextRunAt && running
                ? `Next run ${formatBrowserDateTime(status.scheduler.nextRunAt)}`
                : undefined
            }
          />
          <StatCard label="Recent Jobs" value={status ? status.pipeline.recentJobs : "—"} hint="Last 24 hours" />
          <StatCard
            label="Predictions Generated"
            value={status ? status.pipeline.recentPredictions : "—"}
            hint="By the pipeline, last 24 hours"
          />
          <StatCard
            label="Success Rate"
            value={metrics ? (metrics.successRate === null ? "—" : `${metrics.successRate.toFixed(1)}%`) : "—"}
            hint={
              metrics
                ? `${metrics.succeededJobs} of ${metrics.finishedJobs} finished jobs succeeded, last 24 hours`
                : "Finished jobs, last 24 hours"
            }
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <BusyButton
            type="button"
            variant={running ? "destructive" : "default"}
            icon={running ? SquareIcon : PlayIcon}
            busy={busy === "toggle"}
            busyLabel={running ? "Stopping..." : "Starting..."}
            disabled={busy !== null || !status}
            onClick={() => void toggle()}
          >
            {running ? "Stop Automation" : "Start Automation"}
          </BusyButton>
          <BusyButton
            type="button"
            icon={RocketIcon}
            busy={busy === "pipeline"}
            busyLabel="Starting pipeline..."
            disabled={busy !== null}
            onClick={() => void executePipeline()}
          >
            Execute Pipeline
          </BusyButton>
          <BusyButton
            type="button"
            variant="outline"
            icon={FlaskConicalIcon}
            busy={busy === "test"}
            busyLabel="Testing..."
            disabled={busy !== null}
            onClick={() => void testSystem()}
          >
            Test System
          </BusyButton>
          <BusyButton
            type="button"
            variant="outline"
            icon={RefreshCwIcon}
            busy={busy === "refresh"}
            busyLabel="Refreshing..."
            disabled={busy !== null}
            onClick={() => void refresh()}
          >
            Refresh
          </BusyButton>
        </div>
        <section aria-labelledby="automation-providers-heading" className="flex flex-col gap-2">
          <h3 id="automation-providers-heading" className="text-sm font-medium">
            Data providers
          </h3>
          {status ? (
            <ProviderHealthList providers={status.providers} />
          ) : (
            <p className="text-sm text-muted-foreground">—</p>
          )}
        </section>
        <AlertsSection refreshKey={alertsKey} />
        <Tabs defaultValue="config">
          <TabsList>
            <TabsTrigger value="config">Configuration</TabsTrigger>
            <TabsTrigger value="metrics">Metrics</TabsTrigger>
            <TabsTrigger value="logs">Logs</TabsTrigger>
          </TabsList>
          <TabsContent value="config" className="pt-4">
            <AutomationConfigForm onSaved={() => void loadStatus()} />
          </TabsContent>
          <TabsContent value="metrics" className="pt-4">
            <div className="grid gap-4 sm:grid-cols-3">
              <StatCard
                label="Total Jobs (24h)"
                value={metrics ? metrics.totalJobs : "—"}
                hint={
                  metrics
                    ? `${metrics.succeededJobs} succeeded, ${metrics.partialJobs} partial, ${metrics.failedJobs} failed`
                    : undefined
                }
              />
              <StatCard label="Matches Processed" value={metrics ? metrics.totalMatches : "—"} />
              <StatCard label="Predictions Generated (24h)" value={metrics ? metrics.totalPredictions : "—"} />
            </div>
          </TabsContent>
          <TabsContent value="logs" className="pt-4">
            <AutomationLogs refreshKey={logsKey} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
