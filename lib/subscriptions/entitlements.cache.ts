// Cached inputs of the entitlement rules (lib/subscriptions/entitlements.service.ts): a day's published picks (the
// free allowance order) and the free allowance setting. The same for every viewer, so thousands of
// visitors cost one query per day and change; the per-viewer shaping happens after these, uncached.
import { cacheLife, cacheTag } from "next/cache";

import { listPublishedDayPicks } from "@/lib/predictions/predictions.queries";
import { DEFAULT_FREE_DAILY_LIMIT, type DayPick } from "@/lib/subscriptions/entitlements.rules";
import { readNumberSetting } from "@/lib/settings/settings.service";

import { isBuildPhase } from "@/lib/cache/build-phase";
import { CACHE_TAGS, PUBLIC_DATA_PROFILE } from "@/lib/cache/tags";

export const FREE_DAILY_LIMIT_SETTING = "max_free_predictions_per_day";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Published picks kicking off on one UTC day ('YYYY-MM-DD'), kick-off order, dates as ISO strings. */
export function readDayPicks(day: string): Promise<DayPick[]> {
  // Outside a Next server (tests, scripts) there is no cache layer: read directly.
  if (!process.env.NEXT_RUNTIME) return loadDayPicks(day);
  return cachedDayPicks(day);
}

async function cachedDayPicks(day: string): Promise<DayPick[]> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  if (isBuildPhase()) return [];
  return loadDayPicks(day);
}

async function loadDayPicks(day: string): Promise<DayPick[]> {
  const start = new Date(`${day}T00:00:00.000Z`);
  const rows = await listPublishedDayPicks({ start, end: new Date(start.getTime() + DAY_MS) });
  return rows.map((row) => ({ id: row.id, matchDate: row.matchDate.toISOString(), isPremium: row.isPremium }));
}

/** Full pending picks per day for visitors and FREE members (setting max_free_predictions_per_day, default 5). */
export function readFreeDailyLimit(): Promise<number> {
  if (!process.env.NEXT_RUNTIME) return readNumberSetting(FREE_DAILY_LIMIT_SETTING, DEFAULT_FREE_DAILY_LIMIT);
  return cachedFreeDailyLimit();
}

async function cachedFreeDailyLimit(): Promise<number> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.settings);
  if (isBuildPhase()) return DEFAULT_FREE_DAILY_LIMIT;
  return readNumberSetting(FREE_DAILY_LIMIT_SETTING, DEFAULT_FREE_DAILY_LIMIT);
}
