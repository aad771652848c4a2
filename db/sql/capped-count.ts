import { count, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import type { DbOrTx } from "@/db";

// A list's first page says how many rows match. A plain count(*) reads every matching row, so it grows
// with the table; counting over at most `cap + 1` of them stops early and still tells "exactly n" from
// "more than cap".

/** How many rows of `table` match `where`, reading at most `cap + 1`: a result above `cap` means "more than cap". */
export async function countUpTo(tx: DbOrTx, table: PgTable, where: SQL | undefined, cap: number): Promise<number> {
  const matching = tx
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as("matching");
  const [row] = await tx.select({ value: count() }).from(matching);
  return row?.value ?? 0;
}
