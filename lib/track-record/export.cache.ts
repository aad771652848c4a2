// Cached reader of the verify page's short list of recently settled picks: tagged with the predictions tag, so
// settlement expires it (lib/cache/revalidate.ts).
import { cacheLife, cacheTag } from "next/cache";

import { isBuildPhase } from "@/lib/cache/build-phase";
import { CACHE_TAGS, PUBLIC_DATA_PROFILE } from "@/lib/cache/tags";
import { recentlySettledPicks, type SettledPickChoice } from "@/lib/track-record/export.service";

export async function cachedRecentlySettledPicks(): Promise<SettledPickChoice[]> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  if (isBuildPhase()) return [];
  return recentlySettledPicks();
}
