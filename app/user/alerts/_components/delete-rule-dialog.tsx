"use client";

import * as React from "react";
import { Trash2Icon } from "lucide-react";

import { BusyButton } from "@/components/forms/busy-button";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

/** Delete, after a confirmation that names the rule. */
export function DeleteRuleDialog({ name, onDelete }: { name: string; onDelete: () => Promise<string | null> }) {
  const [open, setOpen] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={`Delete ${name}`}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this alert rule?</DialogTitle>
          <DialogDescription>
            “{name}” stops alerting you at once. Notifications it already sent stay in your list.
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Keep it
            </Button>
          </DialogClose>
          <BusyButton
            type="button"
            variant="destructive"
            busy={busy}
            busyLabel="Deleting..."
            icon={Trash2Icon}
            onClick={async () => {
              setBusy(true);
              const failure = await onDelete();
              setBusy(false);
              if (failure) setError(failure);
              else setOpen(false);
            }}
          >
            Delete rule
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
