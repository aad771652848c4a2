// Rendered pages and route responses (Next's incremental cache) in Redis, shared by every app instance
// (next.config.ts installs it as cacheHandler when REDIS_URL is set). Without it each instance would keep
// its own copy of a page and its own record of expired tags, and a page expired by a write on one instance
// would still be served from another instance's copy until its revalidate window ran out.
import CachedHandler from "@trieb.work/nextjs-turbo-redis-cache";

import { redisHandlerOptions } from "./options.mjs";

export default class PageCacheHandler extends CachedHandler {
  constructor(options) {
    super({ ...options, ...redisHandlerOptions() });
  }
}
