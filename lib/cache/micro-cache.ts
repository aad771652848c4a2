import "server-only";

import { LRUCache } from "lru-cache";

import { env } from "@/lib/env";

import type { CacheTag } from "./tags";

export interface MicroCache {
  /** The value stored under `key`, or what `load` gives (stored under `tags`; concurrent callers share it). */
  read<T>(tags: readonly CacheTag[], key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every value stored under one of these tags. */
  forget(tags: readonly CacheTag[]): void;
}

interface Entry {
  tags: readonly CacheTag[];
  value: Promise<unknown>;
}

/**
 * A short in-process layer in front of `use cache` readers that are read on every request. Each `use
 * cache` call serialises its arguments into a key and decodes the stored entry again, which for GET
 * /api/predictions cost more than the rest of the request; here the finished value is kept for a
 * moment. A load that fails is not kept. Keys come from request parameters, so the entries are capped.
 */
export function createMicroCache({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): MicroCache {
  const entries = new LRUCache<string, Entry>({ max: maxEntries, ttl: ttlMs });
  return {
    read<T>(tags: readonly CacheTag[], key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit.value as Promise<T>;
      const entry: Entry = { tags, value: load() };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value as Promise<T>;
    },
    forget(tags: readonly CacheTag[]): void {
      const expired = new Set<CacheTag>(tags);
      const stale = [...entries.entries()].filter(([, entry]) => entry.tags.some((tag) => expired.has(tag)));
      for (const [key] of stale) entries.delete(key);
    },
  };
}

/** Reads straight through: every read goes to the `use cache` reader behind it. */
const passThroughCache: MicroCache = {
  read: (_tags, _key, load) => load(),
  forget: () => {},
};

/**
 * The micro-cache of a server. Writes in this process clear it with the tags they expire (expireTags in
 * ./revalidate.ts); the two seconds bound the staleness it could add if an expiry ever missed it. With
 * REDIS_URL set there are several instances, and a write on one could not clear the others' copies: the
 * reads then go straight to the shared `use cache` entries in Redis, whose tag expiries every instance
 * sees (docs/decisions.md, "Several instances").
 */
export function serverMicroCache(redisUrl: string | undefined): MicroCache {
  return redisUrl ? passThroughCache : createMicroCache({ ttlMs: 2_000, maxEntries: 500 });
}

export const microCache: MicroCache = serverMicroCache(env.REDIS_URL);
