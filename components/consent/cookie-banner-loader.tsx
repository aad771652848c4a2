"use client";

import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";

import { OPEN_COOKIE_SETTINGS_EVENT } from "@/components/layout/cookie-settings-button";
import { useBrowserStore } from "@/hooks/use-browser-store";

const CookieBanner = lazy(() => import("./cookie-banner").then((module) => ({ default: module.CookieBanner })));

const noSubscribe = () => () => {};
// Set by the <head> script before first paint when no choice is saved (lib/consent.ts). Read once per
// page load: saving a choice changes the attribute, and the banner, once mounted, must stay.
let firstVisit: boolean | undefined;
const readFirstVisit = () => (firstVisit ??= document.documentElement.dataset.consent === "unset");
const onServer = () => false;

/**
 * Keeps the banner's code out of every page's first load: the prerendered banner (`staticBanner`, the
 * same markup without behaviour) is what the first paint shows, and the code is fetched only when the
 * banner is needed: right after hydration for a visitor with no saved choice, or when the footer's
 * "Cookie settings" asks for it. A returning visitor never downloads it. Once mounted, the banner
 * handles later requests itself.
 */
export function CookieBannerLoader({ staticBanner }: { staticBanner: ReactNode }) {
  const isFirstVisit = useBrowserStore(noSubscribe, readFirstVisit, onServer);
  // undefined: not asked for; otherwise the element that asked (focus goes back there on close).
  const [reopenedFrom, setReopenedFrom] = useState<HTMLElement | null | undefined>(undefined);

  useEffect(() => {
    const onOpen = () => {
      const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setReopenedFrom((current) => (current === undefined ? from : current));
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpen);
  }, []);

  if (!isFirstVisit && reopenedFrom === undefined) return staticBanner;
  return (
    <Suspense fallback={staticBanner}>
      <CookieBanner reopenedFrom={isFirstVisit ? undefined : reopenedFrom} />
    </Suspense>
  );
}
