import { cachedAdSlotConfig } from "@/lib/ads/ads.cache";
import type { AdSlotPosition } from "@/lib/ads/ads.input";

import { AdSlotClient } from "./ad-slot-client";

/**
 * An advertising slot: the ACTIVE ad unit for `position` and the AdSense
 * settings, read through the cache so the page stays static. Renders nothing when there is no unit or no
 * publisher id; otherwise a reserved box whose browser part loads the ad network only after the
 * visitor allows ad storage (components/ads/ad-slot-client.tsx).
 */
export async function AdSlot({ position, className }: { position: AdSlotPosition; className?: string }) {
  const config = await cachedAdSlotConfig(position);
  if (!config) return null;
  return <AdSlotClient config={config} className={className} />;
}
