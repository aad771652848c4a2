// Cached reader of the track record for public pages (Cache Components): tagged with the predictions tag,
// so settlement and prediction writes expire it at once (lib/cache/revalidate.ts).
import { cacheLife, cacheTag } from "next/cache";

import {
  emptyLiveClv,
  emptyTrackRecord,
  getLatestBacktests,
  getLiveClv,
  getTrackRecord,
  type BacktestView,
  type LiveClv,
  type TrackRecord,
} from "@/lib/track-record/track-record.service";

import { isBuildPhase } from "@/lib/cache/build-phase";
import { CACHE_TAGS, PUBLIC_DATA_PROFILE } from "@/lib/cache/tags";

/** The whole track record (no filters), as /track-record shows it. */
export async function cachedTrackRecord(): Promise<TrackRecord> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  if (isBuildPhase()) return emptyTrackRecord();
  return getTrackRecord();
}

/** Closing-line value and return at the taken price of the live record: moves with settlement and the close. */
export async function cachedLiveClv(): Promise<LiveClv> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  if (isBuildPhase()) return emptyLiveClv();
  return getLiveClv();
}

/** The latest stored backtest per active model and market; the backtest job expires it (CACHE_TAGS.backtests). */
export async function cachedBacktests(): Promise<BacktestView[]> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  // Activating another model version changes which backtest is shown; the page then follows within its
  // cacheLife window (a minute), as model activation expires no tag.
  cacheTag(CACHE_TAGS.backtests);
  if (isBuildPhase()) return [];
  return getLatestBacktests();
}
