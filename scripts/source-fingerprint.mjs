// A hash of everything that goes into `next build`, so scripts can tell whether .next is current.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const INPUTS = [
  "app", "components", "lib", "db/schema", "db/queries", "db/seed", "db/index.ts", "db/migrate.ts", "hooks", "inngest",
  "public", "proxy.ts", "instrumentation.ts", "next.config.ts", "postcss.config.mjs", "tsconfig.json", "package-lock.json",
  // Post-build steps change the output too.
  "scripts/compile-hints.mjs", "scripts/csp-inline-hashes.mjs",
];

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

export function sourceFingerprint(root = process.cwd()) {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}
