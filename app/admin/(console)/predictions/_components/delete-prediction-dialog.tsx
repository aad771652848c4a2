"use client";

import * as React from "react";
import { Trash2Icon } from "lucide-react";
import { toast } from "sonner";

import { BusyButton } from "@/components/forms/busy-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api/client";

import type { PredictionRow } from "./types";

/** Asks before DELETE /api/predictions/{id}; the server refuses started or settled predictions (they stay on the record). */
export function DeletePredictionDialog({ prediction, onClose, onDeleted }: { prediction: PredictionRow | null; onClose: () => void; onDeleted: () => void }) {
  const [busy, setBusy] = React.useState(false);

  async function confirm() {
    if (!prediction) return;
    setBusy(true);
    const result = await apiFetch(`/predictions/${prediction.id}`, { method: "DELETE" });
    setBusy(false);
    if (!result.success) {
      toast.error(result.error || "Failed to delete prediction");
      return;
    }
    toast.success("Prediction deleted successfully");
    onClose();
    onDeleted();
  }

  return (
    <Dialog open={prediction !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete prediction?</DialogTitle>
          <DialogDescription>
            {prediction ? `${prediction.homeTeam} vs ${prediction.awayTeam}: ${prediction.market}, ${prediction.pick}. ` : null}
            This cannot be undone. Predictions whose match has started stay on the track record; unpublish those instead.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <BusyButton type="button" variant="destructive" busy={busy} busyLabel="Deleting..." icon={Trash2Icon} onClick={confirm}>
            Delete
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
