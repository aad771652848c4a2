"use client";

import type { ReactNode } from "react";
import type { ColumnDef, SortingState } from "@tanstack/react-table";

import { LoadError } from "@/components/member/load-error";

import type { AdminListState, PagedAnswer, PagePosition } from "./admin-list-state";
import { ALL, emptyText } from "./admin-list-state";
import { DataTable } from "./data-table";
import { FilterBar, ResultCount, SearchFilter, SelectFilter } from "./table-filters";

// One admin list screen's body: filter bar with the live count, the server-paged and server-sorted table,
// its pager, and the load error in place of the rows (never sample rows). The console declares the query
// (useAdminListState), its columns and its actions; dialogs call the state's reload when they change data.

export interface AdminListProps<A extends PagedAnswer, R extends { id: string }> {
  list: AdminListState<A, R>;
  /** The table's accessible name; the pager is "<caption> pages". */
  caption: string;
  /** Singular, lower case: "payment" gives "12 payments", "Loading payments…", "No payments found". */
  noun: string;
  columns: ColumnDef<R, unknown>[];
  /** The alert's title when the list does not load. */
  errorTitle: string;
  /** Try Again; the list's reload unless the screen has more to read again. */
  onRetry?: () => void;
  /**
   * What the load error takes the place of: the table and its pager, the filters staying to change the
   * question ("table"), or everything shown here, `header` included ("all").
   */
  errorReplaces?: "table" | "all";
  /** Above the filters, gone with them on a load error when errorReplaces is "all" (figures from the answer). */
  header?: ReactNode;
}

export function AdminList<A extends PagedAnswer, R extends { id: string }>({
  list,
  caption,
  noun,
  columns,
  errorTitle,
  onRetry,
  errorReplaces = "table",
  header,
}: AdminListProps<A, R>) {
  const { config, state, dispatch, error, loading, count } = list;
  const setPosition = (position: PagePosition) => dispatch({ type: "page", position });
  const loadError = error ? <LoadError title={errorTitle} message={error} onRetry={onRetry ?? list.reload} /> : null;
  if (loadError && errorReplaces === "all") return loadError;

  const { Pager } = config.paging;
  const tablePaged = Pager
    ? {}
    : {
        page: state.position.page,
        pages: list.data?.pagination.pages ?? 1,
        onPageChange: (page: number) => setPosition({ page, cursors: {} }),
      };
  const tableSorted =
    config.sorting === "fixed"
      ? {}
      : { sorting: state.sorting, onSortingChange: (sorting: SortingState) => dispatch({ type: "sort", sorting }) };
  return (
    <>
      {header}
      <FilterBar>
        {config.search ? (
          <SearchFilter
            id={config.search.id}
            label={config.search.label}
            placeholder={config.search.placeholder}
            value={state.search}
            onChange={(value) => dispatch({ type: "search", value })}
          />
        ) : null}
        {config.filters.map((filter) => (
          <SelectFilter
            key={filter.name}
            id={filter.id}
            label={filter.label}
            allLabel={filter.allLabel}
            value={state.filters[filter.name] ?? ALL}
            onChange={(value) => dispatch({ type: "filter", name: filter.name, value })}
            options={filter.options}
          />
        ))}
        <ResultCount loading={loading} total={count.total} totalAbove={count.totalAbove} noun={noun} />
      </FilterBar>
      {loadError ?? (
        <DataTable
          caption={caption}
          columns={columns}
          data={list.rows}
          getRowId={(row) => row.id}
          {...tableSorted}
          {...tablePaged}
          empty={emptyText(noun, loading)}
        />
      )}
      {loadError || !Pager ? null : (
        <Pager
          caption={caption}
          position={state.position}
          pages={count.pages}
          nextCursor={list.data?.nextCursor ?? null}
          disabled={loading}
          onChange={setPosition}
        />
      )}
    </>
  );
}
