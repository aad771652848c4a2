// The postgres.js client asks a server of this test's own for its array types once per pool: later
// connections start without that catalog query, so a pool shut down (or a server lost) while it opens
// connections leaves no rejection that no caller holds, and arrays still read and bind as arrays.
import { afterAll, describe, expect, it } from "vitest";

import { createPostgresClient } from "@/db/postgres-client";

import { startThrowawayPostgres } from "../helpers/throwaway-postgres";

const server = await startThrowawayPostgres();

afterAll(() => server.destroy());

const CATALOG_QUERY = /from pg_catalog\.pg_type/;

describe("the postgres.js client", () => {
  it("asks for the array types on its first connection only, and arrays keep their shape", async () => {
    const sent: { connection: number; query: string }[] = [];
    const sql = createPostgresClient(server.url, {
      max: 4,
      onnotice: () => {},
      debug: (connection, query) => sent.push({ connection, query }),
    });
    try {
      await sql`select 1`;
      // Four statements at once make the pool open more connections.
      await Promise.all([1, 2, 3, 4].map(() => sql`select pg_sleep(0.05)`));
      expect(new Set(sent.map((entry) => entry.connection)).size).toBeGreaterThan(1);
      expect(sent.filter((entry) => CATALOG_QUERY.test(entry.query))).toHaveLength(1);

      const rows = await Promise.all(
        [1, 2, 3, 4].map(() => sql`select array['a', 'b,c']::text[] as read, ${["x", "y"]}::text[] as bound`),
      );
      for (const [row] of rows) expect(row).toEqual({ read: ["a", "b,c"], bound: ["x", "y"] });
    } finally {
      await sql.end({ timeout: 5 });
    }
  });

  it("leaves no unhandled rejection when the pool is ended while it opens connections", async () => {
    const unhandled: unknown[] = [];
    const collect = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", collect);
    try {
      for (let round = 0; round < 10; round++) {
        const sql = createPostgresClient(server.url, { max: 4, onnotice: () => {} });
        await sql`select 1`;
        const queries = [1, 2, 3, 4].map(() => sql`select pg_sleep(0.02)`.catch(() => "ended"));
        await sql.end({ timeout: 0 });
        await Promise.all(queries);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", collect);
    }
  });
});
