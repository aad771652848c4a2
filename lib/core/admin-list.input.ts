import { z } from "zod";

import { queryInt, searchTerm } from "./common.input";

// The query of an admin list counted by page (subscriptions, payments): page, limit, search, enum filters
// where 'all' or empty means none (the consoles' selects send 'all'), a sort column from a fixed list and an
// order. One builder, so every console parses the same way and a new list cannot forget a bound.

const ADMIN_PAGE_SIZE = 20;
const PAGE_SIZE_MAX = 100;
const PAGE_MAX = 100_000;

/** An enum filter where 'all' or empty means no filter. */
export const listFilter = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .enum(["all", "", ...values] as [string, ...string[]], `${label} must be all or one of ${values.join(", ")}`)
    .optional()
    .transform((value) => (value === "all" || value === "" || value === undefined ? undefined : (value as T[number])));

/** page, limit, search, the given filters, sort (default `defaultSort`) and order (default desc). */
export function adminListQuery<S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sorts: S,
  defaultSort: S[number],
  filters: F,
) {
  return z.object({
    page: queryInt("Page", 1, PAGE_MAX, 1),
    limit: queryInt("Limit", 1, PAGE_SIZE_MAX, ADMIN_PAGE_SIZE),
    search: searchTerm,
    ...filters,
    sort: z
      .enum(sorts, `Sort must be one of ${sorts.join(", ")}`)
      .optional()
      .transform((value) => (value ?? defaultSort) as S[number]),
    order: z
      .enum(["asc", "desc"], "Order must be asc or desc")
      .optional()
      .transform((value) => value ?? "desc"),
  });
}
