"use client";

import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { BrainCircuitIcon, PauseIcon, PlayIcon } from "lucide-react";
import { toast } from "sonner";

import { DataTable } from "@/components/admin/data-table";
import { formatUtcDate } from "@/lib/format/dates.rules";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import { formatCount } from "@/lib/format/numbers.rules";

import { percent } from "./model-figures";
import type { ModelRow } from "./types";

const STATUS_VARIANT: Record<ModelRow["status"], "default" | "secondary" | "destructive" | "outline"> = {
  ACTIVE: "default",
  TRAINING: "secondary",
  PAUSED: "outline",
  FAILED: "destructive",
  DRAFT: "outline",
};

/**
 * The Models tab: Train unless the model is TRAINING; the pause/resume toggle flips ACTIVE → PAUSED and
 * anything else → ACTIVE, and is disabled while TRAINING. The server refuses to activate a version whose
 * backtest does not beat the market consensus, and the toast says why (the override is in the Backtests section).
 */
export function ModelsTable({
  models,
  loading,
  onChanged,
}: {
  models: ModelRow[];
  loading: boolean;
  onChanged: () => void;
}) {
  const [busy, setBusy] = React.useState<string | null>(null);

  const train = React.useCallback(
    async (model: ModelRow) => {
      setBusy(model.id);
      const result = await apiFetch<{ message: string }>(`/admin/models/${model.id}/train`, { method: "POST" });
      setBusy(null);
      if (result.success) toast.success(result.data.message);
      else toast.error(result.error || "Failed to start model training");
      onChanged();
    },
    [onChanged],
  );

  const toggle = React.useCallback(
    async (model: ModelRow) => {
      const status = model.status === "ACTIVE" ? "PAUSED" : "ACTIVE";
      setBusy(model.id);
      const result = await apiFetch<ModelRow>(`/admin/models/${model.id}/status`, {
        method: "PATCH",
        body: { status },
      });
      setBusy(null);
      if (result.success) toast.success(`Model ${status === "ACTIVE" ? "active" : "paused"} successfully`);
      else toast.error(result.error || "Failed to update model status");
      onChanged();
    },
    [onChanged],
  );

  const columns = React.useMemo<ColumnDef<ModelRow, unknown>[]>(
    () => [
      {
        id: "name",
        header: "Model",
        cell: ({ row }) => (
          <div className="flex max-w-80 flex-col">
            <span className="font-medium">{row.original.name}</span>
            <span className="text-xs text-muted-foreground">
              {row.original.engine} · {row.original.version}
            </span>
          </div>
        ),
      },
      { id: "sport", header: "Sport", cell: ({ row }) => row.original.sport },
      { id: "type", header: "Type", cell: ({ row }) => <Badge variant="outline">{row.original.type}</Badge> },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) => (
          <Badge variant={STATUS_VARIANT[row.original.status]}>
            {row.original.status === "TRAINING" ? `TRAINING ${row.original.trainingProgress}%` : row.original.status}
          </Badge>
        ),
      },
      { id: "accuracy", header: "Accuracy", cell: ({ row }) => percent(row.original.accuracy) },
      { id: "f1Score", header: "F1", cell: ({ row }) => percent(row.original.f1Score) },
      { id: "predictions", header: "Predictions", cell: ({ row }) => formatCount(row.original.predictions) },
      { id: "lastTrained", header: "Last trained", cell: ({ row }) => formatUtcDate(row.original.lastTrained) },
      {
        id: "actions",
        header: "Actions",
        cell: ({ row }) => {
          const model = row.original;
          const training = model.status === "TRAINING";
          const active = model.status === "ACTIVE";
          return (
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={training || busy === model.id}
                onClick={() => train(model)}
                aria-label={`Train ${model.name}`}
              >
                <BrainCircuitIcon aria-hidden="true" />
                Train
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={training || busy === model.id}
                onClick={() => toggle(model)}
                aria-label={`${active ? "Pause" : "Resume"} ${model.name}`}
              >
                {active ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
                {active ? "Pause" : "Resume"}
              </Button>
            </div>
          );
        },
      },
    ],
    [busy, train, toggle],
  );

  return (
    <DataTable
      caption="ML models"
      columns={columns}
      data={models}
      getRowId={(row) => row.id}
      empty={loading ? "Loading models…" : "No models yet"}
    />
  );
}
