// The integration harness itself: every file has a working, migrated database of its own.
import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db, getConnection } from "@/db";
import { testDatabaseMode } from "@/tests/helpers/database";

/** Rows of a raw query: postgres.js returns an array, PGlite an object with `rows`. */
async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

describe("integration harness", () => {
  it("runs queries through the shared client", async () => {
    const [row] = await rows<{ one: number }>(sql`select 1 as one`);
    expect(Number(row?.one)).toBe(1);
  });

  it("uses the database mode the run asked for", () => {
    const expected = process.env.TEST_DB === "postgres" ? "server" : "embedded";
    expect(testDatabaseMode()).toBe(expected);
    expect(getConnection().mode).toBe(expected);
  });

  it("gives this file a database of its own", async () => {
    if (getConnection().mode === "server") {
      const [row] = await rows<{ name: string }>(sql`select current_database() as name`);
      expect(row?.name).toMatch(/^test_\d+_[0-9a-f]{8}$/);
    } else {
      // A private copy of the run's template, or memory:// with TEST_PGLITE_TEMPLATE=0.
      expect(process.env.PGLITE_DATA_DIR).toMatch(/^memory:\/\/$|edgecast-pglite-test-/);
    }
    // harness-isolation.test.ts creates the same table: on a shared database one of the two would fail here.
    await db.execute(sql`create table harness_marker (id int primary key)`);
    await db.execute(sql`insert into harness_marker values (1)`);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from harness_marker`);
    expect(Number(count?.n)).toBe(1);
  });

  it("has the migrations applied", async () => {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(Number(row?.n)).toBeGreaterThan(0);
  });
});
