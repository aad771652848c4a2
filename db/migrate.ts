// Applies the committed SQL migrations in db/migrations. Runs at server start (instrumentation.ts),
// in the seed script and in test setup. On a PostgreSQL server several processes may start at once
// (rolling deploys, parallel test workers), so the migration runs under an advisory lock.
import path from "node:path";

import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";

import { getConnection } from "./index";

/** Arbitrary constant shared by every process that migrates this database. */
const MIGRATION_LOCK_ID = 727_274_001;

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");

export async function runMigrations(): Promise<void> {
  const connection = getConnection();
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (connection.mode === "embedded") {
    await migratePglite(connection.db as unknown as PgliteDatabase, config);
    return;
  }
  const reserved = await connection.sql!.reserve();
  try {
    await reserved`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(connection.db as unknown as PostgresJsDatabase, config);
  } finally {
    await reserved`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.catch(() => undefined);
    reserved.release();
  }
}
