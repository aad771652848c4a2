import { routes, siteNav, type NavLink } from "@/lib/site-routes";

// Header navigation derived from siteNav, shared by the desktop nav (server fallback and client active
// state) and the mobile sheet.

export interface HeaderNavLink extends NavLink {
  /** Shown inline from the lg breakpoint only; below it the link sits in the "More" menu. */
  wideOnly?: boolean;
}

const CONDENSED = new Set<string>([routes.trackRecord, routes.about]);

/** Inline desktop links (the logo already links home; Categories lives in "More"). */
export const primaryLinks: HeaderNavLink[] = siteNav.main
  .filter((link) => link.href !== routes.home && link.href !== routes.categories)
  .map((link) => ({ ...link, wideOnly: CONDENSED.has(link.href) }));

/** Browse links that live in the desktop "More" menu (Categories). */
export const moreLinks: NavLink[] = siteNav.main.filter((link) => link.href === routes.categories);

/** Legal pages: the desktop "More" menu, the mobile sheet and the footer. */
export const legalLinks: NavLink[] = [...siteNav.legal];

/** True when `href` is the current page or a parent of it. */
export function isActivePath(href: string, pathname: string | null | undefined): boolean {
  if (!pathname) return false;
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
