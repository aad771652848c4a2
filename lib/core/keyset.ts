import { and, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { predictionStatusEnum, roleEnum, subscriptionTierEnum } from "@/db/schema";
import { isDateInRange } from "@/lib/core/common.input";
import type { CursorValue } from "@/lib/core/cursor.input";

// Keyset ("seek") paging shared by the lists: one description of an order gives its ORDER BY, the
// expression that reads a row's cursor values, and the WHERE that resumes strictly after a cursor. A page
// then costs the same at row 20 and at row 900,000 (the index walk starts at the cursor), where OFFSET
// reads and throws away every row before the page.

export interface KeyColumn {
  /** A column, or an expression over the row (a value masked for some viewers: lib/predictions/predictions.queries.ts).
   */
  column: AnyPgColumn | SQL;
  direction: "asc" | "desc";
  /** The SQL type the cursor value is cast to before it is compared (a column's own enum type for enums). */
  type: "timestamptz" | "numeric" | "text" | "boolean" | "integer" | "role" | "subscription_tier" | "prediction_status";
  /** Where nulls sort, written out in the ORDER BY; left out for NOT NULL columns (the default order). */
  nulls?: "first" | "last";
}

const ENUM_VALUES: Record<"role" | "subscription_tier" | "prediction_status", readonly string[]> = {
  role: roleEnum.enumValues,
  subscription_tier: subscriptionTierEnum.enumValues,
  prediction_status: predictionStatusEnum.enumValues,
};

// A timestamptz as PostgreSQL writes it in JSON ('2027-03-10T12:00:00.123456+00:00').
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,6})?(Z|[+-]\d{2}(:\d{2}){0,2})$/;
const NUL = /\u0000/;

function fitsType(key: KeyColumn, value: CursorValue): boolean {
  // Only a key that may be null (its ORDER BY names where nulls go) may carry null.
  if (value === null) return key.nulls !== undefined;
  switch (key.type) {
    case "timestamptz": {
      const match = typeof value === "string" ? TIMESTAMP.exec(value) : null;
      // The wall-clock part read as UTC is within a day of the instant: enough to hold it to the range.
      return match !== null && isDateInRange(new Date(`${match[1]}Z`));
    }
    case "numeric":
      return typeof value === "number" && Number.isFinite(value) && Math.abs(value) < 1e15;
    case "integer":
      return typeof value === "number" && Number.isSafeInteger(value);
    case "text":
      return typeof value === "string" && value.length <= 300 && !NUL.test(value) && value.isWellFormed();
    case "boolean":
      return typeof value === "boolean";
    default:
      return typeof value === "string" && ENUM_VALUES[key.type].includes(value);
  }
}

/**
 * Whether a cursor's values fit this order: one per key, each of its column's type (a timestamp in range,
 * a finite number, text without NUL, one of an enum's values), null only where the key may be null. A
 * cursor's mac proves the server cut it; this check keeps a value that could still fail its cast (a bug,
 * a changed order) from reaching the database, where it would be a 500 instead of a 400.
 */
export function keysetValuesFit(keys: readonly KeyColumn[], values: readonly CursorValue[]): boolean {
  return values.length === keys.length && keys.every((key, index) => fitsType(key, values[index]!));
}

export function keysetOrderBy(keys: readonly KeyColumn[]): SQL[] {
  return keys.map((key) => {
    const direction = key.direction === "asc" ? sql`asc` : sql`desc`;
    return key.nulls ? sql`${key.column} ${direction} nulls ${sql.raw(key.nulls)}` : sql`${key.column} ${direction}`;
  });
}

/**
 * The row's sort-key values as JSON text, read by the database itself so timestamps keep their
 * microseconds (a JavaScript Date would round them and the next page would repeat or skip rows).
 */
export function keysetValues(keys: readonly KeyColumn[]): SQL<string> {
  return sql<string>`json_build_array(${sql.join(
    keys.map((key) => key.column),
    sql`, `,
  )})::text`;
}

function bound(key: KeyColumn, value: CursorValue): SQL {
  return sql`cast(${value === null ? null : String(value)} as ${sql.raw(key.type)})`;
}

function equalTo(key: KeyColumn, value: CursorValue): SQL {
  return value === null ? sql`${key.column} is null` : sql`${key.column} = ${bound(key, value)}`;
}

/** Rows strictly after `value` on this one key (undefined: none can be). */
function after(key: KeyColumn, value: CursorValue): SQL | undefined {
  const nullsLast = key.nulls ? key.nulls === "last" : key.direction === "asc";
  if (value === null) return nullsLast ? undefined : sql`${key.column} is not null`;
  const beyond =
    key.direction === "asc" ? sql`${key.column} > ${bound(key, value)}` : sql`${key.column} < ${bound(key, value)}`;
  return key.nulls && nullsLast ? or(beyond, sql`${key.column} is null`) : beyond;
}

/**
 * WHERE for the rows after the cursor row in this order: (k1 after) or (k1 = and k2 after) or …, plus a
 * plain range bound on the first key when it is NOT NULL so the index walk starts at the cursor.
 */
export function keysetAfter(keys: readonly KeyColumn[], values: readonly CursorValue[]): SQL {
  const branches: SQL[] = [];
  for (let index = 0; index < keys.length; index++) {
    const step = after(keys[index]!, values[index] ?? null);
    if (!step) continue;
    const equalBefore = keys.slice(0, index).map((key, before) => equalTo(key, values[before] ?? null));
    branches.push(and(...equalBefore, step)!);
  }
  if (branches.length === 0) return sql`false`;
  const first = keys[0]!;
  const firstValue = values[0] ?? null;
  const start =
    !first.nulls && firstValue !== null
      ? first.direction === "asc"
        ? sql`${first.column} >= ${bound(first, firstValue)}`
        : sql`${first.column} <= ${bound(first, firstValue)}`
      : undefined;
  return and(start, or(...branches))!;
}

/** Parses a row's keysetValues text back into cursor values. */
export function parseKeysetValues(text: string): CursorValue[] {
  return JSON.parse(text) as CursorValue[];
}

/** A selected row without its `cursor` column (read only to cut the next cursor). */
export function withoutCursor<T extends { cursor: string }>(row: T): Omit<T, "cursor"> {
  const copy: Partial<T> = { ...row };
  delete copy.cursor;
  return copy as Omit<T, "cursor">;
}
