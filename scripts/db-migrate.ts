// `npm run db:migrate`: applies the committed migrations in db/migrations to the configured database
// (DATABASE_URL, else the embedded PGlite in PGLITE_DATA_DIR — stop the app first: one process per data dir).
// The server also migrates on start (instrumentation.ts); this is for deploy pipelines and checks.
import { closeConnection, getConnection } from "@/db";
import { runMigrations } from "@/db/migrate";

try {
  const { mode } = getConnection();
  await runMigrations();
  console.log(`Migrations applied (${mode} database).`);
} catch (error) {
  console.error("Migration failed:", error);
  process.exitCode = 1;
} finally {
  await closeConnection();
}
