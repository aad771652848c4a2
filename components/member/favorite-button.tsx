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
  /** What is favourited, for the accessible name, the tooltip and the toast: "Arsenal", "Premier League". */
  label: string;
  /**
   * Shown beside the heart where several hearts sit together (the detail page: the pick, each team, the
   * league), so each says what it saves: "Pick", "Arsenal".
   */
  caption?: string;
  className?: string;
}

/** The toggle's name: its caption leads when it has one ("Favourite pick: Arsenal vs Chelsea"), so the visible text is
 * in it. */
function favoriteName(label: string, caption?: string): string {
  return caption && !label.toLowerCase().includes(caption.toLowerCase())
    ? `Favourite ${caption.toLowerCase()}: ${label}`
    : `Favourite ${label}`;
}

/**
 * A heart toggle for a prediction card, a league card or a team name. Members toggle it in place (one
 * shared GET per page, optimistic, rolled back with a toast on failure); visitors get a link to sign in
 * that brings them back here.
 */
export function FavoriteButton({ kind, targetId, label, caption, className }: FavoriteButtonProps) {
  const favorites = useFavorites(kind);
  const pathname = usePathname();

  if (favorites.status === "anonymous")
    return <FavoriteSignInLink returnPath={pathname} label={label} caption={caption} className={className} />;

  const on = favorites.isFavorite(targetId);
  const ready = favorites.status === "ready";
  return (
    <button
      type="button"
      aria-pressed={on}
      // A toggle keeps one name; aria-pressed says whether it is on. The tooltip names what it saves.
      aria-label={favoriteName(label, caption)}
      title={on ? `Remove ${label} from favourites` : `Add ${label} to favourites`}
      disabled={!ready || favorites.isPending(targetId)}
      onClick={() => void favorites.toggle(targetId, label)}
      className={clsx(
        buttonVariants({ variant: "plain", size: caption ? "sm" : "icon-sm" }),
        on
          ? "text-rose-600 hover:text-rose-700 dark:text-rose-400"
          : "text-muted-foreground hover:text-accent-foreground",
        className,
      )}
    >
      <HeartIcon aria-hidden="true" className={clsx(on && "fill-current")} />
      {caption ? <span className="max-w-40 truncate">{caption}</span> : null}
    </button>
  );
}
