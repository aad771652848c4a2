"use client";

import Link from "next/link";

import { FavoriteButton } from "@/components/member/favorite-button";
import { useFavorites } from "@/components/member/use-favorites";
import { Button } from "@/components/ui/button";
import { routes } from "@/lib/site-config";

import { FavoritesListState } from "./favorites-list-state";

export function FavoriteTeamsPanel() {
  const favorites = useFavorites("teams");
  return (
    <FavoritesListState
      favorites={favorites}
      noun="teams"
      empty={
        <>
          <p className="font-medium">No favourite teams yet.</p>
          <p className="text-sm text-muted-foreground">
            Tap the heart next to a team name on a prediction or league page.
          </p>
          <Button asChild variant="outline" size="sm">
            <Link href={routes.leagues}>Browse leagues</Link>
          </Button>
        </>
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Favourite teams">
        {favorites.items.map((team) => (
          <li key={team.id} className="flex items-center justify-between gap-3 rounded-xl border p-4">
            <div className="flex min-w-0 flex-col">
              <p className="truncate font-medium">{team.name}</p>
              <p className="text-sm text-muted-foreground">
                {[team.sportName, team.leagueName, team.country].filter(Boolean).join(" · ")}
              </p>
            </div>
            <FavoriteButton kind="teams" targetId={team.id} label={team.name} />
          </li>
        ))}
      </ul>
    </FavoritesListState>
  );
}
