"use client";

import type { ReactNode } from "react";

/** Event the consent banner listens for to reopen its settings. */
export const OPEN_COOKIE_SETTINGS_EVENT = "open-cookie-settings";

/**
 * Footer button that asks the consent banner (mounted elsewhere) to open its settings. Its content comes
 * from the server footer, so the icon's markup is not part of the page's JavaScript.
 */
export function CookieSettingsButton({ children }: { children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}
      className={
        "inline-flex items-center gap-1.5 rounded-sm text-muted-foreground transition-colors outline-none " +
        "hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      }
    >
      {children}
    </button>
  );
}
