import { z } from "zod";

// Ad slots and POST /api/ads/events (public spec §1 and §7 "Ads"; admin spec §3 "Ad unit").

export const AD_POSITIONS = ["HEADER", "SIDEBAR", "CONTENT", "FOOTER"] as const;
export type AdSlotPosition = (typeof AD_POSITIONS)[number];

export const AD_EVENT_KINDS = ["impression", "click"] as const;
export type AdEventKindInput = (typeof AD_EVENT_KINDS)[number];

/**
 * An AdSense publisher id ("ca-pub-" and 16 digits). It goes into a script URL and an attribute, so
 * anything else is treated as "no publisher id" rather than escaped.
 */
export const PUBLISHER_ID_PATTERN = /^ca-pub-\d{16}$/;
/** The ad network's slot id (data-ad-slot): digits only, for the same reason. */
export const AD_SLOT_ID_PATTERN = /^\d{1,20}$/;

export const publisherIdSchema = z.string().trim().regex(PUBLISHER_ID_PATTERN, "Expected ca-pub- followed by 16 digits");

/** POST /api/ads/events: one impression or click of an ad unit (an unknown or inactive unit answers 404). */
export const adEventSchema = z
  .object({
    adUnitId: z.string().trim().min(1).max(64),
    kind: z.enum(AD_EVENT_KINDS),
  })
  .strict();
export type AdEventInput = z.infer<typeof adEventSchema>;
