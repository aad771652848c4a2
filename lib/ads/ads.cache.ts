// Cached reader of the ad slot configuration (Cache Components). Tagged with the ad units and the
// settings it reads, so an admin change to either expires every page holding a slot.
import { cacheLife, cacheTag } from "next/cache";

import { getAdSlotConfig, type AdSlotConfig } from "@/lib/ads/ads.service";
import type { AdSlotPosition } from "@/lib/ads/ads.input";

import { isBuildPhase } from "@/lib/cache/build-phase";
import { CACHE_TAGS, PUBLIC_DATA_PROFILE } from "@/lib/cache/tags";

export async function cachedAdSlotConfig(position: AdSlotPosition): Promise<AdSlotConfig | null> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.ads, CACHE_TAGS.settings);
  if (isBuildPhase()) return null;
  return getAdSlotConfig(position);
}
