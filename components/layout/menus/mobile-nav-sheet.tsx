"use client";

import * as React from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { CrownIcon, ShieldIcon } from "lucide-react";

import { LogoMark } from "@/components/layout/logo";
import { MobileNavButton } from "@/components/layout/mobile-nav-button";
import { isActivePath, legalLinks } from "@/components/layout/nav-links";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { useAuth } from "@/components/providers/use-auth";
import { siteConfig, type NavLink } from "@/lib/site-config";
import { cn } from "@/lib/utils";

/**
 * Below md (768 px): the sheet with every header link, legal pages included. Loaded lazily by MobileNav on
 * the first interaction, and then opened straight away (defaultOpen).
 */
export function MobileNavSheet({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <MobileNavButton />
      </SheetTrigger>
      <SheetContent side="left" className="w-[85vw] max-w-xs gap-0 overflow-y-auto p-0">
        <SheetHeader className="border-b px-5 py-4">
          <SheetTitle className="flex items-center gap-2.5 text-base">
            <LogoMark className="size-7" />
            {siteConfig.name}
          </SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        {/* Only mounted while open, so usePathname never runs during prerendering. */}
        <MobileNavBody />
      </SheetContent>
    </Sheet>
  );
}

function MobileNavBody() {
  const pathname = usePathname();
  const { status, isAdmin } = useAuth();
  const upgrade = siteConfig.nav.upgrade;
  const { signIn, signUp } = siteConfig.nav.signedOut;

  return (
    <nav aria-label="Mobile" className="flex flex-1 flex-col gap-4 px-3 py-4">
      <SheetClose asChild>
        <Link
          href={upgrade.href}
          aria-current={isActivePath(upgrade.href, pathname) ? "page" : undefined}
          className={
            "mx-2 inline-flex items-center justify-center gap-2 rounded-lg border border-brand/40 " +
            "bg-brand/10 px-3 py-2.5 text-sm font-semibold tracking-wider text-brand-strong outline-none " +
            "focus-visible:ring-[3px] focus-visible:ring-ring/50"
          }
        >
          <CrownIcon className="size-4" aria-hidden="true" />
          {upgrade.label}
        </Link>
      </SheetClose>

      <LinkGroup title="Browse" links={siteConfig.nav.main} pathname={pathname} />

      {isAdmin && (
        <SheetClose asChild>
          <Link
            href={siteConfig.nav.admin.href}
            aria-current={isActivePath(siteConfig.nav.admin.href, pathname) ? "page" : undefined}
            className={
              "mx-2 inline-flex items-center gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 " +
              "py-2 text-sm font-semibold tracking-wider text-warning-strong outline-none focus-visible:ring-[3px] " +
              "focus-visible:ring-ring/50"
            }
          >
            <ShieldIcon className="size-4" aria-hidden="true" />
            {siteConfig.nav.admin.label}
          </Link>
        </SheetClose>
      )}

      <Separator />
      <LinkGroup title="Legal" links={legalLinks} pathname={pathname} />

      {status !== "authenticated" && (
        <div className="mt-auto grid gap-2 px-2 pt-4">
          <Button asChild variant="brand">
            <SheetClose asChild>
              <Link href={signUp.href}>{signUp.label}</Link>
            </SheetClose>
          </Button>
          <Button asChild variant="outline">
            <SheetClose asChild>
              <Link href={signIn.href}>{signIn.label}</Link>
            </SheetClose>
          </Button>
        </div>
      )}
    </nav>
  );
}

function LinkGroup({ title, links, pathname }: { title: string; links: readonly NavLink[]; pathname: string }) {
  const id = React.useId();
  return (
    <div>
      <p id={id} className="px-3 pb-1.5 text-xs font-medium tracking-wider text-muted-foreground uppercase">
        {title}
      </p>
      <ul aria-labelledby={id} className="grid gap-0.5">
        {links.map((link) => {
          const active = isActivePath(link.href, pathname);
          return (
            <li key={link.href}>
              <SheetClose asChild>
                <Link
                  href={link.href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex items-center rounded-md px-3 py-2 text-sm font-medium text-muted-foreground " +
                      "transition-colors outline-none hover:bg-accent hover:text-foreground " +
                      "focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    active && "bg-accent text-foreground",
                  )}
                >
                  {active && <span aria-hidden="true" className="mr-2 h-4 w-0.5 rounded-full bg-brand" />}
                  {link.label}
                </Link>
              </SheetClose>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
