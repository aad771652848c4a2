"use client";

import { usePathname } from "next/navigation";

import { DesktopNavItems } from "@/components/layout/desktop-nav-items";
import { useHydrated } from "@/hooks/use-hydrated";

/**
 * Desktop links with the active page marked. The server and the hydration pass render the list without an
 * active link; the pathname is read only once hydrated. Reading usePathname() in the root layout during
 * the prerender would leave a request-time hole in every page (Cache Components prerenders the layout
 * without the page's params), so the shell would stop being fully static.
 */
export function DesktopNav() {
  return useHydrated() ? <ActiveDesktopNav /> : <DesktopNavItems activePath={null} />;
}

function ActiveDesktopNav() {
  return <DesktopNavItems activePath={usePathname()} />;
}
