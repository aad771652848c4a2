import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";
import { timingSafeEqual } from "node:crypto";

import { revalidateTag } from "next/cache";

import { logger } from "@/lib/logger";

import { ALL_CACHE_TAGS, type CacheTag } from "./tags";

/** Header carrying the per-process secret of POST /api/internal/revalidate (set by server.mjs). */
export const INTERNAL_SECRET_HEADER = "x-edgecast-internal";

/**
 * Expires cached public data after a write. Inside a request (route handler, server action) Next's
 * revalidateTag works directly. Jobs run by the local runner or the croner schedule have no request
 * scope, and revalidateTag throws there, so they ask the server to do it through its own internal route
 * (same process, secret generated at start-up by server.mjs). Outside a Next server (tests, CLI scripts)
 * there is no cache to expire and this is a no-op. Never throws: a missed revalidation only means the
 * page refreshes at the end of its cacheLife window.
 */
export async function revalidatePublicData(tags: readonly CacheTag[] = ALL_CACHE_TAGS): Promise<void> {
  if (!process.env.NEXT_RUNTIME || suspended.getStore()) return;
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    return;
  } catch {
    // No request scope: fall through to the internal route.
  }
  await revalidateThroughServer(tags);
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
