"use client";

import { useMemo, useState, type ReactNode } from "react";

import { SearchBox } from "@/components/browse/search-box";
import { SportBadges } from "@/components/browse/sport-badges";
import { ALL, filterLeagues, type LeagueFilterItem } from "@/lib/browse/filters";

export interface LeaguesBrowserProps {
  leagues: LeagueFilterItem[];
  sports: { id: string; name: string }[];
  /** Each item's card by id, rendered on the server: the card code stays out of the page's JavaScript. */
  cards: Readonly<Record<string, ReactNode>>;
  /** Shown when nothing matches (server-rendered too). */
  empty: ReactNode;
}

/** Search by name or country and sport badges over every league the server rendered, in the browser. */
export function LeaguesBrowser({ leagues, sports, cards, empty }: LeaguesBrowserProps) {
  const [search, setSearch] = useState("");
  const [sport, setSport] = useState(ALL);
  const filtered = useMemo(() => filterLeagues(leagues, { search, sport }), [leagues, search, sport]);

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
        empty
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {filtered.map((league) => (
            <li key={league.id}>{cards[league.id]}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
