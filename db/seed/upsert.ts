// Small helpers shared by the seed writers.
import { count, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { DbOrTx } from "@/db";

/**
 * The `set` of an `on conflict do update` that copies the named columns from the row being inserted
 * (`excluded.column`), i.e. "insert, or overwrite these columns".
 */
export function excludedSet<TTable extends PgTable, TKey extends keyof TTable["$inferInsert"] & string>(
  table: TTable,
  keys: readonly TKey[],
): Record<TKey, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const set = {} as Record<TKey, SQL>;
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`Unknown column ${key}`);
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** Splits rows into chunks of at most `size` (inserts stay well under PostgreSQL's parameter limit). */
export function chunk<T>(rows: readonly T[], size = 500): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < rows.length; index += size) chunks.push(rows.slice(index, index + size));
  return chunks;
}

/** Number of rows in a table. */
export async function countRows(db: DbOrTx, table: PgTable): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

/**
 * Bulk insert that sends the rows as one JSON parameter (`insert … select … from jsonb_to_recordset($1)`)
 * instead of one bind parameter per value. Same rows, same conflict handling, but much less work for
 * Drizzle's query builder and the driver: it makes the thousands of demo rows cheap. Values pass through
 * each column's own driver mapping (dates, numbers); columns with a JS default ($defaultFn, e.g. ids)
 * are filled here, columns absent from every row keep their SQL default.
 * `onConflict` is the statement's tail, e.g. sql`on conflict do nothing`.
 */
export async function insertAsJson<TTable extends PgTable>(
  db: DbOrTx,
  table: TTable,
  rows: ReadonlyArray<TTable["$inferInsert"]>,
  onConflict: SQL = sql`on conflict do nothing`,
): Promise<void> {
  if (rows.length === 0) return;
  const entries = Object.entries(getTableColumns(table)) as Array<[string, PgColumn]>;
  const records = rows as ReadonlyArray<Record<string, unknown>>;
  const used = entries.filter(
    ([key, column]) => column.defaultFn !== undefined || records.some((row) => row[key] !== undefined),
  );
  const json = records.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of used) {
      const value = row[key] !== undefined ? row[key] : column.defaultFn!();
      record[column.name] = value === null ? null : column.mapToDriverValue(value);
    }
    return record;
  });
  const names = sql.join(
    used.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const definitions = sql.join(
    used.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as
      r(${definitions}) ${onConflict}`,
  );
}
