// Cached reader of the ad slot configuration (Cache Components). Tagged with the ad units and the
// settings it reads, so an admin change to either expires every page holding a slot.
import { cacheLife, cacheTag } from "next/cache";

import { getAdSlotConfig, type AdSlotConfig } from "@/lib/services/ads";
import type { AdSlotPosition } from "@/lib/validations/ads";

import { isBuildPhase } from "./build-phase";
import { CACHE_TAGS, PUBLIC_DATA_PROFILE } from "./tags";

export async function cachedAdSlotConfig(position: AdSlotPosition): Promise<AdSlotConfig | null> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.ads, CACHE_TAGS.settings);
  if (isBuildPhase()) return null;
  return getAdSlotConfig(position);
}
