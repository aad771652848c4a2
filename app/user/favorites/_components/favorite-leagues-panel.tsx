"use client";

import * as React from "react";
import { PlusIcon } from "lucide-react";

import { BusyButton } from "@/components/forms/busy-button";
import { FavoriteButton } from "@/components/member/favorite-button";
import { useFavorites } from "@/components/member/use-favorites";
import { Label } from "@/components/ui/label";

import { FavoritesListState } from "./favorites-list-state";

export interface LeagueOption {
  id: string;
  name: string;
  sport: string;
}

const SELECT_CLASS =
  "h-9 w-full rounded-md border border-input bg-transparent px-3 py-1 text-sm shadow-xs outline-none " +
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:w-72 dark:bg-input/30";

export function FavoriteLeaguesPanel({ leagues }: { leagues: LeagueOption[] }) {
  const favorites = useFavorites("leagues");
  return (
    <div className="flex flex-col gap-6">
      {favorites.status === "ready" ? <AddLeague leagues={leagues} favorites={favorites} /> : null}
      <FavoritesListState
        favorites={favorites}
        noun="leagues"
        empty={
          <>
            <p className="font-medium">No favourite leagues yet.</p>
            <p className="text-sm text-muted-foreground">Choose one above, or tap the heart on a league card.</p>
          </>
        }
      >
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Favourite leagues">
          {favorites.items.map((league) => (
            <li key={league.id} className="flex items-center justify-between gap-3 rounded-xl border p-4">
              <div className="flex min-w-0 flex-col">
                <p className="truncate font-medium">{league.name}</p>
                <p className="text-sm text-muted-foreground">
                  {league.sportName} · {league.country}
                </p>
              </div>
              <FavoriteButton kind="leagues" targetId={league.id} label={league.name} />
            </li>
          ))}
        </ul>
      </FavoritesListState>
    </div>
  );
}

/** Picks a league that is not a favourite yet and adds it through the shared store. */
function AddLeague({
  leagues,
  favorites,
}: {
  leagues: LeagueOption[];
  favorites: ReturnType<typeof useFavorites<"leagues">>;
}) {
  const id = React.useId();
  const [choice, setChoice] = React.useState("");
  const [busy, setBusy] = React.useState(false);
  const available = leagues.filter((league) => !favorites.isFavorite(league.id));
  const selected = available.find((league) => league.id === choice);

  async function add(event: React.FormEvent) {
    event.preventDefault();
    if (!selected) return;
    setBusy(true);
    if (await favorites.toggle(selected.id, selected.name)) setChoice("");
    setBusy(false);
  }

  return (
    <form onSubmit={add} aria-label="Add a favourite league" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Add a league</Label>
        <select
          id={id}
          value={selected ? choice : ""}
          onChange={(event) => setChoice(event.target.value)}
          className={SELECT_CLASS}
        >
          <option value="">Choose a league…</option>
          {available.map((league) => (
            <option key={league.id} value={league.id}>
              {league.name}
            </option>
          ))}
        </select>
      </div>
      <BusyButton type="submit" busy={busy} busyLabel="Adding..." icon={PlusIcon} disabled={!selected}>
        Add
      </BusyButton>
    </form>
  );
}
