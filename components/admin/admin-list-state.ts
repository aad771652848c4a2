"use client";

import * as React from "react";
import type { SortingState } from "@tanstack/react-table";

import { FIRST_PAGE, pageQuery, previousPosition, useLastCount, type PageCount, type PagedAnswer, type PagePosition } from "./cursor-pages";
import type { SelectFilterProps } from "./table-filters";
import { useAdminList, useDebounced } from "./use-admin-list";

// The query state of an admin list screen (./admin-list.tsx renders it): the search box, the select filters,
// the server sort and the page. Any change of what is asked for returns to the first page; the search term
// reaches the request once typing pauses. The pure parts are exported for the tests.

/** A select filter's first option: no filter. */
export const ALL = "all";

/** The order every console starts in: newest first. */
export const NEWEST_FIRST: SortingState = [{ id: "createdAt", desc: true }];

/**
 * "pages": Previous/Next over an exact page count (lists that grow with payments, not predictions).
 * "cursor": the first pages by number, then the answer's nextCursor (./cursor-pages.ts).
 */
export type ListPaging = "pages" | "cursor";

export interface ListFilter {
  /** The query parameter. */
  name: string;
  /** The select's element id (its label points at it). */
  id: string;
  label: string;
  allLabel: string;
  options: SelectFilterProps["options"];
}

export interface ListSearch {
  id: string;
  label: string;
  placeholder: string;
}

export type ListAnswer = PagedAnswer;

export interface AdminListConfig<A extends ListAnswer, R> {
  /** The API path, e.g. "/admin/payments". */
  path: string;
  paging: ListPaging;
  /** The rows of an answer. */
  rows: (answer: A) => R[];
  search: ListSearch;
  /** In the order they are shown and sent. */
  filters: readonly ListFilter[];
  sorting?: SortingState;
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
  return { search: "", filters: Object.fromEntries(filters.map((filter) => [filter.name, ALL])), sorting, position: FIRST_PAGE };
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
export function listQuery(paging: ListPaging, filters: readonly ListFilter[], state: ListState, search: string): Record<string, string | number | undefined> {
  const sort = state.sorting[0];
  return {
    ...(paging === "cursor" ? pageQuery(state.position) : { page: state.position.page }),
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

export interface AdminListState<A extends ListAnswer, R> {
  config: AdminListConfig<A, R>;
  state: ListState;
  setSearch: (value: string) => void;
  setFilter: (name: string, value: string) => void;
  setSorting: (sorting: SortingState) => void;
  setPosition: (position: PagePosition) => void;
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
export function useAdminListState<A extends ListAnswer, R>(config: AdminListConfig<A, R>): AdminListState<A, R> {
  const [state, dispatch] = React.useReducer(listReducer, null, () => initialListState(config.filters, config.sorting));
  const search = useDebounced(state.search);
  const { data, error, loading, reload } = useAdminList<A>(config.path, listQuery(config.paging, config.filters, state, search));
  const count = useLastCount(data);
  const rows = data ? config.rows(data) : [];

  const setSearch = React.useCallback((value: string) => dispatch({ type: "search", value }), []);
  const setFilter = React.useCallback((name: string, value: string) => dispatch({ type: "filter", name, value }), []);
  const setSorting = React.useCallback((sorting: SortingState) => dispatch({ type: "sort", sorting }), []);
  const setPosition = React.useCallback((position: PagePosition) => dispatch({ type: "page", position }), []);
  const reloadAfterRemoval = () => {
    const next = positionAfterRemoval(state.position, rows.length);
    if (next !== state.position) setPosition(next);
    reload();
  };

  return { config, state, setSearch, setFilter, setSorting, setPosition, data, rows, error, loading, count, reload, reloadAfterRemoval };
}
