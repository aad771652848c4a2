import { defineConfig } from "drizzle-kit";

// `npm run db:generate -- --name <change>` writes SQL migrations from the schema into db/migrations; they
// are committed and applied at start-up (db/migrate.ts). Generating needs no database. For studio, the
// connection mirrors db/index.ts: DATABASE_URL when set, else the embedded PGlite directory (stop the app
// first: one process per data directory).
const databaseUrl = process.env.DATABASE_URL;

export default defineConfig({
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  dialect: "postgresql",
  strict: true,
  verbose: true,
  ...(databaseUrl
    ? { dbCredentials: { url: databaseUrl } }
    : { driver: "pglite" as const, dbCredentials: { url: process.env.PGLITE_DATA_DIR || ".data/pglite" } }),
});
