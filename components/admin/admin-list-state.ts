"use client";

import * as React from "react";
import type { ComponentType } from "react";
import type { SortingState } from "@tanstack/react-table";

import type { SelectFilterProps } from "./table-filters";
import { useAdminList, useDebounced } from "./use-admin-list";

// The query state of an admin list screen (./admin-list.tsx renders it): the search box, the select filters,
// the server sort and the page. Any change of what is asked for returns to the first page; the search term
// reaches the request once typing pauses. The pure parts are exported for the tests. What only paging by
// cursor needs is in ./cursor-pages.ts and ./cursor-pager.tsx, so lists paged by number do not load it.

export interface PagePosition {
  page: number;
  /** The cursor each page past the numbered ones was reached with, by page number (./cursor-pages.ts). */
  cursors: Readonly<Record<number, string>>;
}

export const FIRST_PAGE: PagePosition = { page: 1, cursors: {} };

/** The page before this one; null on the first. */
export function previousPosition(position: PagePosition): PagePosition | null {
  return position.page > 1 ? { ...position, page: position.page - 1 } : null;
}

/** What a list answers about its pages (GET /api/admin/predictions and /api/users; payments and subscriptions have no
 * cursor). */
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
function useLastCount(answer: PagedAnswer | null): PageCount {
  const [count, setCount] = React.useState<PageCount>({ total: undefined, totalAbove: undefined, pages: null });
  const counted = answer ? countOf(answer) : null;
  // Remember the latest counted answer (adjusting state while rendering, as React recommends over an effect).
  if (
    counted &&
    (counted.total !== count.total || counted.totalAbove !== count.totalAbove || counted.pages !== count.pages)
  ) {
    setCount(counted);
  }
  return counted ?? count;
}

/** A select filter's first option: no filter. */
export const ALL = "all";

/** The order every console starts in: newest first. */
const NEWEST_FIRST: SortingState = [{ id: "createdAt", desc: true }];

export interface ListPagerProps {
  caption: string;
  position: PagePosition;
  /** How many pages the last count gave; null when it is not known (more rows than the count reads). */
  pages: number | null;
  /** The shown page's nextCursor: null on the last page. */
  nextCursor: string | null;
  /** While the page loads, Next has no cursor to follow yet. */
  disabled: boolean;
  onChange: (position: PagePosition) => void;
}

/**
 * How a list pages: the page part of its request and, for a pager of its own below the table, that pager.
 * Without one the table pages itself (Previous/Next over the exact page count). Paging by cursor is
 * CURSOR_PAGING (./cursor-pager.tsx).
 */
export interface ListPaging {
  query: (position: PagePosition) => { page: number; cursor?: undefined } | { page?: undefined; cursor: string };
  Pager?: ComponentType<ListPagerProps>;
}

/** By number over an exact count: lists that grow with payments, not with predictions. */
export const NUMBERED_PAGING: ListPaging = { query: (position) => ({ page: position.page }) };

export interface ListFilter {
  /** The query parameter. */
  name: string;
  /** The select's element id (its label points at it). */
  id: string;
  label: string;
  allLabel: string;
  options: SelectFilterProps["options"];
}

interface ListSearch {
  id: string;
  label: string;
  placeholder: string;
}

export interface AdminListConfig<A extends PagedAnswer, R> {
  /** The API path, e.g. "/admin/payments". */
  path: string;
  paging: ListPaging;
  /** The rows of an answer. */
  rows: (answer: A) => R[];
  /** The search box; a list without one sends no search term. */
  search?: ListSearch;
  /** In the order they are shown and sent. */
  filters: readonly ListFilter[];
  /** The order the list starts in (newest first unless said); "fixed" when the server has one order and no header
   * sorts. */
  sorting?: SortingState | "fixed";
}

export interface ListState {
  search: string;
  filters: Readonly<Record<string, string>>;
  sorting: SortingState;
  position: PagePosition;
}

export type ListAction =
  | { type: "search"; value: string }
  | { type: "filter"; name: string; value: string }
  | { type: "sort"; sorting: SortingState }
  | { type: "page"; position: PagePosition };

export function initialListState(filters: readonly ListFilter[], sorting: SortingState = NEWEST_FIRST): ListState {
  return {
    search: "",
    filters: Object.fromEntries(filters.map((filter) => [filter.name, ALL])),
    sorting,
    position: FIRST_PAGE,
  };
}

/** A new search, filter or order asks a different question: its answer starts on the first page. */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case "search":
      return { ...state, search: action.value, position: FIRST_PAGE };
    case "filter":
      return { ...state, filters: { ...state.filters, [action.name]: action.value }, position: FIRST_PAGE };
    case "sort":
      return { ...state, sorting: action.sorting, position: FIRST_PAGE };
    case "page":
      return { ...state, position: action.position };
  }
}

/**
 * The query string of the page to read, keys in the order the consoles have always sent them: the page (or
 * its cursor), search, the filters, sort and order. `search` is the debounced term, not the box's text.
 */
export function listQuery(
  paging: ListPaging,
  filters: readonly ListFilter[],
  state: ListState,
  search: string,
): Record<string, string | number | undefined> {
  const sort = state.sorting[0];
  return {
    ...paging.query(state.position),
    search,
    ...Object.fromEntries(filters.map((filter) => [filter.name, state.filters[filter.name] ?? ALL])),
    sort: sort?.id,
    order: sort ? (sort.desc ? "desc" : "asc") : undefined,
  };
}

/** After removing a row: when it was the only one on a later page, that page is gone; show the one before. */
export function positionAfterRemoval(position: PagePosition, rowsShown: number): PagePosition {
  const previous = previousPosition(position);
  return previous && rowsShown === 1 ? previous : position;
}

/** The table's empty row: "Loading payments…" while the question is open, else "No payments found". */
export function emptyText(noun: string, loading: boolean): string {
  return loading ? `Loading ${noun}s…` : `No ${noun}s found`;
}

export interface AdminListState<A extends PagedAnswer, R> {
  config: AdminListConfig<A, R>;
  state: ListState;
  /** A change of the question or the page (listReducer). */
  dispatch: (action: ListAction) => void;
  /** The latest answer (kept while the next one loads); null before the first and after a failure. */
  data: A | null;
  rows: R[];
  error: string | null;
  loading: boolean;
  /** The last count a counted page gave (a cursor page is not counted). */
  count: PageCount;
  /** Reads the page again: after a dialog or row action changed the data. */
  reload: () => void;
  /** Reads the page again after a row was removed, stepping back when it emptied a later page. */
  reloadAfterRemoval: () => void;
}

/** The list screen's query state and its answer, loaded through useAdminList. */
export function useAdminListState<A extends PagedAnswer, R>(config: AdminListConfig<A, R>): AdminListState<A, R> {
  const [state, dispatch] = React.useReducer(listReducer, null, () =>
    initialListState(config.filters, config.sorting === "fixed" ? [] : config.sorting),
  );
  const search = useDebounced(state.search);
  const { data, error, loading, reload } = useAdminList<A>(
    config.path,
    listQuery(config.paging, config.filters, state, search),
  );
  const count = useLastCount(data);
  const rows = data ? config.rows(data) : [];

  const reloadAfterRemoval = () => {
    const next = positionAfterRemoval(state.position, rows.length);
    if (next !== state.position) dispatch({ type: "page", position: next });
    reload();
  };

  return { config, state, dispatch, data, rows, error, loading, count, reload, reloadAfterRemoval };
}
