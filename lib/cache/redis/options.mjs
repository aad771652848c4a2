// Options shared by the two Redis cache handlers (./use-cache-handler.mjs, ./page-cache-handler.mjs).
// Plain ESM because Next imports the handlers at run time, outside its bundles.

/**
 * The logical database named in REDIS_URL (redis://host:port/2 → 2). The handler package would otherwise
 * pick its own (1 unless VERCEL_ENV=production) and ignore the one in the URL.
 */
export function redisDatabase(url) {
  const path = new URL(url).pathname.replace(/^\//, "");
  const database = path === "" ? 0 : Number(path);
  if (!Number.isInteger(database) || database < 0) throw new Error(`REDIS_URL names no valid database: ${path}`);
  return database;
}

/**
 * Every instance of one build shares one key space: the package prefixes keys with the build id
 * (.next/BUILD_ID), so a new deployment starts on empty keys while the old ones age out with their TTL.
 */
export function redisHandlerOptions() {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) throw new Error("REDIS_URL must be set to use the Redis cache handlers");
  return { redisUrl, database: redisDatabase(redisUrl) };
}
