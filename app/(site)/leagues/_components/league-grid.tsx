"use client";

import { LeagueCard } from "@/components/leagues/league-card";
import { FavoriteButton } from "@/components/member/favorite-button";
import type { LeagueStats } from "@/lib/browse/browse-stats.service";

export interface LeagueGridProps {
  leagues: LeagueStats[];
  /** Sport names by id. */
  sportNames: Readonly<Record<string, string>>;
}

/** The league cards, each with its favourite toggle. Loaded by LeaguesBrowser after the first paint. */
export function LeagueGrid({ leagues, sportNames }: LeagueGridProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {leagues.map((league) => (
        <li key={league.id}>
          <LeagueCard
            league={league}
            sportName={sportNames[league.sport] ?? league.sport}
            actions={<FavoriteButton kind="leagues" targetId={league.id} label={league.name} />}
          />
        </li>
      ))}
    </ul>
  );
}
