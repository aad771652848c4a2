// Facts about the database of the current integration test file (set up by integration-setup.ts).

/** "server" when the file runs on the PostgreSQL server (TEST_DB=postgres), else "embedded" (PGlite). */
export function testDatabaseMode(): "embedded" | "server" {
  return process.env.DATABASE_URL ? "server" : "embedded";
}
