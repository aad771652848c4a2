"use client";

import { useMemo, useState } from "react";

import { SearchBox } from "@/components/browse/search-box";
import { EmptyResults } from "@/components/browse/empty-results";
import { SportBadges } from "@/components/browse/sport-badges";
import { LeagueCard } from "@/components/leagues/league-card";
import { FavoriteButton } from "@/components/member/favorite-button";
import { ALL, filterLeagues } from "@/lib/browse/filters";
import type { LeagueStats } from "@/lib/services/browse-stats";

export interface LeaguesBrowserProps {
  leagues: LeagueStats[];
  sports: { id: string; name: string }[];
}

/** Search by name or country and sport badges over every league the server rendered, in the browser. */
export function LeaguesBrowser({ leagues, sports }: LeaguesBrowserProps) {
  const [search, setSearch] = useState("");
  const [sport, setSport] = useState(ALL);
  const filtered = useMemo(() => filterLeagues(leagues, { search, sport }), [leagues, search, sport]);
  const sportNames = useMemo(() => new Map(sports.map((option) => [option.id, option.name])), [sports]);

  return (
    <section aria-label="Leagues" className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <SearchBox label="Search leagues" placeholder="Search by league or country" value={search} onChange={setSearch} className="max-w-md" />
        <SportBadges sports={sports} value={sport} onChange={setSport} />
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {filtered.length} of {leagues.length} leagues
      </p>
      {filtered.length === 0 ? (
        <EmptyResults title="No leagues found" body="No league matches that search and sport. Try another name or country." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {filtered.map((league) => (
            <li key={league.id}>
              <LeagueCard
                league={league}
                sportName={sportNames.get(league.sport) ?? league.sport}
                actions={<FavoriteButton kind="leagues" targetId={league.id} label={league.name} />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
