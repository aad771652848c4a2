"use client";

import * as React from "react";
import { ThemeProvider } from "next-themes";

import { AuthProvider } from "@/components/providers/auth-provider";

/**
 * Client context for the whole app: theme (no-flash inline script from next-themes) and session. The
 * theme menu pauses transitions itself when the theme changes (not `disableTransitionOnChange`, which
 * also restyles the whole page twice while it hydrates). No
 * TooltipProvider here: it would put Radix in every page's first-load JS; a tooltip, where one is added,
 * brings its own provider (shadcn's ui/tooltip does).
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider attribute="class" storageKey="theme" defaultTheme="system" enableSystem>
      <AuthProvider>{children}</AuthProvider>
    </ThemeProvider>
  );
}
