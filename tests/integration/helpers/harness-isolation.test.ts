// Companion of harness.test.ts: creates the same table. If two files ever shared a database (in parallel or
// one after the other), one of them would fail on `create table`.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { db } from "@/db";

it("starts from a database without the other file's table", async () => {
  await db.execute(sql`create table harness_marker (id int primary key)`);
  await db.execute(sql`insert into harness_marker values (2)`);
  const result = (await db.execute(sql`select id from harness_marker`)) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ id: number }>;
  expect(rows.map((row) => Number(row.id))).toEqual([2]);
});
