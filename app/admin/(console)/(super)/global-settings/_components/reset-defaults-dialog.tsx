"use client";

import * as React from "react";
import { RotateCcwIcon } from "lucide-react";

import { ConfirmDialog } from "@/components/admin/admin-dialog";

/** Reset to Defaults, behind a confirmation: it rewrites every non-secret setting at once. */
export function ResetDefaultsDialog({ busy, onConfirm }: { busy: boolean; onConfirm: () => Promise<boolean> }) {
  const [open, setOpen] = React.useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{ label: "Reset to Defaults", icon: RotateCcwIcon, variant: "outline", disabled: busy }}
      title="Reset all settings to their defaults?"
      description={
        <>
          Every setting except secret ones (API keys) goes back to its default value, and unsaved edits are discarded.
          The change is recorded in the audit log.
        </>
      }
      action={{ label: "Reset settings", busyLabel: "Resetting…", icon: RotateCcwIcon }}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
