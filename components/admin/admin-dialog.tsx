"use client";

import * as React from "react";
import type { LucideIcon } from "lucide-react";

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

// The scaffolding every admin console dialog shares: the button that opens it, the title and description, and
// either a form whose submit button turns busy while it posts, or a confirmation whose action does. What the
// dialog sends, and what it says when that fails, stays with each dialog.

type ButtonVariant = React.ComponentProps<typeof Button>["variant"];

/** The button that opens a dialog from the page. */
interface DialogTriggerSpec {
  label: React.ReactNode;
  icon?: LucideIcon;
  variant?: ButtonVariant;
  size?: React.ComponentProps<typeof Button>["size"];
  /** The accessible name when the label alone is ambiguous (one button per table row). */
  ariaLabel?: string;
  disabled?: boolean;
}

/** A busy button: its idle label and icon, and the label it shows while its action runs. */
interface BusyActionSpec {
  label: React.ReactNode;
  busyLabel: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
  disabled?: boolean;
}

export interface AdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Left out when the page opens the dialog itself (a row's Edit or Delete). */
  trigger?: DialogTriggerSpec;
  title: React.ReactNode;
  description: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}

export function AdminDialog(props: AdminDialogProps) {
  const { open, onOpenChange, trigger, title, description, className, children } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? (
        <DialogTrigger asChild>
          <Button
            type="button"
            variant={trigger.variant}
            size={trigger.size}
            aria-label={trigger.ariaLabel}
            disabled={trigger.disabled}
          >
            {trigger.icon ? <trigger.icon aria-hidden="true" /> : null}
            {trigger.label}
          </Button>
        </DialogTrigger>
      ) : null}
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

export interface DialogFormProps {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** The submit button, busy while the form posts. */
  submit: BusyActionSpec & { busy: boolean };
  ariaLabel?: string;
  /** The fields' layout; a column by default. */
  className?: string;
  footerClassName?: string;
  children: React.ReactNode;
}

/** A dialog's form: its fields, then the submit button in the footer. Validation shows next to each field. */
export function DialogForm({ onSubmit, submit, ariaLabel, className, footerClassName, children }: DialogFormProps) {
  return (
    <form noValidate aria-label={ariaLabel} className={className ?? "flex flex-col gap-4"} onSubmit={onSubmit}>
      {children}
      <DialogFooter className={footerClassName}>
        <BusyButton
          type="submit"
          variant={submit.variant}
          busy={submit.busy}
          busyLabel={submit.busyLabel}
          icon={submit.icon}
          disabled={submit.disabled}
        >
          {submit.label}
        </BusyButton>
      </DialogFooter>
    </form>
  );
}

export interface ConfirmDialogProps extends Omit<AdminDialogProps, "children" | "className"> {
  /** The action asked for; destructive unless said otherwise. */
  action: BusyActionSpec;
  /**
   * Runs the action. The dialog closes when it answers true; a dialog the page opened closes through the
   * page instead (it answers nothing and clears what it was opened for).
   */
  onConfirm: () => Promise<boolean | void>;
  /** The label of the button that closes the dialog without acting. */
  cancelLabel?: string;
  /** Set when the page runs the action and knows when it is busy. */
  busy?: boolean;
  /** While the action runs, the dialog cannot be closed (Cancel, Escape and the close button do nothing). */
  holdWhileBusy?: boolean;
}

/** A question before an action that cannot be undone: Cancel, or the action with its busy state. */
export function ConfirmDialog({
  action,
  onConfirm,
  cancelLabel = "Cancel",
  busy: pageBusy = false,
  holdWhileBusy = false,
  onOpenChange,
  ...dialog
}: ConfirmDialogProps) {
  const [running, setRunning] = React.useState(false);
  const busy = running || pageBusy;

  async function confirm() {
    setRunning(true);
    let done: boolean | void;
    try {
      done = await onConfirm();
    } finally {
      setRunning(false);
    }
    if (done) onOpenChange(false);
  }

  return (
    <AdminDialog {...dialog} onOpenChange={(open) => (!open && holdWhileBusy && busy ? undefined : onOpenChange(open))}>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={holdWhileBusy ? busy : undefined}>
            {cancelLabel}
          </Button>
        </DialogClose>
        <BusyButton
          type="button"
          variant={action.variant ?? "destructive"}
          busy={busy}
          busyLabel={action.busyLabel}
          icon={action.icon}
          disabled={action.disabled}
          onClick={() => void confirm()}
        >
          {action.label}
        </BusyButton>
      </DialogFooter>
    </AdminDialog>
  );
}
