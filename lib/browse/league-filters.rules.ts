// /leagues search and sport badges.
import { matchesId, matchesSearch } from "@/lib/predictions/filters.rules";

export interface LeagueLike {
  name: string;
  country: string;
  sport: string;
}

/** Leagues match on name or country, and on the exact sport id. */
export function filterLeagues<T extends LeagueLike>(
  leagues: readonly T[],
  filters: { search: string; sport?: string },
): T[] {
  return leagues.filter(
    (league) => matchesId(filters.sport, league.sport) && matchesSearch(filters.search, [league.name, league.country]),
  );
}
