"use client";

import Link from "next/link";
import { ChevronDownIcon } from "lucide-react";

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
import { cn } from "@/lib/utils";

const condensed = primaryLinks.filter((link) => link.wideOnly);

/** Desktop "More" menu: links that do not fit inline (fewer from lg up), Categories and the legal pages. */
export function MoreMenu({ activePath }: { activePath: string | null }) {
  const groupActive = [...condensed, ...moreLinks, ...legalLinks].some((link) => isActivePath(link.href, activePath));
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(
          "inline-flex h-9 items-center gap-1 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:text-foreground",
          groupActive && "text-foreground",
        )}
      >
        More
        <ChevronDownIcon className="size-3.5 transition-transform duration-200 in-data-[state=open]:rotate-180" aria-hidden="true" />
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
