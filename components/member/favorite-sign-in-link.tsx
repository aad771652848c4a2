import Link from "next/link";
import { HeartIcon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";
import { signInHref } from "@/lib/site-routes";
import { clsx } from "clsx";

/**
 * What a visitor gets in place of the favourite toggle: a link to sign in that brings them back. No
 * hooks, so the prerendered live list paints it before any member code has loaded. `label` names what
 * would be favourited: "Arsenal", "Premier League".
 */
export function FavoriteSignInLink({ returnPath, label, className }: { returnPath: string; label: string; className?: string }) {
  return (
    <Link
      href={signInHref(returnPath)}
      aria-label={`Sign in to add ${label} to your favourites`}
      title="Sign in to save favourites"
      className={clsx(buttonVariants({ variant: "plain", size: "icon-sm" }), "text-muted-foreground hover:text-accent-foreground", className)}
    >
      <HeartIcon aria-hidden="true" />
    </Link>
  );
}
