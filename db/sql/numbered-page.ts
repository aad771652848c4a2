import { and, asc, desc, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";

import { containsPattern } from "./like";

// The lists paged by number with an exact count (the admin payments and subscriptions consoles: their
// tables grow with payments, not with predictions). Each list names its own columns, joins, filters and
// selected fields; the WHERE around its filters and search box, the order and the page are built here once.

/** WHERE of a numbered list: every set filter, and the search term anywhere in any of `searchColumns`, any case. */
export function numberedListWhere(
  filters: readonly (SQL | undefined)[],
  search: string | undefined,
  searchColumns: readonly AnyPgColumn[],
): SQL | undefined {
  const pattern = search ? containsPattern(search) : undefined;
  return and(...filters, pattern ? or(...searchColumns.map((column) => ilike(column, pattern))) : undefined);
}

export interface NumberedPageParams {
  page: number;
  limit: number;
  order: "asc" | "desc";
}

export interface NumberedPageOrder {
  /** The column the list is sorted by (from the list's allowlist: request text never reaches the SQL). */
  column: AnyPgColumn;
  /** Breaks ties, newest id first, so equal values page stably. */
  tiebreak: AnyPgColumn;
}

/**
 * One page by number of `rows` (a `$dynamic()` select with its FROM, joins and WHERE) and the exact number of
 * matching rows that `counted` finds (the same FROM, joins and WHERE, counted). NULLS LAST keeps rows without
 * the sorted value at the end whichever way the column is sorted.
 */
export async function numberedPage<TRows extends PgSelect>(
  rows: TRows,
  counted: PromiseLike<{ value: number }[]>,
  sort: NumberedPageOrder,
  params: NumberedPageParams,
): Promise<{ rows: Awaited<TRows>; total: number }> {
  const direction = params.order === "asc" ? asc : desc;
  const [found, [total]] = await Promise.all([
    rows
      .orderBy(sql`${direction(sort.column)} nulls last`, desc(sort.tiebreak))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    counted,
  ]);
  return { rows: found as Awaited<TRows>, total: total?.value ?? 0 };
}
