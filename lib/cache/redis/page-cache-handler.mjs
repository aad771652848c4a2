// Rendered pages and route responses (Next's incremental cache) in Redis, shared by every app instance
// (next.config.ts installs it as cacheHandler when REDIS_URL is set). Without it each instance would keep
// its own copy of a page and its own record of expired tags, and a page expired by a write on one instance
// would still be served from another instance's copy until its revalidate window ran out.
import CachedHandler, { jsonCacheValueSerializer } from "@trieb.work/nextjs-turbo-redis-cache";

import { redisHandlerOptions } from "./options.mjs";

/**
 * The package's own JSON format, with one change on reading: the handler's get() builds a debug line
 * with JSON.stringify(entry) on every hit, even with debugging off, and a page entry's Buffers stringify
 * as arrays of numbers. Measured on /terms (125 kB of HTML): 16.8 ms per get. A short toJSON (not
 * enumerable, so Next never sees it as a field) makes that line cost nothing.
 */
export const pageEntrySerializer = {
  serialize: (entry) => jsonCacheValueSerializer.serialize(entry),
  async deserialize(stored) {
    const entry = await jsonCacheValueSerializer.deserialize(stored);
    if (entry && typeof entry === "object") {
      Object.defineProperty(entry, "toJSON", { value: () => ({ lastModified: entry.lastModified, tags: entry.tags }), enumerable: false });
    }
    return entry;
  },
};

export default class PageCacheHandler extends CachedHandler {
  constructor(options) {
    super({ ...options, ...redisHandlerOptions(), valueSerializer: pageEntrySerializer });
  }
}
