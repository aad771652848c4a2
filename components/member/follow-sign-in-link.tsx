import Link from "next/link";
import { BookmarkPlusIcon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";
import { signInHref } from "@/lib/site-routes";
import { clsx } from "clsx";

/**
 * What a visitor gets in place of the Follow toggle: a link to sign in that brings them back. No hooks,
 * so the prerendered live list paints it before any member code has loaded.
 */
export function FollowSignInLink({ returnPath, className }: { returnPath: string; className?: string }) {
  return (
    <Link
      href={signInHref(returnPath)}
      title="Sign in to follow predictions"
      className={clsx(buttonVariants({ variant: "outline", size: "sm" }), className)}
    >
      <BookmarkPlusIcon aria-hidden="true" />
      Follow
    </Link>
  );
}
