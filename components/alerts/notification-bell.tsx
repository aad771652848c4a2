"use client";

import * as React from "react";
import { BellButton } from "./bell-button";
import { useUnread } from "./unread-store";

const loadPopover = () =>
  import("@/components/alerts/notification-popover").then((m) => ({ default: m.NotificationPopover }));
const NotificationPopover = React.lazy(loadPopover);

/**
 * The live unread count, and on the first press the list of the latest notifications (its code is loaded then;
 * hovering or focusing the bell fetches it ahead). Enter, Space and ArrowDown open it.
 */
export function NotificationBell() {
  const { unread } = useUnread();
  const [opened, setOpened] = React.useState(false);
  const prefetch = React.useCallback(() => {
    loadPopover().catch(() => undefined);
  }, []);
  const trigger = (
    <BellButton
      unread={unread}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setOpened(true)}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          setOpened(true);
        }
      }}
    />
  );
  if (!opened) return trigger;
  return (
    <React.Suspense fallback={trigger}>
      <NotificationPopover unread={unread} />
    </React.Suspense>
  );
}
