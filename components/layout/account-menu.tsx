"use client";

import * as React from "react";
import Link from "next/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { useAuth } from "@/components/providers/use-auth";
import { siteNav } from "@/lib/site-routes";

const SignedInControls = React.lazy(() =>
  import("@/components/layout/signed-in-controls").then((m) => ({ default: m.SignedInControls })),
);

/**
 * Signed out (and while the session is still unknown): Sign In and Get Started. The wrapper carries
 * data-auth-anon so the boot script's <html data-auth> hides it before paint when a token is stored.
 * Signed in: the notification bell and the avatar menu, a chunk only signed-in browsers fetch
 * (signed-in-controls.tsx); a box of their size holds the place while it loads.
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

  return (
    <React.Suspense fallback={<span aria-hidden="true" className="inline-block h-9 w-[4.75rem]" />}>
      <SignedInControls user={user} />
    </React.Suspense>
  );
}
