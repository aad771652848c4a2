// The Drizzle client. PostgreSQL through postgres.js when DATABASE_URL is set; otherwise the embedded
// PGlite database in PGLITE_DATA_DIR. PGlite has no cross-process lock, so exactly one process may own a
// data directory: the app server, or a script run while the server is stopped (README, "Embedded database").
// Scripts (seed, import, backtest) run under the react-server condition, so lib/env's `server-only` is a no-op there.
import { mkdirSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";

import { env } from "@/lib/env";

import { createPostgresClient } from "./postgres-client";
import * as schema from "./schema";

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries accept either the client or an open transaction, so services can compose them. */
export type DbOrTx = Database | Transaction;

export type DatabaseMode = "embedded" | "server";

interface Connection {
  db: Database;
  mode: DatabaseMode;
  /** The PGlite instance in embedded mode (for dumps and size read-outs). */
  pglite?: PGlite;
  /** The postgres.js client in server mode. */
  sql?: postgres.Sql;
  close: () => Promise<void>;
}

/**
 * The contrib extensions the migrations create (pg_trgm: the trigram indexes behind the admin searches).
 * PGlite only has an extension's code when the client registers it, so every PGlite opened on a data
 * directory of this schema must pass these.
 */
const PGLITE_EXTENSIONS = { pg_trgm };

function connect(): Connection {
  if (env.DATABASE_URL) {
    // A server that does not answer fails the request within seconds (503 to the caller) instead of
    // holding it for postgres.js's default 30 s; pooled connections are re-opened when it is back.
    const sql = createPostgresClient(env.DATABASE_URL, {
      max: env.DATABASE_POOL_MAX,
      connect_timeout: 5,
      onnotice: () => {},
    });
    const db = drizzlePostgres({ client: sql, schema }) as unknown as Database;
    return { db, mode: "server", sql, close: () => sql.end({ timeout: 5 }) };
  }
  const dataDir = env.PGLITE_DATA_DIR;
  if (!dataDir.startsWith("memory://")) mkdirSync(path.resolve(dataDir), { recursive: true });
  const pglite = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  return { db, mode: "embedded", pglite, close: () => pglite.close() };
}

// Cached on globalThis so dev-server reloads and route bundles share one client (and one PGlite instance).
const globalForDb = globalThis as unknown as { __edgecastDb?: Connection };

export function getConnection(): Connection {
  globalForDb.__edgecastDb ??= connect();
  return globalForDb.__edgecastDb;
}

/** Closes the shared client; the next call to getConnection() opens a new one. */
export async function closeConnection(): Promise<void> {
  const connection = globalForDb.__edgecastDb;
  globalForDb.__edgecastDb = undefined;
  await connection?.close();
}

/**
 * The shared client, created on first use. A getter-backed object rather than a top-level
 * connection so that importing a module never opens the database (build steps, tests).
 */
export const db: Database = new Proxy({} as Database, {
  get(_target, property) {
    const real = getConnection().db as unknown as Record<PropertyKey, unknown>;
    const value = real[property];
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(real) : value;
  },
});

export { schema };
