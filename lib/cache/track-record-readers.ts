// Cached reader of the track record for public pages (Cache Components): tagged with the predictions tag,
// so settlement and prediction writes expire it at once (lib/cache/revalidate.ts).
import { cacheLife, cacheTag } from "next/cache";

import { emptyTrackRecord, getTrackRecord, type TrackRecord } from "@/lib/services/track-record";

import { isBuildPhase } from "./build-phase";
import { CACHE_TAGS, PUBLIC_DATA_PROFILE } from "./tags";

/** The whole track record (no filters), as /track-record shows it. */
export async function cachedTrackRecord(): Promise<TrackRecord> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  if (isBuildPhase()) return emptyTrackRecord();
  return getTrackRecord();
}
