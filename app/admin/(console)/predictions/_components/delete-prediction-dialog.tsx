"use client";

import { Trash2Icon } from "lucide-react";
import { toast } from "sonner";

import { ConfirmDialog } from "@/components/admin/admin-dialog";
import { apiFetch } from "@/lib/api/client";

import type { PredictionRow } from "./types";

/**
 * Asks before DELETE /api/predictions/{id}; the server refuses started or settled predictions (they stay on the
 * record).
 */
export function DeletePredictionDialog({
  prediction,
  onClose,
  onDeleted,
}: {
  prediction: PredictionRow | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  async function confirm() {
    if (!prediction) return;
    const result = await apiFetch(`/predictions/${prediction.id}`, { method: "DELETE" });
    if (!result.success) {
      toast.error(result.error || "Failed to delete prediction");
      return;
    }
    toast.success("Prediction deleted successfully");
    onClose();
    onDeleted();
  }

  return (
    <ConfirmDialog
      open={prediction !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete prediction?"
      description={
        <>
          {prediction
            ? `${prediction.homeTeam} vs ${prediction.awayTeam}: ${prediction.market}, ${prediction.pick}. `
            : null}
          This cannot be undone. Predictions whose match has started stay on the track record; unpublish those instead.
        </>
      }
      action={{ label: "Delete", busyLabel: "Deleting...", icon: Trash2Icon }}
      onConfirm={confirm}
    />
  );
}
