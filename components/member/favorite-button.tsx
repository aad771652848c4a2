"use client";

import { usePathname } from "next/navigation";
import { HeartIcon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";
import { clsx } from "clsx";
import type { FavoriteKind } from "@/lib/members/member.input";

import { FavoriteSignInLink } from "./favorite-sign-in-link";
import { useFavorites } from "./use-favorites";

export interface FavoriteButtonProps {
  kind: FavoriteKind;
  /** The prediction, team or league id. */
  targetId: string;
  /** What is favourited, for the accessible name and the toast: "Arsenal", "Premier League". */
  label: string;
  className?: string;
}

/**
 * A heart toggle for a prediction card, a league card or a team name. Members toggle it in place (one
 * shared GET per page, optimistic, rolled back with a toast on failure); visitors get a link to sign in
 * that brings them back here.
 */
export function FavoriteButton({ kind, targetId, label, className }: FavoriteButtonProps) {
  const favorites = useFavorites(kind);
  const pathname = usePathname();

  if (favorites.status === "anonymous") return <FavoriteSignInLink returnPath={pathname} label={label} className={className} />;

  const on = favorites.isFavorite(targetId);
  const ready = favorites.status === "ready";
  return (
    <button
      type="button"
      aria-pressed={on}
      // A toggle keeps one name; aria-pressed says whether it is on.
      aria-label={`Favourite ${label}`}
      title={on ? "Remove from favourites" : "Add to favourites"}
      disabled={!ready || favorites.isPending(targetId)}
      onClick={() => void favorites.toggle(targetId, label)}
      className={clsx(
        buttonVariants({ variant: "plain", size: "icon-sm" }),
        on ? "text-rose-600 hover:text-rose-700 dark:text-rose-400" : "text-muted-foreground hover:text-accent-foreground",
        className,
      )}
    >
      <HeartIcon aria-hidden="true" className={clsx(on && "fill-current")} />
    </button>
  );
}
