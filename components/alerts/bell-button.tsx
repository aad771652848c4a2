import * as React from "react";
import { BellIcon } from "lucide-react";

import { HeaderIconButton } from "@/components/layout/header-icon-button";

/** "Notifications, 3 unread"; "Notifications" until the count is known. */
function bellLabel(unread: number | null): string {
  return unread === null ? "Notifications" : `Notifications, ${unread} unread`;
}

/** The bell button with its unread badge: the trigger before and after the list's code has loaded. */
export function BellButton({ unread, ...props }: { unread: number | null } & React.ComponentProps<"button">) {
  return (
    <HeaderIconButton aria-label={bellLabel(unread)} className="relative" data-testid="notification-bell" {...props}>
      <BellIcon aria-hidden="true" />
      {unread ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className={
            "absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive " +
            "px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
          }
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </HeaderIconButton>
  );
}
