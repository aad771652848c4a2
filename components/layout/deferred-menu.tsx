"use client";

import * as React from "react";

/**
 * Header menus keep Radix (DropdownMenu, Dialog, Popper…) out of the first-load JS: each renders a plain
 * trigger button until the first interaction, then swaps in the real menu (React.lazy) opened at once.
 * Hovering or focusing the trigger prefetches the menu chunk, so by the time a mouse or keyboard user
 * presses it the code is usually there already. Enter/Space (click) and ArrowDown open it, as Radix does.
 */
export function useDeferredMenu(preload: () => Promise<unknown>) {
  const [opened, setOpened] = React.useState(false);
  const prefetch = React.useCallback(() => {
    // A failed prefetch is retried by React.lazy when the menu is actually opened.
    preload().catch(() => undefined);
  }, [preload]);
  const triggerProps = {
    "aria-haspopup": "menu" as const,
    "aria-expanded": false,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => setOpened(true),
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === "ArrowDown") {
        event.preventDefault();
        setOpened(true);
      }
    },
  };
  return { opened, triggerProps };
}

/** Same trigger while the chunk loads: no layout shift, and the menu opens as soon as it arrives. */
export function DeferredMenuBoundary({ fallback, children }: { fallback: React.ReactNode; children: React.ReactNode }) {
  return <React.Suspense fallback={fallback}>{children}</React.Suspense>;
}
