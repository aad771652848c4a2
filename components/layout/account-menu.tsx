"use client";

import Link from "next/link";
import { LayoutDashboardIcon, LogOutIcon, SettingsIcon, ShieldIcon } from "lucide-react";

import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuth, type SessionUser } from "@/hooks/use-auth";
import { siteConfig } from "@/lib/site-config";

const ICONS: Record<string, typeof LayoutDashboardIcon> = {
  Dashboard: LayoutDashboardIcon,
  Settings: SettingsIcon,
  "Admin Panel": ShieldIcon,
};

/**
 * Signed out (and while the session is still unknown): Sign In and Get Started. The wrapper carries
 * data-auth-anon so the boot script's <html data-auth> hides it before paint when a token is stored.
 * Signed in: an avatar menu with the spec's account links and Sign Out.
 */
export function AccountMenu() {
  const { status, user, isAdmin, signOut } = useAuth();

  if (status !== "authenticated" || !user) {
    const { signIn, signUp } = siteConfig.nav.signedOut;
    return (
      <div data-auth-anon className="flex items-center gap-1.5">
        <Button asChild variant="ghost" size="sm">
          <Link href={signIn.href}>{signIn.label}</Link>
        </Button>
        <Button asChild variant="brand" size="sm" className="hidden sm:inline-flex">
          <Link href={signUp.href}>{signUp.label}</Link>
        </Button>
      </div>
    );
  }

  const links = siteConfig.nav.account.filter((link) => !("adminOnly" in link && link.adminOnly) || isAdmin);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={`Account menu for ${displayName(user)}`}>
          <Avatar className="size-8 ring-1 ring-border">
            <AvatarFallback className="bg-brand/15 text-xs font-semibold text-brand-strong">{initials(user)}</AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-1 font-normal">
          <span className="truncate text-sm font-medium text-foreground">{displayName(user)}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          <span className="mt-1 flex gap-1.5">
            <Badge variant={user.subscriptionStatus === "ACTIVE" ? "brand" : "muted"} className="text-[10px] tracking-wider">
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

function displayName(user: SessionUser): string {
  return user.fullName.trim() || user.email;
}

function initials(user: SessionUser): string {
  const parts = displayName(user).split(/[\s@._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[parts.length - 1]![0]}` : (parts[0] ?? "?").slice(0, 2);
  return letters.toUpperCase();
}
