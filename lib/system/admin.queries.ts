import "server-only";

import { count, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";

import { db, schema, type DbOrTx } from "@/db";

// The database read-out of the system settings and database pages: server version, size, and each of our
// tables with its exact row count and on-disk size. Table names come from our own schema, never a request.

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

export async function getDatabaseFacts(tx: DbOrTx = db) {
  const result = await tx.execute(
    sql`select version() as version, pg_database_size(current_database())::bigint as bytes, current_database() as name`,
  );
  const [row] = rowsOf<{ version: string; bytes: string | number; name: string }>(result);
  return { version: row?.version ?? "", sizeBytes: Number(row?.bytes ?? 0), name: row?.name ?? "" };
}

const ourTables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** Every table of our schema: exact rows (count(*)) and total size including indexes and TOAST. */
export async function listTableStats(tx: DbOrTx = db) {
  const sizes = rowsOf<{ name: string; bytes: string | number }>(
    await tx.execute(sql`
      select c.relname as name, pg_total_relation_size(c.oid)::bigint as bytes
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r'`),
  );
  const sizeByName = new Map(sizes.map((row) => [row.name, Number(row.bytes)]));
  const counts = await Promise.all(
    ourTables.map(async (table) => {
      const [row] = await tx.select({ value: count() }).from(table);
      return { name: getTableName(table), rows: row?.value ?? 0 };
    }),
  );
  return counts
    .map((entry) => ({ ...entry, sizeBytes: sizeByName.get(entry.name) ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
