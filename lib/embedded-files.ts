import "server-only";

import { mkdirSync } from "node:fs";
import path from "node:path";

import { env } from "@/lib/env";

/**
 * What the embedded database keeps on disk: its data directory and, beside it, the generated auth secret
 * and the generated logins (`.data/pglite`, `.data/pglite-auth-secret`, `.data/pglite-logins.txt`).
 */
export interface EmbeddedFiles {
  dataDir: string;
  authSecret: string;
  logins: string;
}

/** The embedded mode's files as absolute paths; null on PostgreSQL or an in-memory database (no files). */
export function embeddedFiles(
  dataDir: string = env.PGLITE_DATA_DIR,
  databaseUrl: string | undefined = env.DATABASE_URL,
): EmbeddedFiles | null {
  if (databaseUrl || dataDir.startsWith("memory://")) return null;
  const resolved = path.resolve(dataDir);
  return { dataDir: resolved, authSecret: `${resolved}-auth-secret`, logins: `${resolved}-logins.txt` };
}

/**
 * Creates the data directory and its parent, where the secret and logins files live. A fresh clone has no
 * `.data` yet, and the secret is read before PGlite (which makes its own directory) ever opens.
 * Idempotent; returns the files, or null when there are none to make room for.
 */
export function ensureEmbeddedDirectories(files: EmbeddedFiles | null = embeddedFiles()): EmbeddedFiles | null {
  if (!files) return null;
  mkdirSync(files.dataDir, { recursive: true });
  mkdirSync(path.dirname(files.authSecret), { recursive: true });
  mkdirSync(path.dirname(files.logins), { recursive: true });
  return files;
}
