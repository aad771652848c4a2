import "server-only";

import { db } from "@/db";
import { lockSettingValue, upsertSettingValue } from "@/lib/ads/settings.queries";
import { getSettingValues } from "@/lib/settings/settings.queries";
import { SETTINGS } from "@/db/seed/data/settings";
import { revalidatePublicData } from "@/lib/cache/revalidate";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { env } from "@/lib/env";
import type { AdSettingsInput } from "@/lib/ads/ads.input";

import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";

// The AdSense Settings tab: the three global settings every ad slot reads (lib/ads/ads.service.ts
// getAdSlotConfig). Saving expires the cached slots (tag `settings`) so public pages follow at once.

const KEYS = {
  publisherId: "adsense_publisher_id",
  autoAds: "adsense_auto_ads",
  personalizedAds: "adsense_personalized_ads",
} as const;
type Field = keyof typeof KEYS;

function definitionOf(key: string) {
  const seed = SETTINGS.find((setting) => setting.key === key);
  if (!seed) throw new Error(`No setting definition for ${key}`);
  return {
    key: seed.key,
    type: seed.type,
    category: seed.category,
    description: seed.description,
    defaultValue: seed.defaultValue,
  };
}

function toAdSettings(values: Map<string, unknown>): AdSettingsInput {
  const publisherId = values.get(KEYS.publisherId);
  const autoAds = values.get(KEYS.autoAds);
  const personalizedAds = values.get(KEYS.personalizedAds);
  return {
    publisherId: typeof publisherId === "string" ? publisherId : "",
    autoAds: typeof autoAds === "boolean" ? autoAds : false,
    personalizedAds: typeof personalizedAds === "boolean" ? personalizedAds : true,
  };
}

/** GET /api/admin/ads/settings: the saved values, and whether ADSENSE_PUBLISHER_ID overrides the saved id. */
export async function getAdSettings() {
  const settings = toAdSettings(await getSettingValues(Object.values(KEYS)));
  return { ...settings, publisherIdFromEnvironment: Boolean(env.ADSENSE_PUBLISHER_ID) };
}

/** PUT /api/admin/ads/settings: saves the three settings in one transaction, audited with what changed. */
export async function saveAdSettings(actor: AuditActor, input: AdSettingsInput) {
  const changed = await db.transaction(async (tx) => {
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of Object.keys(KEYS) as Field[]) {
      const key = KEYS[field];
      const current = await lockSettingValue(key, tx);
      if (current === input[field]) continue;
      await upsertSettingValue(definitionOf(key), input[field], actor.id, tx);
      before[key] = current ?? null;
      after[key] = input[field];
    }
    if (Object.keys(after).length > 0)
      await recordAudit(tx, actor, {
        action: "settings.update",
        entityType: "global_setting",
        entityId: "adsense",
        before,
        after,
      });
    return Object.keys(after).length > 0;
  });
  if (changed) await revalidatePublicData([CACHE_TAGS.settings]);
  return { ...(await getAdSettings()), message: "AdSense settings saved successfully" };
}
