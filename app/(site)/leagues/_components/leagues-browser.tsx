"use client";

import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";

import { GridLoading } from "@/components/browse/grid-loading";
import { SearchBox } from "@/components/browse/search-box";
import { SportBadges } from "@/components/browse/sport-badges";
import { ALL } from "@/lib/predictions/filters.rules";
import { filterLeagues } from "@/lib/browse/league-filters.rules";
import type { LeagueStats } from "@/lib/browse/browse-stats.service";

// The cards' code (card, badges, favourite toggle) loads right after the first paint, which the
// server's HTML already shows (docs/decisions.md, "Browse cards from data").
const LeagueGrid = lazy(() => import("./league-grid").then((module) => ({ default: module.LeagueGrid })));

export interface LeaguesBrowserProps {
  leagues: LeagueStats[];
  sports: { id: string; name: string }[];
  /** Shown when nothing matches (server-rendered). */
  empty: ReactNode;
}

/** Search by name or country and sport badges over every league, in the browser. */
export function LeaguesBrowser({ leagues, sports, empty }: LeaguesBrowserProps) {
  const [search, setSearch] = useState("");
  const [sport, setSport] = useState(ALL);
  const filtered = useMemo(() => filterLeagues(leagues, { search, sport }), [leagues, search, sport]);
  const sportNames = useMemo(() => Object.fromEntries(sports.map((option) => [option.id, option.name])), [sports]);

  return (
    <section aria-label="Leagues" className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <SearchBox
          label="Search leagues"
          placeholder="Search by league or country"
          value={search}
          onChange={setSearch}
          className="max-w-md"
        />
        <SportBadges sports={sports} value={sport} onChange={setSport} />
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {filtered.length} of {leagues.length} leagues
      </p>
      {filtered.length === 0 ? (
        empty
      ) : (
        <Suspense fallback={<GridLoading label="Loading leagues" />}>
          <LeagueGrid leagues={filtered} sportNames={sportNames} />
        </Suspense>
      )}
    </section>
  );
}
