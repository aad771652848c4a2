"use client";

import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { PauseIcon, PlayIcon } from "lucide-react";
import { toast } from "sonner";

import { DataTable } from "@/components/admin/data-table";
import { formatUtcDate } from "@/lib/format/dates.rules";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import { formatCount } from "@/lib/format/numbers.rules";

import { DeleteAdUnitButton } from "./delete-ad-unit-button";
import type { AdUnitRow } from "./types";

const STATUS_VARIANT: Record<AdUnitRow["status"], "default" | "secondary" | "outline"> = {
  ACTIVE: "default",
  PAUSED: "secondary",
  DRAFT: "outline",
};

/** The Ad Units tab: every unit with its placement and status; the toggle flips ACTIVE ↔ PAUSED. */
export function AdUnitsTable({
  units,
  loading,
  onChanged,
}: {
  units: AdUnitRow[];
  loading: boolean;
  onChanged: () => void;
}) {
  const [busy, setBusy] = React.useState<string | null>(null);

  const toggle = React.useCallback(
    async (unit: AdUnitRow) => {
      // ACTIVE → PAUSED; any other state → ACTIVE.
      const status = unit.status === "ACTIVE" ? "PAUSED" : "ACTIVE";
      setBusy(unit.id);
      const result = await apiFetch<{ message: string }>(`/admin/ads/${unit.id}/status`, {
        method: "PATCH",
        body: { status },
      });
      setBusy(null);
      if (result.success) toast.success(result.data.message);
      else toast.error(result.error || "Failed to update ad status");
      onChanged();
    },
    [onChanged],
  );

  const columns = React.useMemo<ColumnDef<AdUnitRow, unknown>[]>(
    () => [
      {
        id: "name",
        header: "Name",
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-medium">{row.original.name}</span>
            <span className="text-xs text-muted-foreground">
              {row.original.slotId ? `Slot ${row.original.slotId}` : "No slot id (network chooses)"}
            </span>
          </div>
        ),
      },
      { id: "type", header: "Type", cell: ({ row }) => <Badge variant="outline">{row.original.type}</Badge> },
      {
        id: "position",
        header: "Position",
        cell: ({ row }) => (
          <span className="flex flex-col">
            {row.original.position}
            {row.original.serving ? <span className="text-xs text-muted-foreground">Shown in this slot</span> : null}
          </span>
        ),
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) => <Badge variant={STATUS_VARIANT[row.original.status]}>{row.original.status}</Badge>,
      },
      { id: "impressions", header: "Impressions", cell: ({ row }) => formatCount(row.original.impressions) },
      { id: "ctr", header: "CTR", cell: ({ row }) => `${row.original.ctr.toFixed(2)}%` },
      { id: "createdAt", header: "Created", cell: ({ row }) => formatUtcDate(row.original.createdAt) },
      {
        id: "actions",
        header: "Actions",
        cell: ({ row }) => {
          const unit = row.original;
          const active = unit.status === "ACTIVE";
          return (
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={busy === unit.id}
                onClick={() => toggle(unit)}
                aria-label={`${active ? "Pause" : "Activate"} ${unit.name}`}
              >
                {active ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
                {active ? "Pause" : "Activate"}
              </Button>
              <DeleteAdUnitButton unit={unit} onDeleted={onChanged} />
            </div>
          );
        },
      },
    ],
    [busy, toggle, onChanged],
  );

  return (
    <DataTable
      caption="Ad units"
      columns={columns}
      data={units}
      getRowId={(row) => row.id}
      empty={loading ? "Loading ad units…" : "No ad units yet"}
    />
  );
}
