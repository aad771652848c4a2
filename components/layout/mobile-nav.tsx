"use client";

import * as React from "react";

import { DeferredMenuBoundary, useDeferredMenu } from "@/components/layout/deferred-menu";
import { MobileNavButton } from "@/components/layout/mobile-nav-button";

const loadMobileNavSheet = () =>
  import("@/components/layout/menus/mobile-nav-sheet").then((m) => ({ default: m.MobileNavSheet }));
const MobileNavSheet = React.lazy(loadMobileNavSheet);

/** Below md (768 px): a menu button; the Radix sheet (menus/mobile-nav-sheet.tsx) loads on first interaction. */
export function MobileNav() {
  const { opened, triggerProps } = useDeferredMenu(loadMobileNavSheet);
  // A dialog, not a menu: the placeholder announces what the Radix trigger will (aria-haspopup="dialog").
  const trigger = <MobileNavButton {...triggerProps} aria-haspopup="dialog" />;
  if (!opened) return trigger;
  return (
    <DeferredMenuBoundary fallback={trigger}>
      <MobileNavSheet defaultOpen />
    </DeferredMenuBoundary>
  );
}
