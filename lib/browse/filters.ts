// Search and filter rules of the browse pages (public spec §5), applied in the browser to data the server
// rendered: search is a case-insensitive substring match, sport/league/category match ids exactly, and
// 'all' (or nothing) means no filter. Client-safe.

export const ALL = "all";

/** Whether any of `fields` contains `search` (trimmed, case-insensitive); an empty search matches everything. */
export function matchesSearch(search: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === "") return true;
  return fields.some((field) => field?.toLowerCase().includes(needle) ?? false);
}

const matchesId = (selected: string | undefined, id: string | null) => !selected || selected === ALL || selected === id;

export interface LeagueLike {
  name: string;
  country: string;
  sport: string;
}

/** Leagues match on name or country, and on the exact sport id. */
export function filterLeagues<T extends LeagueLike>(leagues: readonly T[], filters: { search: string; sport?: string }): T[] {
  return leagues.filter((league) => matchesId(filters.sport, league.sport) && matchesSearch(filters.search, [league.name, league.country]));
}

export interface CategoryLike {
  name: string;
  description: string;
  markets: readonly string[];
}

/** Categories match on name, description or any market name. */
export function filterCategories<T extends CategoryLike>(categories: readonly T[], search: string): T[] {
  return categories.filter((category) => matchesSearch(search, [category.name, category.description, ...category.markets]));
}

export interface TipLike {
  title: string;
  pick: string | null;
  sport: string;
  league: string;
  category: string | null;
  leagueName?: string;
}

export interface TipFilters {
  search: string;
  sport?: string;
  league?: string;
  category?: string;
}

/** Tips match the search on title (teams and market), pick or league name, and each selected id exactly. */
export function filterTips<T extends TipLike>(tips: readonly T[], filters: TipFilters): T[] {
  return tips.filter(
    (tip) =>
      matchesId(filters.sport, tip.sport) &&
      matchesId(filters.league, tip.league) &&
      matchesId(filters.category, tip.category) &&
      matchesSearch(filters.search, [tip.title, tip.pick, tip.leagueName]),
  );
}

/** The league options once a sport is chosen: the league list narrows to that sport (spec §5). */
export function leaguesForSport<T extends { sport: string }>(leagues: readonly T[], sport: string | undefined): T[] {
  return !sport || sport === ALL ? [...leagues] : leagues.filter((league) => league.sport === sport);
}
