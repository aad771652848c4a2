// Cached readers of prediction data for public pages (Cache Components). Each is a thin `use cache`
// wrapper over a service, tagged so the pipeline's writes expire it (lib/cache/revalidate.ts). The
// services stay uncached and testable; these wrappers only exist inside the Next server.
import { cacheLife, cacheTag } from "next/cache";

import type { LiveListPage, LiveSummary, ReferenceLabels } from "@/lib/predictions/card.dto";
import {
  countPredictionWindows,
  getDefaultLiveList,
  getPublicPredictionDetail,
  getReferenceLabels,
  type PredictionWindows,
  type PublicPredictionDetail,
} from "@/lib/predictions/pages.service";
import { entitlementOf } from "@/lib/predictions/entitlements.service";
import { entitlementClass, type Entitlement } from "@/lib/predictions/entitlements.rules";
import { ADMIN_READER, checkPredictionCursor, listPredictions } from "@/lib/predictions/predictions.service";
import type { Caller } from "@/lib/accounts/caller.dto";
import { hasRole } from "@/lib/accounts/roles.rules";
import type { ListPredictionsQuery, PredictionWindowsQuery } from "@/lib/predictions/predictions.input";

import { hasNextCache, isBuildPhase } from "@/lib/cache/build-phase";
import { microCache } from "@/lib/cache/micro-cache";
import { CACHE_TAGS, PUBLIC_DATA_PROFILE } from "@/lib/cache/tags";
import { todayRange } from "@/lib/time/days.rules";
import { DEFAULT_TIME_ZONE } from "@/lib/time/time-zone.rules";

function emptySummary(): LiveSummary {
  const now = new Date().toISOString();
  return {
    window: { name: "today", start: now, end: now, timeZone: DEFAULT_TIME_ZONE },
    picks: 0,
    averageConfidence: null,
    highConfidence: 0,
    winRate: { percent: null, settled: 0, days: 30 },
    accuracy: { percent: null, settled: 0 },
  };
}

/** The first paint of the live list: the default filters' 12 predictions. */
export async function cachedDefaultLiveList(): Promise<LiveListPage> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions);
  // An empty key matches no browser query, so the browser loads the real list at once.
  if (isBuildPhase()) {
    const counts = { today: 0, tomorrow: 0, week: 0, weekend: 0 };
    return {
      queryKey: "",
      date: "today",
      counts,
      summary: emptySummary(),
      items: [],
      total: 0,
      page: 1,
      pages: 1,
      loadedAt: new Date().toISOString(),
    };
  }
  return getDefaultLiveList();
}

/**
 * GET /api/predictions/windows for one caller in their zone. Admins count unpublished ones too, uncached.
 * Everyone else reads the answer of their entitlement class: the summary's confidence figures (and counts
 * under a filter on a hidden field) cover only the rows the class may read. The tabs are the viewer's days,
 * so the zone and the start of its today are part of both cache keys (a full-access class names no zone of
 * its own); the micro-cache keeps the `use cache` read off most of the list's 30 s refreshes. A visitor's
 * entitlement is read only on a miss, inside the micro-cache.
 */
export async function predictionWindowsFor(
  query: PredictionWindowsQuery,
  caller: Caller | null,
  timeZone: string = DEFAULT_TIME_ZONE,
  now = new Date(),
): Promise<PredictionWindows> {
  if (hasRole(caller?.role, "ADMIN")) return countPredictionWindows(query, now, { includeUnpublished: true, timeZone });
  if (!hasNextCache())
    return countPredictionWindows(query, now, {
      entitlement: await entitlementOf(caller?.user ?? null, now, timeZone),
      timeZone,
    });
  const day = todayRange(now, timeZone).start.toISOString();
  const key = `${day}:${timeZone}:${JSON.stringify(query)}`;
  if (!caller)
    return microCache.read(VIEWER_TAGS, `windows:visitor:${key}`, async () =>
      readPredictionWindows(query, day, timeZone, await entitlementOf(null, undefined, timeZone)),
    );
  const entitlement = await entitlementOf(caller.user, now, timeZone);
  return microCache.read(VIEWER_TAGS, `windows:${entitlementClass(entitlement)}:${key}`, () =>
    readPredictionWindows(query, day, timeZone, entitlement),
  );
}

async function readPredictionWindows(
  query: PredictionWindowsQuery,
  day: string,
  timeZone: string,
  entitlement: Entitlement,
) {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(...VIEWER_TAGS);
  return countPredictionWindows(query, new Date(day), { entitlement, timeZone });
}

/** Sport, league and category names by id, and the sports with no published pick yet. */
export async function cachedReferenceLabels(): Promise<ReferenceLabels> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.reference, CACHE_TAGS.predictions);
  if (isBuildPhase()) return { sports: {}, leagues: {}, categories: {} };
  return getReferenceLabels();
}

/** The parsed list query with its dates as ISO strings: cache keys must be plain serialisable values. */
type PublicListKey = Omit<ListPredictionsQuery, "startDate" | "endDate"> & { startDate?: string; endDate?: string };

function toListKey({ startDate, endDate, ...rest }: ListPredictionsQuery): PublicListKey {
  return { ...rest, startDate: startDate?.toISOString(), endDate: endDate?.toISOString() };
}

function fromListKey({ startDate, endDate, ...rest }: PublicListKey): ListPredictionsQuery {
  return {
    ...rest,
    startDate: startDate === undefined ? undefined : new Date(startDate),
    endDate: endDate === undefined ? undefined : new Date(endDate),
  };
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
  return JSON.stringify(await listPredictions(fromListKey(key), { admin: false, entitlement }));
}

/**
 * GET /api/predictions for visitors: every visitor in one zone has the same entitlement, so the micro-cache
 * in front (lib/cache/micro-cache.ts) keys by the zone and the query, and the `use cache` entry reads the
 * visitor's entitlement inside: a hit is one in-process read, a miss one cache read, as before lists
 * depended on the class. Only a cursor needs the entitlement before the cache (it is bound to the class).
 */
async function cachedVisitorPredictionListJson(
  query: ListPredictionsQuery,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<string> {
  if (!hasNextCache())
    return JSON.stringify(
      await listPredictions(query, { admin: false, entitlement: await entitlementOf(null, undefined, timeZone) }),
    );
  return microCache.read(VIEWER_TAGS, `visitor-list:${timeZone}:${JSON.stringify(toListKey(query))}`, async () => {
    if (query.cursor !== undefined)
      checkPredictionCursor(query, { admin: false, entitlement: await entitlementOf(null, undefined, timeZone) });
    return readVisitorPredictionListJson(toListKey(query), timeZone);
  });
}

async function readVisitorPredictionListJson(key: PublicListKey, timeZone: string) {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(...VIEWER_TAGS);
  return JSON.stringify(
    await listPredictions(fromListKey(key), {
      admin: false,
      entitlement: await entitlementOf(null, undefined, timeZone),
    }),
  );
}

/** GET /api/predictions for a signed-in member: the shared page of their entitlement class (their zone included). */
async function cachedMemberPredictionListJson(
  query: ListPredictionsQuery,
  caller: Caller,
  timeZone: string,
): Promise<string> {
  const entitlement = await entitlementOf(caller.user, undefined, timeZone);
  if (!hasNextCache()) return JSON.stringify(await listPredictions(query, { admin: false, entitlement }));
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
export async function predictionListFor(
  query: ListPredictionsQuery,
  caller: Caller | null,
  timeZone: string = DEFAULT_TIME_ZONE,
) {
  if (caller && hasRole(caller.role, "ADMIN"))
    return { kind: "data", data: await listPredictions(query, ADMIN_READER) } as const;
  const json = caller
    ? await cachedMemberPredictionListJson(query, caller, timeZone)
    : await cachedVisitorPredictionListJson(query, timeZone);
  return { kind: "json", json } as const;
}
