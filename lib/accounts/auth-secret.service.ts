import "server-only";

import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

import { embeddedFiles, ensureEmbeddedDirectories } from "@/lib/embedded-files";
import { env } from "@/lib/env";

/**
 * The secret behind sessions and bearer tokens. AUTH_SECRET when set; on the embedded database a
 * generated one kept beside the data directory (so sessions survive restarts), because a first run
 * must work with no configuration. A production deployment on a PostgreSQL server must set it.
 * The value is also published on process.env.AUTH_SECRET, where next-auth's own endpoints read it.
 */
export function resolveAuthSecret(): string {
  // next-auth reads its secret from process.env; publishing ours there keeps both in step.
  // eslint-disable-next-line no-restricted-properties -- the one place that writes the resolved secret back
  const secret = env.AUTH_SECRET ?? process.env.AUTH_SECRET ?? generatedSecret();
  // eslint-disable-next-line no-restricted-properties -- see above
  process.env.AUTH_SECRET = secret;
  return secret;
}

function generatedSecret(): string {
  if (env.DATABASE_URL && env.NODE_ENV === "production") {
    throw new Error("AUTH_SECRET is required in production when DATABASE_URL is set (see .env.example).");
  }
  // Made before the file is read or written: on a fresh clone `.data` does not exist yet.
  const files = ensureEmbeddedDirectories(embeddedFiles());
  if (!files) {
    // Throw-away databases (tests, server mode in development) get a per-process secret.
    return randomBytes(32).toString("base64url");
  }
  const file = files.authSecret;
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
