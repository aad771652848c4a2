// Cached readers of prediction data for public pages (Cache Components). Each is a thin `use cache`
// wrapper over a service, tagged so the pipeline's writes expire it (lib/cache/revalidate.ts). The
// services stay uncached and testable; these wrappers only exist inside the Next server.
import { cacheLife, cacheTag } from "next/cache";

import type { LiveListPage, ReferenceLabels } from "@/lib/predictions/card.dto";
import {
  countPredictionWindows,
  getDefaultLiveList,
  getLiveSummary,
  getPublicPredictionDetail,
  getReferenceLabels,
  listPublicPredictions,
  type LiveSummary,
  type PredictionWindows,
  type PublicPredictionDetail,
} from "@/lib/predictions/pages.service";
import { applyEntitlements } from "@/lib/subscriptions/entitlements.service";
import { getPredictionStats, listPredictions } from "@/lib/predictions/predictions.service";
import type { Caller } from "@/lib/accounts/caller";
import { hasRole } from "@/lib/accounts/roles.rules";
import type { ListPredictionsQuery, PredictionWindowsQuery } from "@/lib/predictions/predictions.input";

import { hasNextCache, isBuildPhase } from "@/lib/cache/build-phase";
import { microCache } from "@/lib/cache/micro-cache";
import { CACHE_TAGS, PUBLIC_DATA_PROFILE } from "@/lib/cache/tags";

type PredictionStats = Awaited<ReturnType<typeof getPredictionStats>>;

const EMPTY_STATS: PredictionStats = {
  totalPredictions: 0,
  publishedPredictions: 0,
  premiumPredictions: 0,
  pendingPredictions: 0,
  wonPredictions: 0,
  lostPredictions: 0,
  voidPredictions: 0,
  winRate: null,
  averageConfidence: null,
};

export async function cachedPredictionStats(): Promise<PredictionStats> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  if (isBuildPhase()) return EMPTY_STATS;
  return getPredictionStats();
}

/** Summary cards of /predictions (the default window's picks, measured win rate). */
export async function cachedLiveSummary(): Promise<LiveSummary> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  if (isBuildPhase()) {
    const now = new Date().toISOString();
    return {
      window: { name: "today" as const, start: now, end: now },
      picks: 0,
      averageConfidence: null,
      highConfidence: 0,
      winRate: { percent: null, settled: 0, days: 30 },
      accuracy: { percent: null, settled: 0 },
    };
  }
  return getLiveSummary();
}

/** The first paint of the live list: the default filters' 12 predictions. */
export async function cachedDefaultLiveList(): Promise<LiveListPage> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  // An empty key matches no browser query, so the browser loads the real list at once.
  if (isBuildPhase()) {
    const counts = { today: 0, tomorrow: 0, week: 0, weekend: 0 };
    return { queryKey: "", date: "today", counts, items: [], total: 0, page: 1, pages: 1, loadedAt: new Date().toISOString() };
  }
  return getDefaultLiveList();
}

/**
 * GET /api/predictions/windows for everyone but admins: the tab counts are the same for every visitor
 * and member. They move with the UTC day, so the day is part of both cache keys; the micro-cache keeps
 * the `use cache` read off most of the list's 30 s refreshes.
 */
export function cachedPredictionWindows(query: PredictionWindowsQuery, now = new Date()): Promise<PredictionWindows> {
  if (!hasNextCache()) return countPredictionWindows(query, now);
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  return microCache.read([CACHE_TAGS.predictions], `windows:${day}:${JSON.stringify(query)}`, () => readPredictionWindows(query, day));
}

async function readPredictionWindows(query: PredictionWindowsQuery, day: string) {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  return countPredictionWindows(query, new Date(day));
}

/** Sport, league and category names by id. */
export async function cachedReferenceLabels(): Promise<ReferenceLabels> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.reference);
  if (isBuildPhase()) return { sports: {}, leagues: {}, categories: {} };
  return getReferenceLabels();
}

/** The parsed list query with its dates as ISO strings: cache keys must be plain serialisable values. */
type PublicListKey = Omit<ListPredictionsQuery, "startDate" | "endDate"> & { startDate?: string; endDate?: string };

/**
 * GET /api/predictions for anonymous callers (and members: what they may see is applied after the
 * cache by the entitlements issue). Admins bypass it because they also see unpublished predictions.
 */
export function cachedPublicPredictionList(query: ListPredictionsQuery) {
  // Outside a Next server (tests, scripts) there is no cache layer: read directly.
  if (!hasNextCache()) return listPublicPredictions(query);
  return readPublicPredictionList(toListKey(query));
}

function toListKey({ startDate, endDate, ...rest }: ListPredictionsQuery): PublicListKey {
  return { ...rest, startDate: startDate?.toISOString(), endDate: endDate?.toISOString() };
}

const VISITOR_LIST_TAGS = [CACHE_TAGS.predictions, CACHE_TAGS.settings] as const;

/**
 * GET /api/predictions for visitors: the page already shaped for a visitor. Every visitor sees the same
 * thing (the free allowance does not depend on the clock or the caller), so the shaped answer is cached
 * whole: one cache read per request instead of the list, the setting and each day's allowance. The
 * micro-cache in front keeps that read off most requests (lib/cache/micro-cache.ts).
 */
export async function cachedVisitorPredictionListJson(query: ListPredictionsQuery): Promise<string> {
  if (!hasNextCache()) return JSON.stringify(await shapeForVisitor(await listPublicPredictions(query)));
  const key = toListKey(query);
  return microCache.read(VISITOR_LIST_TAGS, `visitor-list:${JSON.stringify(key)}`, () => readVisitorPredictionListJson(key));
}

// The cache keeps the JSON text: reading one string back is far cheaper than decoding the list's objects
// and serialising them again on every request (GET /api/predictions ≈ 16 kB per page).
async function readVisitorPredictionListJson(key: PublicListKey) {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(...VISITOR_LIST_TAGS);
  return JSON.stringify(await shapeForVisitor(await readPublicPredictionList(key)));
}

async function shapeForVisitor<P extends { predictions: Parameters<typeof applyEntitlements>[0] }>(page: P) {
  return { ...page, predictions: await applyEntitlements(page.predictions, null) };
}

async function readPublicPredictionList(key: PublicListKey) {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  const { startDate, endDate, ...rest } = key;
  return listPublicPredictions({
    ...rest,
    startDate: startDate === undefined ? undefined : new Date(startDate),
    endDate: endDate === undefined ? undefined : new Date(endDate),
  });
}

/** One published prediction with its odds history for /predictions/{id}; null when missing or unpublished. */
export async function cachedPredictionDetail(id: string): Promise<PublicPredictionDetail | null> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  if (isBuildPhase()) return null;
  return getPublicPredictionDetail(id);
}

/**
 * GET /api/predictions for one caller, and who reads through the cache: a visitor gets the shared page,
 * already shaped and serialised; a member the cached public page shaped for their plan; an admin reads
 * uncached, because admins also see unpublished predictions.
 */
export async function predictionListFor(query: ListPredictionsQuery, caller: Caller | null) {
  if (!caller) return { kind: "json", json: await cachedVisitorPredictionListJson(query) } as const;
  const page = hasRole(caller.role, "ADMIN") ? await listPredictions(query, caller) : await cachedPublicPredictionList(query);
  return { kind: "data", data: { ...page, predictions: await applyEntitlements(page.predictions, caller.user) } } as const;
}
