// /tips search and its sport, league and category selects.
import { ALL, matchesId, matchesSearch } from "./filters.rules";

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

/** The league options once a sport is chosen: the league list narrows to that sport. */
export function leaguesForSport<T extends { sport: string }>(leagues: readonly T[], sport: string | undefined): T[] {
  return !sport || sport === ALL ? [...leagues] : leagues.filter((league) => league.sport === sport);
}
