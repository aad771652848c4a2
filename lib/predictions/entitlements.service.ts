import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import { getPlan } from "@/lib/predictions/plans.queries";
import type { SubscriptionTier } from "@/db/schema";
import { hasNextCache, isBuildPhase } from "@/lib/cache/build-phase";
import { CACHE_TAGS, PUBLIC_DATA_PROFILE } from "@/lib/cache/tags";
import { listAllowanceCandidates, listPendingPickDays } from "@/lib/predictions/predictions.queries";
import { readNumberSetting } from "@/lib/settings/settings.service";
import {
  allowanceIds,
  DEFAULT_FREE_DAILY_LIMIT,
  type DayPick,
  daysNeedingAllowance,
  entitlementFor,
  FULL_ACCESS,
  hasActiveSubscription,
  isFullAccess,
  shapePredictions,
  type Entitlement,
  type PickVisibility,
  type Shapeable,
  type Shaped,
  type ViewerRecord,
  zoneOf,
} from "@/lib/predictions/entitlements.rules";
import { isAdmin } from "@/lib/accounts/roles.rules";
import { dayRange, zoneDaysOverlapping } from "@/lib/time/days.rules";
import { DEFAULT_TIME_ZONE } from "@/lib/time/time-zone.rules";

// The one place that decides what a viewer sees of each prediction (architecture: "cache the
// data, shape per viewer"). Every prediction read a viewer gets passes through applyEntitlements after
// the cache: the predictions list, one prediction, today's picks, the /predictions and detail pages, and
// the member's followed and favourite picks. Withheld fields are removed from the data, never hidden.
// Its two inputs that are the same for every viewer (a day's published picks, the free allowance setting)
// are cached here, so thousands of visitors cost one query per day and change; the shaping is per viewer.

export type { Shaped, ViewerRecord } from "@/lib/predictions/entitlements.rules";

/**
 * The viewer's entitlement: admin, their active plan, or the free allowance, whose days are counted in the
 * viewer's `timeZone` (the zone cookie, lib/time/time-zone.rules.ts; UTC when they have not said).
 */
export async function entitlementOf(
  viewer: ViewerRecord | null,
  at?: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<Entitlement> {
  if (viewer && isAdmin(viewer.role)) return FULL_ACCESS;
  // The clock is read only for a signed-in viewer (subscription end): a visitor's shaping happens while
  // pages prerender, where Cache Components refuses a `new Date()` outside a cache or request scope.
  const now = viewer ? (at ?? new Date()) : new Date(0);
  const active = hasActiveSubscription(viewer, now);
  const [freeLimit, plan] = await Promise.all([
    readFreeDailyLimit(),
    active ? getPlan(viewer!.subscriptionTier as SubscriptionTier) : Promise.resolve(null),
  ]);
  return entitlementFor(viewer, plan, freeLimit, now, timeZone);
}

/**
 * Shapes predictions for one viewer (null = visitor) in their `timeZone`: each comes back in full with
 * `withheld: false`, or cut to teams, market, kick-off and status with `{ withheld: true, reason }`. Reads
 * the day allowance of only the viewer's days whose pending picks it needs, through the cache.
 */
export async function applyEntitlements<T extends Shapeable>(
  items: readonly T[],
  viewer: ViewerRecord | null,
  now?: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<Shaped<T>[]> {
  if (items.length === 0) return [];
  const entitlement = await entitlementOf(viewer, now, timeZone);
  if (isFullAccess(entitlement)) return shapePredictions(items, entitlement, new Set());
  const days = daysNeedingAllowance(items, entitlement);
  const limit = entitlement.dailyLimit ?? 0;
  const perDay = await Promise.all(days.map((day) => readDayPicks(day, zoneOf(entitlement), limit)));
  const allowance = new Set<string>();
  for (const picks of perDay) for (const id of allowanceIds(picks, limit)) allowance.add(id);
  return shapePredictions(items, entitlement, allowance);
}

/**
 * What an entitlement class may not read, for the lists' SQL (null: everything, no SQL needed). The
 * allowance covers every day of the class's zone that has pending non-premium picks, read through the same
 * cached day reads applyEntitlements uses; a list shapes its rows with shapeWithVisibility and this same
 * value, so a row's visibility in the SQL (filters, search, order, counts) and in the answer is one decision.
 */
export async function pickVisibilityOf(entitlement: Entitlement): Promise<PickVisibility | null> {
  if (isFullAccess(entitlement)) return null;
  if (entitlement.dailyLimit === null) return { entitlement, allowance: [] };
  const timeZone = zoneOf(entitlement);
  // The zone's days that meet a UTC day with pending picks (a zone's day some of them fall on).
  const days = zoneDaysOverlapping(await readPendingPickDays(), timeZone);
  const limit = entitlement.dailyLimit;
  const perDay = await Promise.all(days.map((day) => readDayPicks(day, timeZone, limit)));
  const allowance = new Set<string>();
  for (const picks of perDay) for (const id of allowanceIds(picks, limit)) allowance.add(id);
  return { entitlement, allowance: [...allowance].sort() };
}

/** The visibility a class's SQL order and cursor have, without reading the allowance (for checking a cursor). */
export function visibilityShapeOf(entitlement: Entitlement): PickVisibility | null {
  return isFullAccess(entitlement) ? null : { entitlement, allowance: [] };
}

/** Shapes a list's rows with the visibility its SQL used (pickVisibilityOf); null = full access. */
export function shapeWithVisibility<T extends Shapeable>(
  items: readonly T[],
  visibility: PickVisibility | null,
): Shaped<T>[] {
  return visibility
    ? shapePredictions(items, visibility.entitlement, new Set(visibility.allowance))
    : shapePredictions(items, FULL_ACCESS, new Set());
}

/** One prediction for one viewer in their zone. */
export async function applyEntitlement<T extends Shapeable>(
  item: T,
  viewer: ViewerRecord | null,
  now?: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<Shaped<T>> {
  const [shaped] = await applyEntitlements([item], viewer, now, timeZone);
  return shaped!;
}

/**
 * The detail page's data for one viewer. A withheld pick also loses its odds history and odds screen: the
 * prices of the pick over time, or its market's screen with the pick's line and outcome, would name the pick.
 */
export async function shapePredictionDetail<T extends Shapeable, H, M, S>(
  detail: { prediction: T; oddsHistory: H[]; modelBacktest?: M | null; oddsScreen?: S | null },
  viewer: ViewerRecord | null,
  now?: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<{ prediction: Shaped<T>; oddsHistory: H[]; modelBacktest: M | null; oddsScreen: S | null }> {
  const prediction = await applyEntitlement(detail.prediction, viewer, now, timeZone);
  // The model's backtest is public (the track record shows it), but the line that uses it compares it with the
  // pick's own model probability, so a withheld pick gets neither.
  return {
    prediction,
    oddsHistory: prediction.withheld ? [] : detail.oddsHistory,
    modelBacktest: prediction.withheld ? null : (detail.modelBacktest ?? null),
    oddsScreen: prediction.withheld ? null : (detail.oddsScreen ?? null),
  };
}

export const FREE_DAILY_LIMIT_SETTING = "max_free_predictions_per_day";

/**
 * The first `limit` non-premium published picks kicking off on one calendar day ('YYYY-MM-DD') of a zone,
 * kick-off order, dates as ISO strings: every pick the day's allowance (allowanceIds) can choose from.
 * Reading only these keeps a busy day (thousands of picks) to a handful of rows. Cached by the day's range,
 * not the zone's name, so zones that agree on where the day starts share the entry.
 */
function readDayPicks(day: string, timeZone: string, limit: number): Promise<DayPick[]> {
  const { start, end } = dayRange(day, timeZone);
  return hasNextCache()
    ? cachedDayPicks(start.toISOString(), end.toISOString(), limit)
    : loadDayPicks(start.toISOString(), end.toISOString(), limit);
}

async function cachedDayPicks(start: string, end: string, limit: number): Promise<DayPick[]> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  if (isBuildPhase()) return [];
  return loadDayPicks(start, end, limit);
}

async function loadDayPicks(start: string, end: string, limit: number): Promise<DayPick[]> {
  const rows = await listAllowanceCandidates({ start: new Date(start), end: new Date(end), limit });
  return rows.map((row) => ({ id: row.id, matchDate: row.matchDate.toISOString(), isPremium: row.isPremium }));
}

/** The UTC days ('YYYY-MM-DD') with pending non-premium published picks: the days whose allowance decides something. */
function readPendingPickDays(): Promise<string[]> {
  return hasNextCache() ? cachedPendingPickDays() : listPendingPickDays();
}

async function cachedPendingPickDays(): Promise<string[]> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  if (isBuildPhase()) return [];
  return listPendingPickDays();
}

/** Full pending picks per day for visitors and FREE members (setting max_free_predictions_per_day, default 5). */
function readFreeDailyLimit(): Promise<number> {
  return hasNextCache()
    ? cachedFreeDailyLimit()
    : readNumberSetting(FREE_DAILY_LIMIT_SETTING, DEFAULT_FREE_DAILY_LIMIT);
}

async function cachedFreeDailyLimit(): Promise<number> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.settings);
  if (isBuildPhase()) return DEFAULT_FREE_DAILY_LIMIT;
  return readNumberSetting(FREE_DAILY_LIMIT_SETTING, DEFAULT_FREE_DAILY_LIMIT);
}
