import "server-only";

import { createAdEvent, getActiveAdUnitForPosition, getActiveAdUnitId } from "@/lib/ads/ads.queries";
import type { AdUnitType } from "@/db/schema";
import { AppError } from "@/lib/core/errors";
import { env } from "@/lib/env";
import { readBooleanSetting, readStringSetting } from "@/lib/settings/settings.service";
import { AD_SLOT_ID_PATTERN, type AdEventInput, type AdSlotPosition } from "@/lib/ads/ads.input";
import { PUBLISHER_ID_PATTERN } from "@/lib/core/common.input";

/** What an ad slot needs to render: everything the browser part gets, nothing else. */
export interface AdSlotConfig {
  adUnitId: string;
  type: AdUnitType;
  position: AdSlotPosition;
  publisherId: string;
  /** data-ad-slot; null lets the network choose (auto ads). */
  slotId: string | null;
  /** The admin allows personalised ads (the visitor's consent still decides). */
  personalisedAllowed: boolean;
  /** The admin lets AdSense place automatic ads on the page as well (adsense_auto_ads). */
  autoAds: boolean;
}

/**
 * The ad unit and network settings for one slot, or null when nothing may be shown: no ACTIVE unit at
 * the position, or no valid publisher id (ADSENSE_PUBLISHER_ID wins over the adsense_publisher_id
 * setting; a malformed id counts as none because it ends up in a script URL).
 */
export async function getAdSlotConfig(position: AdSlotPosition): Promise<AdSlotConfig | null> {
  const [unit, publisherId] = await Promise.all([getActiveAdUnitForPosition({ position }), resolvePublisherId()]);
  if (!unit || !publisherId) return null;
  const [personalisedAllowed, autoAds] = await Promise.all([
    readBooleanSetting("adsense_personalized_ads", true),
    readBooleanSetting("adsense_auto_ads", false),
  ]);
  const slotId = unit.slotId?.trim() ?? "";
  return {
    adUnitId: unit.id,
    type: unit.type,
    position,
    publisherId,
    slotId: AD_SLOT_ID_PATTERN.test(slotId) ? slotId : null,
    personalisedAllowed,
    autoAds,
  };
}

async function resolvePublisherId(): Promise<string | null> {
  const configured = env.ADSENSE_PUBLISHER_ID ?? (await readStringSetting("adsense_publisher_id"));
  return configured && PUBLISHER_ID_PATTERN.test(configured) ? configured : null;
}

/**
 * Records an impression or click (revenue unknown → 0). Throws not_found for an unknown ad unit and
 * for one that is not ACTIVE: such a unit shows no ads, so its events would only be noise.
 */
export async function recordAdEvent(input: AdEventInput) {
  const adUnitId = await getActiveAdUnitId({ adUnitId: input.adUnitId });
  if (!adUnitId) throw new AppError("not_found", "Ad unit not found.");
  const event = await createAdEvent({ adUnitId, kind: input.kind });
  return { id: event.id, adUnitId: event.adUnitId, kind: event.kind, occurredAt: event.occurredAt.toISOString() };
}
