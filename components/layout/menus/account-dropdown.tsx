"use client";

import Link from "next/link";
import { BellIcon, LayoutDashboardIcon, LogOutIcon, SettingsIcon, ShieldIcon } from "lucide-react";

import { AccountMenuButton, accountDisplayName } from "@/components/layout/account-menu-button";
import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuth, type SessionUser } from "@/components/providers/use-auth";
import { siteConfig } from "@/lib/site-config";

const ICONS: Record<string, typeof LayoutDashboardIcon> = {
  Dashboard: LayoutDashboardIcon,
  Alerts: BellIcon,
  Settings: SettingsIcon,
  "Admin Panel": ShieldIcon,
};

/**
 * Signed in: an avatar menu with the account links and Sign Out. Loaded lazily by AccountMenu on the
 * first interaction, and then opened straight away (defaultOpen).
 */
export function AccountDropdown({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const { isAdmin, signOut } = useAuth();
  const links = siteConfig.nav.account.filter((link) => !("adminOnly" in link && link.adminOnly) || isAdmin);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-1 font-normal">
          <span className="truncate text-sm font-medium text-foreground">{accountDisplayName(user)}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          <span className="mt-1 flex gap-1.5">
            <Badge
              variant={user.subscriptionStatus === "ACTIVE" ? "brand" : "muted"}
              className="text-[10px] tracking-wider"
            >
              {user.subscriptionTier}
            </Badge>
            {isAdmin && (
              <Badge variant="warning" className="text-[10px] tracking-wider">
                {user.role.replace("_", " ")}
              </Badge>
            )}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {links.map((link) => {
            const Icon = ICONS[link.label];
            return (
              <DropdownMenuItem key={link.href} asChild>
                <Link href={link.href}>
                  {Icon && <Icon aria-hidden="true" />}
                  {link.label}
                </Link>
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void signOut()}>
          <LogOutIcon aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
