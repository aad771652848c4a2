import "server-only";

import { and, eq, gt, lt } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { webScrapeCache, type ScrapeType } from "@/db/schema";

/** The cached result for `cacheKey` if it has not expired at `now`, else null. */
export async function getFreshWebScrape(params: { cacheKey: string; now: Date }, tx: DbOrTx = db) {
  const [row] = await tx
    .select({ result: webScrapeCache.result, fetchedAt: webScrapeCache.fetchedAt, expiresAt: webScrapeCache.expiresAt })
    .from(webScrapeCache)
    .where(and(eq(webScrapeCache.cacheKey, params.cacheKey), gt(webScrapeCache.expiresAt, params.now)))
    .limit(1);
  return row ?? null;
}

/** Stores (or replaces) the result for `cacheKey`. */
export async function upsertWebScrape(
  params: {
    cacheKey: string;
    url: string;
    type: ScrapeType;
    result: Record<string, unknown>;
    fetchedAt: Date;
    expiresAt: Date;
  },
  tx: DbOrTx = db,
) {
  const { cacheKey, url, type, result, fetchedAt, expiresAt } = params;
  await tx
    .insert(webScrapeCache)
    .values({ cacheKey, url, type, result, fetchedAt, expiresAt })
    .onConflictDoUpdate({
      target: webScrapeCache.cacheKey,
      set: { url, type, result, fetchedAt, expiresAt, updatedAt: fetchedAt },
    });
}

/** Removes entries that expired before `now`; returns how many. */
export async function deleteExpiredWebScrapes(params: { now: Date }, tx: DbOrTx = db) {
  const rows = await tx
    .delete(webScrapeCache)
    .where(lt(webScrapeCache.expiresAt, params.now))
    .returning({ id: webScrapeCache.id });
  return rows.length;
}
