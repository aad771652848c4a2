"use client";

import * as React from "react";
import { Trash2Icon } from "lucide-react";
import { toast } from "sonner";

import { BusyButton } from "@/components/forms/busy-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api/client";
import { formatCount } from "@/lib/format/numbers.rules";

import type { AdUnitRow } from "./types";

/** Delete with a confirmation step: the unit and its recorded impressions and clicks are removed. */
export function DeleteAdUnitButton({ unit, onDeleted }: { unit: AdUnitRow; onDeleted: () => void }) {
  const [open, setOpen] = React.useState(false);
  const [busy, setBusy] = React.useState(false);

  async function remove() {
    setBusy(true);
    const result = await apiFetch<null>(`/admin/ads/${unit.id}`, { method: "DELETE" });
    setBusy(false);
    if (!result.success) {
      toast.error(result.error || "Failed to delete ad unit");
      return;
    }
    toast.success("Ad unit deleted successfully");
    setOpen(false);
    onDeleted();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={`Delete ${unit.name}`}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete ad unit?</DialogTitle>
          <DialogDescription>
            “{unit.name}” and its {formatCount(unit.impressions)} recorded impressions and {formatCount(unit.clicks)} clicks will be removed. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Keep it
            </Button>
          </DialogClose>
          <BusyButton type="button" variant="destructive" busy={busy} busyLabel="Deleting..." icon={Trash2Icon} onClick={remove}>
            Delete ad unit
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
