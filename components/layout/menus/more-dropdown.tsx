"use client";

import Link from "next/link";

import { MoreMenuTriggerContent, moreMenuTriggerClass } from "@/components/layout/more-menu-trigger";
import { isActivePath, legalLinks, moreLinks, primaryLinks } from "@/components/layout/nav-links";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { NavLink } from "@/lib/site-config";

const condensed = primaryLinks.filter((link) => link.wideOnly);

/**
 * Desktop "More" menu: links that do not fit inline (fewer from lg up), Categories and the legal pages.
 * Loaded lazily by MoreMenu on the first interaction, and then opened straight away (defaultOpen).
 */
export function MoreDropdown({
  activePath,
  defaultOpen = false,
}: {
  activePath: string | null;
  defaultOpen?: boolean;
}) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={moreMenuTriggerClass(activePath)}>
        <MoreMenuTriggerContent />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-52">
        <DropdownMenuGroup>
          {condensed.map((link) => (
            <MenuLink key={link.href} link={link} activePath={activePath} className="lg:hidden" />
          ))}
          {moreLinks.map((link) => (
            <MenuLink key={link.href} link={link} activePath={activePath} />
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Legal</DropdownMenuLabel>
          {legalLinks.map((link) => (
            <MenuLink key={link.href} link={link} activePath={activePath} />
          ))}
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MenuLink({ link, activePath, className }: { link: NavLink; activePath: string | null; className?: string }) {
  return (
    <DropdownMenuItem asChild className={className}>
      <Link
        href={link.href}
        aria-current={isActivePath(link.href, activePath) ? "page" : undefined}
        className="aria-[current=page]:font-semibold aria-[current=page]:text-foreground"
      >
        {link.label}
      </Link>
    </DropdownMenuItem>
  );
}
