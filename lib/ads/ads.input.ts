import { z } from "zod";

import { publisherIdSchema, text } from "@/lib/core/common.input";

// Ad slots and POST /api/ads/events.

export const AD_POSITIONS = ["HEADER", "SIDEBAR", "CONTENT", "FOOTER"] as const;
export type AdSlotPosition = (typeof AD_POSITIONS)[number];

const AD_EVENT_KINDS = ["impression", "click"] as const;

/** The ad network's slot id (data-ad-slot): digits only, for the same reason. */
export const AD_SLOT_ID_PATTERN = /^\d{1,20}$/;

/** POST /api/ads/events: one impression or click of an ad unit (an unknown or inactive unit answers 404). */
export const adEventSchema = z
  .object({
    adUnitId: z.string().trim().min(1).max(64),
    kind: z.enum(AD_EVENT_KINDS),
  })
  .strict();
export type AdEventInput = z.infer<typeof adEventSchema>;

// ── Admin ad management: the ad console and its ad unit toggle ──

export const AD_UNIT_TYPES = ["BANNER", "SIDEBAR", "INLINE", "POPUP", "VIDEO"] as const;

export const adParamsSchema = z.object({ adId: z.uuid() });

/**
 * Create-ad-unit dialog and POST /api/admin/ads. A new unit starts as DRAFT or ACTIVE; the slot id goes
 * into an attribute, so only digits are accepted. `code` is kept for reference and never rendered.
 */
export const createAdUnitSchema = z
  .object({
    name: text(100),
    type: z.enum(AD_UNIT_TYPES),
    position: z.enum(AD_POSITIONS),
    status: z.enum(["ACTIVE", "DRAFT"]),
    slotId: z.string().trim().regex(AD_SLOT_ID_PATTERN, "Digits only (the data-ad-slot value)").optional(),
    code: text(5000).optional(),
  })
  .strict();
export type CreateAdUnitInput = z.infer<typeof createAdUnitSchema>;

/** The toggle sends ACTIVE or PAUSED; DRAFT is only a starting state. */
export const updateAdStatusSchema = z.object({ status: z.enum(["ACTIVE", "PAUSED"]) }).strict();
export type UpdateAdStatusInput = z.infer<typeof updateAdStatusSchema>;

/** AdSense Settings tab and PUT /api/admin/ads/settings; an empty publisher id means "no ads". */
export const adSettingsSchema = z
  .object({
    publisherId: z.union([z.literal(""), publisherIdSchema]),
    autoAds: z.boolean(),
    personalizedAds: z.boolean(),
  })
  .strict();
export type AdSettingsInput = z.infer<typeof adSettingsSchema>;
