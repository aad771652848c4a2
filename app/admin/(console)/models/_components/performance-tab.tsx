"use client";

import * as React from "react";

import { formatUtcDate } from "@/lib/format/dates.rules";
import { NativeSelect } from "@/components/admin/native-select";
import { useAdminList } from "@/components/admin/use-admin-list";
import { LoadError } from "@/components/member/load-error";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

import { percent, performancePoints } from "./model-figures";
import { PerformanceCharts } from "./performance-charts";
import type { ModelRow, RunsAnswer } from "./types";

const EMPTY_QUERY = {};

/** The Performance tab: one model's backtest metrics over its training runs, as line charts and a run list. */
export function PerformanceTab({ models }: { models: ModelRow[] }) {
  const id = React.useId();
  const [chosen, setChosen] = React.useState<string | null>(null);
  // Until the admin picks one, show the most recently trained model.
  const fallback =
    [...models].filter((model) => model.lastTrained).sort((a, b) => b.lastTrained!.localeCompare(a.lastTrained!))[0] ??
    models[0];
  const modelId = chosen ?? fallback?.id ?? null;

  if (!modelId) return <p className="text-sm text-muted-foreground">No models yet.</p>;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex max-w-md flex-col gap-2">
        <Label htmlFor={`${id}-model`}>Model</Label>
        <NativeSelect id={`${id}-model`} value={modelId} onChange={(event) => setChosen(event.target.value)}>
          {models.map((model) => (
            <option key={model.id} value={model.id}>
              {model.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ModelRuns key={modelId} modelId={modelId} />
    </div>
  );
}

function ModelRuns({ modelId }: { modelId: string }) {
  const { data, error, reload } = useAdminList<RunsAnswer>(
    `/admin/models/${encodeURIComponent(modelId)}/runs`,
    EMPTY_QUERY,
  );
  if (error) return <LoadError title="Failed to load training runs" message={error} onRetry={reload} />;
  if (!data) return <p className="text-sm text-muted-foreground">Loading training runs…</p>;
  const points = performancePoints(data.runs);
  return (
    <div className="flex flex-col gap-6">
      {points.length === 0 ? (
        <p className="text-sm text-muted-foreground">No successful training run yet: train the model to measure it.</p>
      ) : (
        <PerformanceCharts points={points} />
      )}
      {data.runs.length > 0 ? (
        <div className="rounded-lg border">
          <Table aria-label="Training runs">
            <TableHeader>
              <TableRow>
                <TableHead>Started</TableHead>
                <TableHead>Version</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Scored matches</TableHead>
                <TableHead className="text-right">Accuracy</TableHead>
                <TableHead className="text-right">Log loss</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {[...data.runs].reverse().map((run) => (
                <TableRow key={run.id}>
                  <TableCell>{formatUtcDate(run.startedAt ?? run.createdAt)}</TableCell>
                  <TableCell>{run.version}</TableCell>
                  <TableCell>
                    {run.status}
                    {run.status === "running" ? ` ${run.progress}%` : ""}
                    {run.error ? (
                      <span className="block max-w-96 text-xs text-muted-foreground">{run.error}</span>
                    ) : null}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{run.metrics.scoredMatches ?? "—"}</TableCell>
                  <TableCell className="text-right tabular-nums">{percent(run.metrics.accuracy)}</TableCell>
                  <TableCell className="text-right tabular-nums">{run.metrics.logLoss?.toFixed(4) ?? "—"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </div>
  );
}
