"use client";

import * as React from "react";
import Link from "next/link";

import { AccountMenuButton } from "@/components/layout/account-menu-button";
import { DeferredMenuBoundary, useDeferredMenu } from "@/components/layout/deferred-menu";
import { buttonVariants } from "@/components/ui/button-variants";
import { useAuth, type SessionUser } from "@/components/providers/use-auth";
import { siteNav } from "@/lib/site-routes";

const loadAccountDropdown = () =>
  import("@/components/layout/menus/account-dropdown").then((m) => ({ default: m.AccountDropdown }));
const AccountDropdown = React.lazy(loadAccountDropdown);

/**
 * Signed out (and while the session is still unknown): Sign In and Get Started. The wrapper carries
 * data-auth-anon so the boot script's <html data-auth> hides it before paint when a token is stored.
 * Signed in: an avatar menu (menus/account-dropdown.tsx, loaded on first interaction).
 */
export function AccountMenu() {
  const { status, user } = useAuth();

  if (status !== "authenticated" || !user) {
    const { signIn, signUp } = siteNav.signedOut;
    return (
      <div data-auth-anon className="flex items-center gap-1.5">
        {/* Plain links styled as buttons (no ui/button, so no tailwind-merge in every first load); the
            wrapper hides Get Started on small screens without fighting the button's own display class. */}
        <Link href={signIn.href} className={buttonVariants({ variant: "ghost", size: "sm" })}>
          {signIn.label}
        </Link>
        <span className="hidden sm:block">
          <Link href={signUp.href} className={buttonVariants({ variant: "brand", size: "sm" })}>
            {signUp.label}
          </Link>
        </span>
      </div>
    );
  }

  return <SignedInMenu user={user} />;
}

/** Its own component so the "opened" state is dropped on sign-out: the next sign-in starts closed. */
function SignedInMenu({ user }: { user: SessionUser }) {
  const { opened, triggerProps } = useDeferredMenu(loadAccountDropdown);
  const trigger = <AccountMenuButton user={user} {...triggerProps} />;
  if (!opened) return trigger;
  return (
    <DeferredMenuBoundary fallback={trigger}>
      <AccountDropdown user={user} defaultOpen />
    </DeferredMenuBoundary>
  );
}
