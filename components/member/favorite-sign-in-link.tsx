import Link from "next/link";
import { HeartIcon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";
import { signInHref } from "@/lib/site-routes";
import { clsx } from "clsx";

/**
 * What a visitor gets in place of the favourite toggle: a link to sign in that brings them back. No
 * hooks, so the prerendered live list paints it before any member code has loaded. `label` names what
 * would be favourited: "Arsenal", "Premier League"; `caption`, when given, is shown beside the heart.
 */
export function FavoriteSignInLink({
  returnPath,
  label,
  caption,
  className,
}: {
  returnPath: string;
  label: string;
  caption?: string;
  className?: string;
}) {
  const name = caption && !label.toLowerCase().includes(caption.toLowerCase()) ? `${caption} (${label})` : label;
  return (
    <Link
      href={signInHref(returnPath)}
      aria-label={`Sign in to add ${name} to your favourites`}
      title={`Sign in to save ${label}`}
      className={clsx(
        buttonVariants({ variant: "plain", size: caption ? "sm" : "icon-sm" }),
        "text-muted-foreground hover:text-accent-foreground",
        className,
      )}
    >
      <HeartIcon aria-hidden="true" />
      {caption ? <span className="max-w-40 truncate">{caption}</span> : null}
    </Link>
  );
}
