"use client";

import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { toast } from "sonner";

import { AdminList } from "@/components/admin/admin-list";
import { useAdminListState } from "@/components/admin/admin-list-state";
import { CURSOR_PAGING } from "@/components/admin/cursor-pager";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { apiFetch } from "@/lib/api/client";
import { PREDICTION_STATUSES } from "@/lib/predictions/predictions.input";
import { formatLocalDateTime } from "@/lib/format/dates.rules";

import { DeletePredictionDialog } from "./delete-prediction-dialog";
import { GeneratePredictionsDialog } from "./generate-predictions-dialog";
import { PredictionFormDialog } from "./prediction-form-dialog";
import type { PredictionListAnswer, PredictionReference, PredictionRow } from "./types";

const STATUS_VARIANT: Record<PredictionRow["status"], "default" | "secondary" | "destructive" | "outline"> = {
  PENDING: "secondary",
  WIN: "default",
  LOSS: "destructive",
  VOID: "outline",
};

type Editing = { mode: "create" } | { mode: "edit"; row: PredictionRow } | null;

/** Search, sport and status filters, the server-paged prediction table with the premium toggle, and the dialogs. */
export function PredictionsConsole({ reference }: { reference: PredictionReference }) {
  const list = useAdminListState<PredictionListAnswer, PredictionRow>({
    path: "/admin/predictions",
    paging: CURSOR_PAGING,
    rows: (answer) => answer.predictions,
    search: { id: "prediction-search", label: "Search predictions", placeholder: "Team, pick or market" },
    filters: [
      {
        name: "sport",
        id: "prediction-sport",
        label: "Sport",
        allLabel: "All sports",
        options: reference.sports.map((option) => ({ value: option.id, label: option.name })),
      },
      {
        name: "status",
        id: "prediction-status",
        label: "Status",
        allLabel: "All statuses",
        options: PREDICTION_STATUSES,
      },
    ],
  });
  const { reload } = list;
  const [editing, setEditing] = React.useState<Editing>(null);
  const [deleting, setDeleting] = React.useState<PredictionRow | null>(null);
  // Premium flags the admin just set, shown until the reloaded page confirms them.
  const [premiumOverrides, setPremiumOverrides] = React.useState<Record<string, boolean>>({});
  const [toggling, setToggling] = React.useState<string | null>(null);

  const togglePremium = React.useCallback(
    async (row: PredictionRow, isPremium: boolean) => {
      setToggling(row.id);
      setPremiumOverrides((current) => ({ ...current, [row.id]: isPremium }));
      const result = await apiFetch(`/predictions/${row.id}`, { method: "PUT", body: { isPremium } });
      setToggling(null);
      if (result.success) toast.success(isPremium ? "Prediction marked as premium" : "Prediction marked as free");
      else {
        setPremiumOverrides((current) => ({ ...current, [row.id]: row.isPremium }));
        toast.error(result.error || "Failed to update prediction");
      }
      reload();
    },
    [reload],
  );

  const columns = React.useMemo<ColumnDef<PredictionRow, unknown>[]>(
    () => [
      {
        id: "match",
        header: "Match",
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-medium">
              {row.original.homeTeam} vs {row.original.awayTeam}
            </span>
            <span className="text-xs text-muted-foreground">
              {row.original.sportName} · {row.original.leagueName} · {formatLocalDateTime(row.original.matchDate)}
            </span>
          </div>
        ),
      },
      { id: "market", header: "Market", cell: ({ row }) => row.original.market },
      {
        id: "pick",
        header: "Pick",
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span>{row.original.pick}</span>
            <span className="text-xs text-muted-foreground">
              {row.original.source === "MODEL" ? "AI" : "Manual"}
              {row.original.isPublished ? "" : " · unpublished"}
            </span>
          </div>
        ),
      },
      { id: "confidence", header: "Confidence", cell: ({ row }) => `${Math.round(row.original.confidence)}%` },
      { id: "odds", header: "Odds", cell: ({ row }) => row.original.decimalOdds.toFixed(2) },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) => <Badge variant={STATUS_VARIANT[row.original.status]}>{row.original.status}</Badge>,
      },
      {
        id: "isPremium",
        header: "Premium",
        cell: ({ row }) => (
          <Switch
            checked={premiumOverrides[row.original.id] ?? row.original.isPremium}
            disabled={toggling === row.original.id}
            onCheckedChange={(checked) => togglePremium(row.original, checked)}
            aria-label={`Premium: ${row.original.homeTeam} vs ${row.original.awayTeam}, ${row.original.pick}`}
          />
        ),
      },
      {
        id: "actions",
        header: "Actions",
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setEditing({ mode: "edit", row: row.original })}
              aria-label={`Edit ${row.original.homeTeam} vs ${row.original.awayTeam}, ${row.original.pick}`}
            >
              <PencilIcon aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setDeleting(row.original)}
              aria-label={`Delete ${row.original.homeTeam} vs ${row.original.awayTeam}, ${row.original.pick}`}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        ),
      },
    ],
    [premiumOverrides, toggling, togglePremium],
  );

  const afterWrite = () => {
    setPremiumOverrides({});
    reload();
  };
  // A deleted prediction may have been the only row of a later page: step back rather than show an empty page.
  const afterDelete = () => {
    setPremiumOverrides({});
    list.reloadAfterRemoval();
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={() => setEditing({ mode: "create" })}>
          <PlusIcon aria-hidden="true" />
          Create Prediction
        </Button>
        <GeneratePredictionsDialog onGenerated={afterWrite} />
      </div>

      <AdminList
        list={list}
        caption="Predictions"
        noun="prediction"
        columns={columns}
        errorTitle="Failed to load predictions"
      />

      <PredictionFormDialog
        editing={editing}
        reference={reference}
        onClose={() => setEditing(null)}
        onSaved={afterWrite}
      />
      <DeletePredictionDialog prediction={deleting} onClose={() => setDeleting(null)} onDeleted={afterDelete} />
    </div>
  );
}
