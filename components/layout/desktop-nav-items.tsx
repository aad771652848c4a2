import Link from "next/link";
import { CrownIcon } from "lucide-react";

import { AdminNavLink } from "@/components/layout/admin-nav-link";
import { MoreMenu } from "@/components/layout/more-menu";
import { isActivePath, primaryLinks } from "@/components/layout/nav-links";
import { siteNav } from "@/lib/site-routes";
import { clsx } from "clsx";

const navLinkClass =
  "relative inline-flex h-9 items-center whitespace-nowrap rounded-md px-2.5 text-sm font-medium " +
  "text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] " +
  "focus-visible:ring-ring/50 aria-[current=page]:text-foreground aria-[current=page]:after:absolute " +
  "aria-[current=page]:after:inset-x-2.5 aria-[current=page]:after:-bottom-[13px] aria-[current=page]:after:h-0.5 " +
  "aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-brand";

/**
 * The desktop link row, given the active path (null before hydration). DesktopNav supplies it.
 */
export function DesktopNavItems({ activePath }: { activePath: string | null }) {
  const upgrade = siteNav.upgrade;
  const upgradeActive = isActivePath(upgrade.href, activePath);
  return (
    <ul className="flex items-center gap-0.5">
      <li className="mr-1">
        <Link
          href={upgrade.href}
          aria-current={upgradeActive ? "page" : undefined}
          className={
            "inline-flex h-7 items-center gap-1.5 rounded-full border border-brand/40 bg-brand/10 px-3 " +
            "text-xs font-semibold tracking-wider text-brand-strong transition-colors outline-none " +
            "hover:bg-brand/15 focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-brand " +
            "aria-[current=page]:text-brand-foreground"
          }
        >
          <CrownIcon className="size-3.5" aria-hidden="true" />
          {upgrade.label}
        </Link>
      </li>
      {primaryLinks.map((link) => (
        <li key={link.href} className={clsx(link.wideOnly && "hidden lg:block")}>
          <Link
            href={link.href}
            aria-current={isActivePath(link.href, activePath) ? "page" : undefined}
            className={navLinkClass}
          >
            {link.label}
          </Link>
        </li>
      ))}
      <li>
        <MoreMenu activePath={activePath} />
      </li>
      <li>
        <AdminNavLink active={isActivePath(siteNav.admin.href, activePath)} />
      </li>
    </ul>
  );
}
