"use client";

import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";

import { GridLoading } from "@/components/browse/grid-loading";
import { SearchBox } from "@/components/browse/search-box";
import { buttonVariants } from "@/components/ui/button-variants";
import { ALL } from "@/lib/predictions/filters.rules";
import { filterTips, leaguesForSport } from "@/lib/predictions/tip-filters.rules";
import type { TipsPageData } from "@/lib/browse/browse.cache";

import { FilterSelect } from "./filter-select";

// The cards' code loads right after the first paint, which the server's HTML already shows
// (docs/decisions.md, "Browse cards from data").
const TipGrid = lazy(() => import("./tip-grid").then((module) => ({ default: module.TipGrid })));

/** Tips shown at first and added by each 'Load More Tips' (the tips page size). */
const TIPS_PAGE_SIZE = 20;

export interface TipsBrowserProps extends TipsPageData {
  /** Shown when nothing matches (server-rendered). */
  empty: ReactNode;
}

/**
 * Search, sport, league and category filters over every tip, in the browser: the page stays static and a
 * keystroke costs no request.
 */
export function TipsBrowser({ tips, day, range, sports, leagues, categories, empty }: TipsBrowserProps) {
  const [search, setSearch] = useState("");
  const [sport, setSport] = useState(ALL);
  const [league, setLeague] = useState(ALL);
  const [category, setCategory] = useState(ALL);
  const [visible, setVisible] = useState(TIPS_PAGE_SIZE);

  const leagueOptions = useMemo(() => leaguesForSport(leagues, sport), [leagues, sport]);
  const filtered = useMemo(
    () => filterTips(tips, { search, sport, league, category }),
    [tips, search, sport, league, category],
  );
  const shown = filtered.slice(0, visible);

  // Any change of filter starts again from the first page.
  const update =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setVisible(TIPS_PAGE_SIZE);
    };
  const changeSport = update((value: string) => {
    setSport(value);
    // The league list narrows to the sport; a league of another sport no longer applies.
    if (value !== ALL && !leagues.some((option) => option.id === league && option.sport === value)) setLeague(ALL);
  });

  return (
    <section aria-label="Tips" className="flex flex-col gap-6">
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <SearchBox
          label="Search tips"
          placeholder="Search teams, picks or leagues"
          value={search}
          onChange={update(setSearch)}
        />
        <FilterSelect label="Sport" allLabel="All sports" value={sport} onChange={changeSport} options={sports} />
        <FilterSelect
          label="League"
          allLabel="All leagues"
          value={league}
          onChange={update(setLeague)}
          options={leagueOptions}
        />
        <FilterSelect
          label="Category"
          allLabel="All categories"
          value={category}
          onChange={update(setCategory)}
          options={categories}
        />
      </div>

      {filtered.length === 0 ? (
        empty
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            Showing {shown.length} of {filtered.length} {filtered.length === 1 ? "tip" : "tips"}
          </p>
          <Suspense fallback={<GridLoading label="Loading tips" />}>
            <TipGrid tips={shown} day={day} range={range} />
          </Suspense>
          {filtered.length > shown.length ? (
            <div className="flex justify-center">
              <button
                type="button"
                className={buttonVariants({ variant: "outline" })}
                onClick={() => setVisible((count) => count + TIPS_PAGE_SIZE)}
              >
                Load More Tips
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
