"use client";

import * as React from "react";
import { RotateCcwIcon } from "lucide-react";

import { BusyButton } from "@/components/forms/busy-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

/** Reset to Defaults, behind a confirmation: it rewrites every non-secret setting at once. */
export function ResetDefaultsDialog({ busy, onConfirm }: { busy: boolean; onConfirm: () => Promise<boolean> }) {
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" disabled={busy}>
          <RotateCcwIcon aria-hidden="true" />
          Reset to Defaults
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset all settings to their defaults?</DialogTitle>
          <DialogDescription>
            Every setting except secret ones (API keys) goes back to its default value, and unsaved edits are discarded. The change is recorded in
            the audit log.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <BusyButton
            type="button"
            variant="destructive"
            busy={busy}
            busyLabel="Resetting…"
            icon={RotateCcwIcon}
            onClick={async () => {
              if (await onConfirm()) setOpen(false);
            }}
          >
            Reset settings
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
