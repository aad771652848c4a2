import type { ComponentProps, ReactNode } from "react";
import { Loader2Icon, type LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

export interface BusyButtonProps extends Omit<ComponentProps<typeof Button>, "children" | "asChild"> {
  /** While true the button is disabled and shows a spinner with `busyLabel`. */
  busy: boolean;
  busyLabel: string;
  /** Shown before the label when the button is idle. */
  icon: LucideIcon;
  /** The idle label. */
  children: ReactNode;
}

/** A button that swaps its icon and label for a spinner and `busyLabel` while its action runs. */
export function BusyButton({ busy, busyLabel, icon: Icon, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button disabled={busy || disabled} {...props}>
      {busy ? (
        <>
          <Loader2Icon aria-hidden="true" className="animate-spin" />
          {busyLabel}
        </>
      ) : (
        <>
          <Icon aria-hidden="true" />
          {children}
        </>
      )}
    </Button>
  );
}
