// The `pagination` object of the lists. The big ones (GET /api/predictions, the admin predictions and users lists)
// are counted up to a cap:
// a page by number counts the matching rows, but only up to a cap (db/sql/capped-count.ts): the count
// then costs what `cap` rows cost however large the table grows. Up to the cap the answer is what it always
// was; above it `total` and `pages` are null and `totalAbove` says "more than this many" — a number read
// from the data, never an estimate. A cursor page is not counted at all (total and pages null, no totalAbove).

/**
 * The admin consoles link pages by number only near the start (then Next by cursor), so "more than 1,000"
 * tells an admin all a count would; counting 1,001 rows of a search costs milliseconds at any size.
 */
export const ADMIN_LIST_COUNT_CAP = 1_000;

/**
 * The public list shows "Showing 1–20 of n · page 1 of m" with page links; 10,000 picks (500 pages of 20)
 * covers every date window of the live list, so only unfiltered reads of a large history reach the cap.
 */
export const PUBLIC_LIST_COUNT_CAP = 10_000;

export interface ListPagination {
  page: number;
  limit: number;
  /** Matching rows; null on a cursor page, or when there are more than the cap (see totalAbove). */
  total: number | null;
  pages: number | null;
  /** Present only when the count stopped at the cap: there are more than this many matching rows. */
  totalAbove?: number;
}

/** The `pagination` object of a list counted exactly (the smaller lists): at least one page, even when empty. */
export function exactPagination(
  page: number,
  limit: number,
  total: number,
): ListPagination & { total: number; pages: number } {
  return { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}

/** `counted` is the capped count (at most cap + 1), or null for a cursor page that was not counted. */
export function listPagination(page: number, limit: number, counted: number | null, cap: number): ListPagination {
  if (counted === null) return { page, limit, total: null, pages: null };
  if (counted > cap) return { page, limit, total: null, pages: null, totalAbove: cap };
  return exactPagination(page, limit, counted);
}
