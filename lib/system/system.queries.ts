import "server-only";

import { sql } from "drizzle-orm";

import { db, getConnection, type DatabaseMode } from "@/db";
import { users } from "@/db/schema";

/** Round-trips a trivial query and reports how long it took. */
export async function pingDatabase(): Promise<{ mode: DatabaseMode; latencyMs: number }> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return { mode: getConnection().mode, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
}

/** True before the first account exists: the seed has never run on this database. */
export async function isFreshDatabase(): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row === undefined;
}
