"use client";

import * as React from "react";

import { DeferredMenuBoundary, useDeferredMenu } from "@/components/layout/deferred-menu";
import { ThemeToggleButton } from "@/components/layout/theme-toggle-button";

const loadThemeMenu = () => import("@/components/layout/menus/theme-menu").then((m) => ({ default: m.ThemeMenu }));
const ThemeMenu = React.lazy(loadThemeMenu);

/** Light / Dark / System. The Radix menu (menus/theme-menu.tsx) loads on first interaction. */
export function ThemeToggle() {
  const { opened, triggerProps } = useDeferredMenu(loadThemeMenu);
  const trigger = <ThemeToggleButton {...triggerProps} />;
  if (!opened) return trigger;
  return (
    <DeferredMenuBoundary fallback={trigger}>
      <ThemeMenu defaultOpen />
    </DeferredMenuBoundary>
  );
}
