// Cached readers of prediction data for public pages (Cache Components). Each is a thin `use cache`
// wrapper over a service, tagged so the pipeline's writes expire it (lib/cache/revalidate.ts). The
// services stay uncached and testable; these wrappers only exist inside the Next server.
import { cacheLife, cacheTag } from "next/cache";

import { getPredictionStats } from "@/lib/services/predictions";

import { isBuildPhase } from "./build-phase";
import { CACHE_TAGS, PUBLIC_DATA_PROFILE } from "./tags";

type PredictionStats = Awaited<ReturnType<typeof getPredictionStats>>;

const EMPTY_STATS: PredictionStats = {
  totalPredictions: 0,
  publishedPredictions: 0,
  premiumPredictions: 0,
  pendingPredictions: 0,
  wonPredictions: 0,
  lostPredictions: 0,
  voidPredictions: 0,
  winRate: null,
  averageConfidence: null,
};

export async function cachedPredictionStats(): Promise<PredictionStats> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  if (isBuildPhase()) return EMPTY_STATS;
  return getPredictionStats();
}
