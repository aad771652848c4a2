// Rendered pages and route responses (Next's incremental cache) in Redis, shared by every app instance
// (next.config.ts installs it as cacheHandler when REDIS_URL is set). Without it each instance would keep
// its own copy of a page and its own record of expired tags, and a page expired by a write on one instance
// would still be served from another instance's copy until its revalidate window ran out.
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip, constants as zlib } from "node:zlib";

import { jsonCacheValueSerializer, RedisStringsHandler } from "@trieb.work/nextjs-turbo-redis-cache";
import { LRUCache } from "lru-cache";

import { redisHandlerOptions } from "./options.mjs";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Marks the compact format below; anything else is read as the package's plain JSON. */
export const COMPACT_PREFIX = "gz1:";

/** Decoded entries kept per process, by the size of their JSON (Next's own in-memory default is 50 MB). */
export const DECODED_ENTRIES_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Keeps Next from stringifying a whole entry: the handler builds a debug line with JSON.stringify(entry)
 * on every hit, even with debugging off, and a page entry's Buffers stringify as arrays of numbers
 * (measured on /terms, 125 kB of HTML: 16.8 ms per get). Not enumerable, so Next never sees it as a field.
 */
function withShortJson(entry) {
  if (entry && typeof entry === "object" && !Object.hasOwn(entry, "toJSON")) {
    Object.defineProperty(entry, "toJSON", {
      value: () => ({ lastModified: entry.lastModified, tags: entry.tags }),
      enumerable: false,
    });
  }
  return entry;
}

/**
 * The entry format of the page handler. Each hit of a page costs the package, before Next sees anything:
 * a structuredClone of the stored string (its in-memory get cache), a JSON.stringify of that string for a
 * debug line (built even with debugging off), and the decoding. For /predictions' 555 kB of JSON, full of
 * quotes to escape, that was about 6.5 ms of one core per request. So:
 * - the stored string is gzip'd JSON in base64 (the package's own JSON inside, Buffers and Maps as it
 *   encodes them): several times shorter, and base64 has nothing to escape, so the clone and the debug
 *   line cost little;
 * - a decoded entry is kept by its stored string (an LRU bounded by the entries' JSON size): the same
 *   bytes always decode to the same entry, so a hit decodes nothing, and whatever the string says is what
 *   is served — an entry replaced or expired by another instance arrives as a different string (or none),
 *   so this adds no staleness. Concurrent reads of a new string share one decoding.
 * Next's own in-memory cache hands out its stored entry objects the same way, unchanged between requests.
 */
export function createPageEntrySerializer({ maxDecodedBytes = DECODED_ENTRIES_MAX_BYTES } = {}) {
  const decoded = new LRUCache({ maxSize: maxDecodedBytes, sizeCalculation: (value) => value.size });
  return {
    async serialize(entry) {
      const json = jsonCacheValueSerializer.serialize(entry);
      const compressed = await gzipAsync(json, { level: zlib.Z_BEST_SPEED });
      return COMPACT_PREFIX + compressed.toString("base64");
    },
    deserialize(stored) {
      if (!stored.startsWith(COMPACT_PREFIX)) return withShortJson(jsonCacheValueSerializer.deserialize(stored));
      const hit = decoded.get(stored);
      if (hit) return hit.entry;
      const entry = gunzipAsync(Buffer.from(stored.slice(COMPACT_PREFIX.length), "base64")).then((json) => {
        const value = withShortJson(jsonCacheValueSerializer.deserialize(json.toString("utf8")));
        // Sized by its JSON now that it is known; an entry larger than the whole budget is not kept.
        if (decoded.get(stored)?.entry === entry) {
          decoded.delete(stored);
          if (json.length <= maxDecodedBytes) decoded.set(stored, { entry: Promise.resolve(value), size: json.length });
        }
        return value;
      });
      // Until decoded, the pending entry counts as its stored string's length.
      decoded.set(stored, { entry, size: stored.length });
      entry.catch(() => {
        if (decoded.get(stored)?.entry === entry) decoded.delete(stored);
      });
      return entry;
    },
  };
}

export const pageEntrySerializer = createPageEntrySerializer();

/**
 * Every instance of one build shares one key space, prefixed with the build id (KEY_PREFIX overrides it):
 * a new deployment starts on empty keys while the old ones age out with their TTL. Same rule as the
 * package's own handler class.
 */
function keyPrefix(serverDistDir) {
  if (process.env.KEY_PREFIX) return process.env.KEY_PREFIX;
  const candidates = [
    serverDistDir && path.join(serverDistDir, "..", "BUILD_ID"),
    path.join(process.cwd(), ".next", "BUILD_ID"),
  ].filter(Boolean);
  for (const file of candidates) {
    try {
      const id = readFileSync(file, "utf8").trim();
      if (id) return id;
    } catch {
      // Try the next place.
    }
  }
  return "UNDEFINED_URL_";
}

let shared;

/**
 * Next constructs its cache handler class for every request; all of them use one Redis handler per
 * process. This is the package's own handler class without its start-up console line ("created cached
 * handler", printed unconditionally): the server's output is JSON log lines.
 */
export default class PageCacheHandler {
  constructor(options = {}) {
    shared ??= new RedisStringsHandler({
      ...redisHandlerOptions(),
      keyPrefix: keyPrefix(options.serverDistDir),
      valueSerializer: pageEntrySerializer,
    });
  }

  get(...args) {
    return shared.get(...args);
  }

  set(...args) {
    return shared.set(...args);
  }

  revalidateTag(...args) {
    return shared.revalidateTag(...args);
  }

  resetRequestCache() {}
}
