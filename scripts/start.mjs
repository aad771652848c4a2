// `npm start`: builds the app when the sources changed since the last build, then runs the production
// server on the embedded database (or DATABASE_URL). The server migrates and seeds on first start and
// prints the generated logins once. With REDIS_URL the build writes the prerendered pages through the Redis
// cache handlers too, so the Redis check server.mjs makes at start-up comes before a build as well: a Redis
// that cannot be reached or sends no keyspace notifications stops `npm start` with one line at once.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

import { checkSharedCacheRedis, sharedCacheRedisNotice } from "../lib/cache/redis/startup-check.mjs";
import { exitOnStartupFailure } from "../lib/startup.mjs";

import { addCompileHints } from "./compile-hints.mjs";
import { writeInlineScriptHashes } from "./csp-inline-hashes.mjs";
import { sourceFingerprint } from "./source-fingerprint.mjs";

const STAMP = ".next/source-fingerprint";

const fingerprint = sourceFingerprint();
const built = existsSync(".next/BUILD_ID") && existsSync(STAMP) && readFileSync(STAMP, "utf8") === fingerprint;

if (!built) {
  const redisUrl = process.env.REDIS_URL?.trim();
  if (redisUrl) {
    const skipConfig = (process.env.SKIP_KEYSPACE_CONFIG_CHECK ?? "").trim().toUpperCase() === "TRUE";
    const result = await checkSharedCacheRedis(redisUrl, { skipConfig }).catch(exitOnStartupFailure);
    const notice = sharedCacheRedisNotice(redisUrl, result);
    if (notice) console.warn(notice);
    // The build's handlers would ask CONFIG GET themselves, which this Redis refuses (see server.mjs).
    if (result.by === "probe") process.env.SKIP_KEYSPACE_CONFIG_CHECK = "true";
  }
  console.log("Building EdgeCast (first start or sources changed)…");
  const result = spawnSync("npx", ["next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error(
      `EdgeCast could not start: the build failed ` +
        `(${result.error?.message ?? `exit code ${result.status ?? result.signal}`}); see the output above.`,
    );
    process.exit(result.status || 1);
  }
  addCompileHints();
  writeInlineScriptHashes();
  writeFileSync(STAMP, fingerprint);
}

process.env.NODE_ENV = "production";
await import("../server.mjs");
