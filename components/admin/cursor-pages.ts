import type { PagePosition } from "./admin-list-state";

// Paging of the large admin lists (predictions, users). The first pages are asked for by number (?page=n:
// offset and a capped count, cheap near the start); past them Next follows the answer's `nextCursor`
// (?cursor=), which costs the same at any depth, where an offset reads and drops every row before the page.
// Previous on a cursor page returns to the cursor that page was reached with, so pages are remembered.

/** Pages reachable by number from the pager; later ones by cursor. */
export const NUMBERED_PAGES = 5;

/** The query that reads this page: by number near the start, else by its cursor. */
export function pageQuery(
  position: PagePosition,
): { page: number; cursor?: undefined } | { page?: undefined; cursor: string } {
  const cursor = position.cursors[position.page];
  return position.page <= NUMBERED_PAGES || cursor === undefined ? { page: position.page } : { cursor };
}

/** The page after this one, given the current answer's nextCursor; null on the last page. */
export function nextPosition(position: PagePosition, nextCursor: string | null): PagePosition | null {
  if (nextCursor === null) return null;
  const page = position.page + 1;
  return page <= NUMBERED_PAGES
    ? { ...position, page }
    : { page, cursors: { ...position.cursors, [page]: nextCursor } };
}

/** A page by number (only the first NUMBERED_PAGES are). */
export function numberedPosition(position: PagePosition, page: number): PagePosition {
  return { ...position, page: Math.min(Math.max(1, page), NUMBERED_PAGES) };
}
