import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";
import { timingSafeEqual } from "node:crypto";

import { revalidateTag } from "next/cache";

import { logger } from "@/lib/logger";

import { microCache } from "./micro-cache";
import { ALL_CACHE_TAGS, type CacheTag } from "./tags";

/** Header carrying the per-process secret of POST /api/internal/revalidate (set by server.mjs). */
export const INTERNAL_SECRET_HEADER = "x-edgecast-internal";

/**
 * Expires cached public data after a write. Inside a request (route handler, server action) Next's
 * revalidateTag works directly. Jobs run by the local runner or the croner schedule have no request
 * scope, and revalidateTag throws there, so they ask the server to do it through its own internal route
 * (same process, secret generated at start-up by server.mjs). Outside a Next server (tests, CLI scripts)
 * there is no cache to expire and this is a no-op. Never throws: a missed revalidation only means the
 * page refreshes at the end of its cacheLife window. The tags are expired once more a moment later
 * (expireAgainSoon).
 */
export async function revalidatePublicData(tags: readonly CacheTag[] = ALL_CACHE_TAGS): Promise<void> {
  if (!process.env.NEXT_RUNTIME || suspended.getStore()) return;
  expireAgainSoon(tags);
  try {
    expireTags(tags);
    return;
  } catch {
    // No request scope: fall through to the internal route.
  }
  await revalidateThroughServer(tags);
}

/**
 * Expires the tags in this process: Next's cache entries and the micro-cache in front of some of them.
 * Needs a request scope (revalidateTag throws without one).
 */
export function expireTags(tags: readonly CacheTag[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  microCache.forget(tags);
}

/** How long after a write its tags are expired a second time: longer than a page takes to render. */
export const SECOND_EXPIRY_DELAY_MS = 3_000;

let pendingSecondExpiry: Set<CacheTag> | null = null;

/**
 * Next stamps a rendered page when it stores it, not when the render began. A page that read the old
 * data just before the write, and is stored just after the expiry, would therefore be kept as fresh for
 * its whole revalidate window (a minute of the old track record after settlement). Expiring the same
 * tags again a moment later replaces such a page. Writes that come in a burst share one second expiry.
 * It goes through the internal route, because the write's request scope is gone by then.
 */
function expireAgainSoon(tags: readonly CacheTag[]): void {
  if (pendingSecondExpiry) {
    for (const tag of tags) pendingSecondExpiry.add(tag);
    return;
  }
  const batch = new Set(tags);
  pendingSecondExpiry = batch;
  const timer = setTimeout(() => {
    pendingSecondExpiry = null;
    void revalidateThroughServer([...batch]);
  }, SECOND_EXPIRY_DELAY_MS);
  timer.unref();
}

const suspended = new AsyncLocalStorage<boolean>();

/**
 * Runs `work` without revalidating. Start-up (instrumentation) writes before the server listens: asking
 * the server to revalidate then would wait on itself, and server.mjs revalidates everything once it is up.
 */
export function withoutRevalidation<T>(work: () => Promise<T>): Promise<T> {
  return suspended.run(true, work);
}

async function revalidateThroughServer(tags: readonly CacheTag[]): Promise<void> {
  // Read directly (not lib/env): these are set at run time by server.mjs for this process only.
  const origin = process.env.EDGECAST_INTERNAL_ORIGIN;
  const secret = process.env.EDGECAST_INTERNAL_SECRET;
  if (!origin || !secret) return;
  try {
    const response = await fetch(`${origin}/api/internal/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", [INTERNAL_SECRET_HEADER]: secret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) logger.warn("cache.revalidate_failed", { status: response.status });
  } catch (error) {
    logger.warn("cache.revalidate_failed", { error: error instanceof Error ? error.message : String(error) });
  }
}

/** Constant-time check of the internal route's secret. */
export function isInternalSecret(given: string | null): boolean {
  const secret = process.env.EDGECAST_INTERNAL_SECRET;
  if (!secret || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
