// `use cache` entries and tag expiries in Redis, shared by every app instance (next.config.ts installs it
// as cacheHandlers.default when REDIS_URL is set). The package keeps entries as Redis strings with the
// entry's `expire` as TTL and the tag manifest (stale/expired timestamps per tag) in a Redis hash that each
// instance mirrors in memory and keeps current through Redis keyspace notifications, so a tag expired on
// one instance is seen by the others within Redis' pub/sub delay.
import { getRedisCacheComponentsHandler } from "@trieb.work/nextjs-turbo-redis-cache";

import { redisHandlerOptions } from "./options.mjs";

export default getRedisCacheComponentsHandler(redisHandlerOptions());
