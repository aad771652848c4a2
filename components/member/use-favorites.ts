"use client";

import * as React from "react";
import { toast } from "@/lib/lazy-toast";

import { useAuth } from "@/components/providers/use-auth";
import { apiFetch } from "@/lib/api/client";
import type { FavoriteLeagueDto, FavoritePredictionDto, FavoriteTeamDto } from "@/lib/members/members.dto";
import { FAVORITE_KINDS, type FavoriteKind } from "@/lib/members/favorite-kinds.rules";

import { createMemberSetStore, type MemberSetStore, type SetSnapshot } from "./member-set-store";

// The member's favourites of one kind, shared by every FavoriteButton and the /user/favorites tabs on a
// page: one GET /api/user/favorites/{kind} per page, optimistic toggles with rollback and a toast.

interface FavoriteItemByKind {
  predictions: FavoritePredictionDto;
  teams: FavoriteTeamDto;
  leagues: FavoriteLeagueDto;
}

type Stores = { [K in FavoriteKind]: MemberSetStore<FavoriteItemByKind[K]> };

const stores = Object.fromEntries(
  FAVORITE_KINDS.map((kind) => [
    kind,
    createMemberSetStore((signal) =>
      apiFetch<FavoriteItemByKind[typeof kind][]>(`/user/favorites/${kind}`, { signal }),
    ),
  ]),
) as Stores;

const NOUN: Record<FavoriteKind, string> = { predictions: "prediction", teams: "team", leagues: "league" };

export interface FavoritesController<K extends FavoriteKind> {
  /** "anonymous" for visitors (nothing is loaded); otherwise the store's status. */
  status: SetSnapshot<FavoriteItemByKind[K]>["status"] | "anonymous" | "session-loading";
  items: readonly FavoriteItemByKind[K][];
  error: string | null;
  isFavorite: (id: string) => boolean;
  isPending: (id: string) => boolean;
  /** Adds or removes; on failure the heart flips back and a toast explains. Resolves true on success. */
  toggle: (id: string, label: string) => Promise<boolean>;
  reload: () => void;
}

export function useFavorites<K extends FavoriteKind>(kind: K): FavoritesController<K> {
  const store = stores[kind] as MemberSetStore<FavoriteItemByKind[K]>;
  const { status: authStatus, user } = useAuth();
  const snapshot = React.useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const userId = authStatus === "authenticated" ? (user?.id ?? null) : null;

  React.useEffect(() => {
    if (userId) store.ensure(userId);
  }, [store, userId]);

  const toggle = React.useCallback(
    async (id: string, label: string) => {
      const adding = !store.getSnapshot().ids.has(id);
      const result = await store.toggle(id, {
        add: (targetId) =>
          apiFetch<FavoriteItemByKind[K]>(`/user/favorites/${kind}`, { method: "POST", body: { id: targetId } }),
        remove: (targetId) =>
          apiFetch<null>(`/user/favorites/${kind}/${encodeURIComponent(targetId)}`, { method: "DELETE" }),
      });
      if (result.success) {
        toast.success(adding ? `${label} added to your favourites` : `${label} removed from your favourites`);
        return true;
      }
      toast.error(
        adding
          ? `Could not add this ${NOUN[kind]} to your favourites`
          : `Could not remove this ${NOUN[kind]} from your favourites`,
        {
          description: result.error,
        },
      );
      return false;
    },
    [kind, store],
  );

  const current = snapshot.userId === userId ? snapshot : null;
  return {
    status: authStatus === "loading" ? "session-loading" : !userId ? "anonymous" : (current?.status ?? "idle"),
    items: current?.items ?? [],
    error: current?.error ?? null,
    isFavorite: (id) => Boolean(current?.ids.has(id)),
    isPending: (id) => Boolean(current?.pending.has(id)),
    toggle,
    reload: store.reload,
  };
}
