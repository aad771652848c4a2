"use client";

import type { ReactNode } from "react";

import { LoadError } from "@/components/member/load-error";
import type { FavoritesController } from "@/components/member/use-favorites";
import type { FavoriteKind } from "@/lib/members/member.input";

import { FavoritesSkeleton } from "./favorites-skeleton";

/** Loading, error ('Failed to fetch favourites'), empty, or the list. */
export function FavoritesListState<K extends FavoriteKind>({
  favorites,
  noun,
  empty,
  children,
}: {
  favorites: FavoritesController<K>;
  noun: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (favorites.status === "error") {
    return <LoadError title="Failed to fetch favourites" message={favorites.error} onRetry={favorites.reload} />;
  }
  if (favorites.status !== "ready") return <FavoritesSkeleton label={`Loading your favourite ${noun}`} />;
  if (favorites.items.length === 0) {
    return <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-6">{empty}</div>;
  }
  return <>{children}</>;
}
