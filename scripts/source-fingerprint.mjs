// A hash of everything that goes into `next build`, so scripts can tell whether .next is current.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const INPUTS = [
  "app",
  "components",
  "lib",
  "db/schema",
  "db/queries",
  "db/seed",
  "db/index.ts",
  "db/migrate.ts",
  "hooks",
  "inngest",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
  // Post-build steps change the output too.
  "scripts/compile-hints.mjs",
  "scripts/csp-inline-hashes.mjs",
];

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/**
 * The fingerprint of the sources and of the build's shape. next.config.ts installs the Redis cache handlers
 * when REDIS_URL is set, and the build keeps that choice: a build made for several instances must not be
 * reused by a single one without Redis (its handlers would refuse to start), nor the other way round.
 */
export function sourceFingerprint(root = process.cwd(), env = process.env) {
  const hash = createHash("sha256");
  hash.update(`shared-cache:${env.REDIS_URL ? "redis" : "memory"}\n`);
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}
