"use client";

import * as React from "react";
import { Trash2Icon } from "lucide-react";
import { toast } from "sonner";

import { ConfirmDialog } from "@/components/admin/admin-dialog";
import { apiFetch } from "@/lib/api/client";
import { formatCount } from "@/lib/format/numbers.rules";

import type { AdUnitRow } from "./types";

/** Delete with a confirmation step: the unit and its recorded impressions and clicks are removed. */
export function DeleteAdUnitButton({ unit, onDeleted }: { unit: AdUnitRow; onDeleted: () => void }) {
  const [open, setOpen] = React.useState(false);

  async function remove() {
    const result = await apiFetch<null>(`/admin/ads/${unit.id}`, { method: "DELETE" });
    if (!result.success) {
      toast.error(result.error || "Failed to delete ad unit");
      return false;
    }
    toast.success("Ad unit deleted successfully");
    onDeleted();
    return true;
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{
        label: "Delete",
        icon: Trash2Icon,
        variant: "outline",
        size: "sm",
        ariaLabel: `Delete ${unit.name}`,
      }}
      title="Delete ad unit?"
      description={
        <>
          “{unit.name}” and its {formatCount(unit.impressions)} recorded impressions and {formatCount(unit.clicks)}{" "}
          clicks will be removed. This cannot be undone.
        </>
      }
      cancelLabel="Keep it"
      action={{ label: "Delete ad unit", busyLabel: "Deleting...", icon: Trash2Icon }}
      onConfirm={remove}
    />
  );
}
