// Cached readers of the home page (Cache Components). Figures move with settlement and with the clock
// ("today", "last 7 days"): the predictions tag expires them on writes, and the publicData cacheLife
// refreshes them within a minute otherwise.
import { cacheLife, cacheTag } from "next/cache";

import { emptyHomeFigures, getHomeFigures, type HomeFigures } from "@/lib/track-record/home-figures.service";
import { searchCategories } from "@/lib/catalogue/reference.service";

import { isBuildPhase } from "@/lib/cache/build-phase";
import { CACHE_TAGS, PUBLIC_DATA_PROFILE } from "@/lib/cache/tags";

export async function cachedHomeFigures(): Promise<HomeFigures> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  if (isBuildPhase()) return emptyHomeFigures();
  return getHomeFigures();
}

/** Category ids and names for the home page's category selector. */
export async function cachedHomeCategories(): Promise<{ id: string; name: string }[]> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.reference);
  if (isBuildPhase()) return [];
  const categories = await searchCategories({ search: undefined });
  return categories.map(({ id, name }) => ({ id, name }));
}
