// Cached readers of prediction data for public pages (Cache Components). Each is a thin `use cache`
// wrapper over a service, tagged so the pipeline's writes expire it (lib/cache/revalidate.ts). The
// services stay uncached and testable; these wrappers only exist inside the Next server.
import { cacheLife, cacheTag } from "next/cache";

import type { LiveListPage, ReferenceLabels } from "@/lib/predictions/card.dto";
import {
  countPredictionWindows,
  filtersOnHiddenFields,
  getDefaultLiveList,
  getLiveSummary,
  getPublicPredictionDetail,
  getReferenceLabels,
  listPublicPredictions,
  type LiveSummary,
  type PredictionWindows,
  type PublicPredictionDetail,
} from "@/lib/predictions/pages.service";
import { entitlementOf } from "@/lib/subscriptions/entitlements.service";
import { entitlementClass, type Entitlement } from "@/lib/subscriptions/entitlements.rules";
import { ADMIN_READER, checkPredictionCursor, getPredictionStats, listPredictions } from "@/lib/predictions/predictions.service";
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
  return getPredictionStats({ forEveryone: true });
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
 * GET /api/predictions/windows for one caller. Admins count unpublished ones too, uncached. Everyone else
 * reads a shared count: the same for every viewer unless a filter is on a hidden field (minConfidence,
 * positiveEdge, valueOnly, modelShaped), which counts only the rows the viewer may read, so then the count is per entitlement
 * class. The counts move with the UTC day, so the day is part of both cache keys; the micro-cache keeps
 * the `use cache` read off most of the list's 30 s refreshes. A visitor's entitlement is read only on a
 * miss, inside the micro-cache.
 */
export async function predictionWindowsFor(query: PredictionWindowsQuery, caller: Caller | null, now = new Date()): Promise<PredictionWindows> {
  if (hasRole(caller?.role, "ADMIN")) return countPredictionWindows(query, now, { includeUnpublished: true });
  if (!hasNextCache()) return countPredictionWindows(query, now, { entitlement: await entitlementOf(caller?.user ?? null, now) });
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  const key = JSON.stringify(query);
  if (!filtersOnHiddenFields(query)) return microCache.read([CACHE_TAGS.predictions], `windows:${day}:${key}`, () => readPredictionWindows(query, day, null));
  if (!caller) return microCache.read(VIEWER_TAGS, `windows:${day}:visitor:${key}`, async () => readPredictionWindows(query, day, await entitlementOf(null)));
  const entitlement = await entitlementOf(caller.user, now);
  return microCache.read(VIEWER_TAGS, `windows:${day}:${entitlementClass(entitlement)}:${key}`, () => readPredictionWindows(query, day, entitlement));
}

async function readPredictionWindows(query: PredictionWindowsQuery, day: string, entitlement: Entitlement | null) {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(...VIEWER_TAGS);
  return countPredictionWindows(query, new Date(day), entitlement ? { entitlement } : {});
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

function toListKey({ startDate, endDate, ...rest }: ListPredictionsQuery): PublicListKey {
  return { ...rest, startDate: startDate?.toISOString(), endDate: endDate?.toISOString() };
}

function fromListKey({ startDate, endDate, ...rest }: PublicListKey): ListPredictionsQuery {
  return { ...rest, startDate: startDate === undefined ? undefined : new Date(startDate), endDate: endDate === undefined ? undefined : new Date(endDate) };
}

/** Lists and counts that depend on the viewer's entitlement: the data, and the free-allowance setting. */
const VIEWER_TAGS = [CACHE_TAGS.predictions, CACHE_TAGS.settings] as const;

/**
 * GET /api/predictions for a viewer's entitlement class: the page already read and shaped for that class
 * (lib/predictions/predictions.service.ts listPredictions), as JSON text. Which rows match, their order,
 * the counts and the cursors depend on the class (what it may read), and on nothing else of the viewer,
 * so the class is the cache key: every visitor shares one entry per query, and so does every member with
 * the same entitlement. The cached text is what the route sends: reading one string back is far cheaper
 * than decoding the list's objects and serialising them again (GET /api/predictions ≈ 16 kB per page).
 * The cursor is checked before the cache, so a bad one answers 400 (a throw inside a cache entry would not).
 */
async function cachedPredictionListJson(query: ListPredictionsQuery, entitlement: Entitlement): Promise<string> {
  checkPredictionCursor(query, { admin: false, entitlement });
  return readPredictionListJson(toListKey(query), entitlement);
}

async function readPredictionListJson(key: PublicListKey, entitlement: Entitlement) {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(...VIEWER_TAGS);
  return JSON.stringify(await listPublicPredictions(fromListKey(key), entitlement));
}

/**
 * GET /api/predictions for visitors: every visitor has the same entitlement, so the micro-cache in front
 * (lib/cache/micro-cache.ts) keys by the query alone, and the `use cache` entry reads the visitor's
 * entitlement inside: a hit is one in-process read, a miss one cache read, as before lists depended on the
 * class. Only a cursor needs the entitlement before the cache (it is bound to the class).
 */
export async function cachedVisitorPredictionListJson(query: ListPredictionsQuery): Promise<string> {
  if (!hasNextCache()) return JSON.stringify(await listPublicPredictions(query));
  return microCache.read(VIEWER_TAGS, `visitor-list:${JSON.stringify(toListKey(query))}`, async () => {
    if (query.cursor !== undefined) checkPredictionCursor(query, { admin: false, entitlement: await entitlementOf(null) });
    return readVisitorPredictionListJson(toListKey(query));
  });
}

async function readVisitorPredictionListJson(key: PublicListKey) {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(...VIEWER_TAGS);
  return JSON.stringify(await listPublicPredictions(fromListKey(key)));
}

/** GET /api/predictions for a signed-in member: the shared page of their entitlement class. */
async function cachedMemberPredictionListJson(query: ListPredictionsQuery, caller: Caller): Promise<string> {
  const entitlement = await entitlementOf(caller.user);
  if (!hasNextCache()) return JSON.stringify(await listPublicPredictions(query, entitlement));
  return microCache.read(VIEWER_TAGS, `list:${entitlementClass(entitlement)}:${JSON.stringify(toListKey(query))}`, () =>
    cachedPredictionListJson(query, entitlement),
  );
}

/** One published prediction with its odds history for /predictions/{id}; null when missing or unpublished. */
export async function cachedPredictionDetail(id: string): Promise<PublicPredictionDetail | null> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  // The model's line reads its stored backtest, which the backtest job replaces.
  cacheTag(CACHE_TAGS.predictions, CACHE_TAGS.backtests);
  if (isBuildPhase()) return null;
  return getPublicPredictionDetail(id);
}

/**
 * GET /api/predictions for one caller, and who reads through the cache: a visitor or a member gets the
 * shared page of their entitlement class, already shaped and serialised; an admin reads uncached, because
 * admins also see unpublished predictions.
 */
export async function predictionListFor(query: ListPredictionsQuery, caller: Caller | null) {
  if (caller && hasRole(caller.role, "ADMIN")) return { kind: "data", data: await listPredictions(query, ADMIN_READER) } as const;
  const json = caller ? await cachedMemberPredictionListJson(query, caller) : await cachedVisitorPredictionListJson(query);
  return { kind: "json", json } as const;
}
