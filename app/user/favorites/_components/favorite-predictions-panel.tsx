"use client";

import Link from "next/link";

import { FavoriteButton } from "@/components/member/favorite-button";
import { formatUtcDateTime } from "@/lib/format/dates.rules";
import { PickLine } from "@/components/member/pick-line";
import { PredictionStatusBadge } from "@/components/member/prediction-status-badge";
import { useFavorites } from "@/components/member/use-favorites";
import { Button } from "@/components/ui/button";
import { routes } from "@/lib/site-config";

import { FavoritesListState } from "./favorites-list-state";

export function FavoritePredictionsPanel() {
  const favorites = useFavorites("predictions");
  return (
    <FavoritesListState
      favorites={favorites}
      noun="predictions"
      empty={
        <>
          <p className="font-medium">No favourite predictions yet.</p>
          <p className="text-sm text-muted-foreground">Tap the heart on a prediction to keep it here.</p>
          <Button asChild variant="brand" size="sm">
            <Link href={routes.predictions}>Browse predictions</Link>
          </Button>
        </>
      }
    >
      <ul className="divide-y rounded-xl border px-4" aria-label="Favourite predictions">
        {favorites.items.map((item) => {
          const title = `${item.homeTeam} vs ${item.awayTeam}`;
          return (
            <li key={item.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 flex-col gap-1">
                <p className="truncate font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">
                  {item.leagueName} · {formatUtcDateTime(item.matchDate)}
                </p>
                <PickLine item={item} />
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <PredictionStatusBadge status={item.status} />
                <Button asChild variant="outline" size="sm">
                  <Link href={routes.prediction(item.id)}>View Analysis</Link>
                </Button>
                <FavoriteButton kind="predictions" targetId={item.id} label={title} />
              </div>
            </li>
          );
        })}
      </ul>
    </FavoritesListState>
  );
}
