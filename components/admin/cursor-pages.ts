"use client";

import * as React from "react";

// Paging of the large admin lists (predictions, users). The first pages are asked for by number (?page=n:
// offset and a capped count, cheap near the start); past them Next follows the answer's `nextCursor`
// (?cursor=), which costs the same at any depth, where an offset reads and drops every row before the page.
// Previous on a cursor page returns to the cursor that page was reached with, so pages are remembered.

/** Pages reachable by number from the pager; later ones by cursor. */
export const NUMBERED_PAGES = 5;

export interface PagePosition {
  page: number;
  /** The cursor each page past NUMBERED_PAGES was reached with, by page number. */
  cursors: Readonly<Record<number, string>>;
}

export const FIRST_PAGE: PagePosition = { page: 1, cursors: {} };

/** The query that reads this page: by number near the start, else by its cursor. */
export function pageQuery(position: PagePosition): { page: number; cursor?: undefined } | { page?: undefined; cursor: string } {
  const cursor = position.cursors[position.page];
  return position.page <= NUMBERED_PAGES || cursor === undefined ? { page: position.page } : { cursor };
}

/** The page after this one, given the current answer's nextCursor; null on the last page. */
export function nextPosition(position: PagePosition, nextCursor: string | null): PagePosition | null {
  if (nextCursor === null) return null;
  const page = position.page + 1;
  return page <= NUMBERED_PAGES ? { ...position, page } : { page, cursors: { ...position.cursors, [page]: nextCursor } };
}

/** The page before this one; null on the first. */
export function previousPosition(position: PagePosition): PagePosition | null {
  return position.page > 1 ? { ...position, page: position.page - 1 } : null;
}

/** A page by number (only the first NUMBERED_PAGES are). */
export function numberedPosition(position: PagePosition, page: number): PagePosition {
  return { ...position, page: Math.min(Math.max(1, page), NUMBERED_PAGES) };
}

/** What a list answers about its pages (GET /api/admin/predictions and /api/users; payments and subscriptions have no cursor). */
export interface PagedAnswer {
  pagination: { total: number | null; pages: number | null; totalAbove?: number };
  nextCursor?: string | null;
}

/** The last count a numbered page gave: exact, or "more than" when it stopped at the cap. */
export interface PageCount {
  total: number | undefined;
  totalAbove: number | undefined;
  pages: number | null;
}

/** The count an answer carries; null for a cursor page (not counted). */
export function countOf(answer: PagedAnswer): PageCount | null {
  const { total, totalAbove, pages } = answer.pagination;
  if (total === null && totalAbove === undefined) return null;
  return { total: total ?? undefined, totalAbove, pages };
}

/**
 * The count to show: a cursor page is not counted, so the count of the last numbered page stays on screen
 * while paging deeper.
 */
export function useLastCount(answer: PagedAnswer | null): PageCount {
  const [count, setCount] = React.useState<PageCount>({ total: undefined, totalAbove: undefined, pages: null });
  const counted = answer ? countOf(answer) : null;
  // Remember the latest counted answer (adjusting state while rendering, as React recommends over an effect).
  if (counted && (counted.total !== count.total || counted.totalAbove !== count.totalAbove || counted.pages !== count.pages)) {
    setCount(counted);
  }
  return counted ?? count;
}
