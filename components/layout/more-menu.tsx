"use client";

import * as React from "react";

import { DeferredMenuBoundary, useDeferredMenu } from "@/components/layout/deferred-menu";
import { MoreMenuTriggerContent, moreMenuTriggerClass } from "@/components/layout/more-menu-trigger";

const loadMoreDropdown = () =>
  import("@/components/layout/menus/more-dropdown").then((m) => ({ default: m.MoreDropdown }));
const MoreDropdown = React.lazy(loadMoreDropdown);

/** Desktop "More" menu. The Radix dropdown (menus/more-dropdown.tsx) loads on first interaction. */
export function MoreMenu({ activePath }: { activePath: string | null }) {
  const { opened, triggerProps } = useDeferredMenu(loadMoreDropdown);
  const trigger = (
    <button type="button" className={moreMenuTriggerClass(activePath)} {...triggerProps}>
      <MoreMenuTriggerContent />
    </button>
  );
  if (!opened) return trigger;
  return (
    <DeferredMenuBoundary fallback={trigger}>
      <MoreDropdown activePath={activePath} defaultOpen />
    </DeferredMenuBoundary>
  );
}
