"use client";

import * as React from "react";
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, ChevronLeftIcon, ChevronRightIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "@/components/ui/table";

// An admin table on @tanstack/react-table in manual mode: the server pages, sorts and filters, so this only
// renders the rows it is given and reports sort and page changes to its owner.

/** Server-sorted: the current order and where to report a change. Without it no column sorts. */
interface TableSorting {
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
}

/** Server-paged: the page shown, how many there are and where to report a change. Without it, no pager. */
interface TablePaging {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

const UNSORTED: SortingState = [];

const noValue = () => undefined;

/**
 * react-table lets a column sort only when it has an accessor, but here the server sorts, by the column's id:
 * a display column (id, header and cell) gets an accessor that reads nothing, so it sorts unless it says
 * `enableSorting: false`.
 */
function serverSortable<T>(columns: readonly ColumnDef<T, unknown>[]): ColumnDef<T, unknown>[] {
  return columns.map((column) =>
    column.enableSorting === false || "accessorFn" in column || "accessorKey" in column
      ? column
      : ({ ...column, accessorFn: noValue } as ColumnDef<T, unknown>),
  );
}

export type DataTableProps<T> = {
  caption: string;
  columns: ColumnDef<T, unknown>[];
  data: T[];
  empty: string;
  getRowId: (row: T) => string;
} & (TableSorting | { sorting?: never; onSortingChange?: never }) &
  (TablePaging | { page?: never; pages?: never; onPageChange?: never });

export function DataTable<T>({
  caption,
  columns,
  data,
  sorting = UNSORTED,
  onSortingChange,
  page = 1,
  pages = 1,
  onPageChange,
  empty,
  getRowId,
}: DataTableProps<T>) {
  const sortableColumns = React.useMemo(() => serverSortable(columns), [columns]);
  // react-table's hook returns functions the React Compiler must not memoise; this component is not compiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns: sortableColumns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    pageCount: pages,
    state: { sorting },
    enableSorting: onSortingChange !== undefined,
    enableMultiSort: false,
    // The accessors read nothing (serverSortable), so react-table cannot guess a direction: A→Z first.
    sortDescFirst: false,
    onSortingChange: (updater) => onSortingChange?.(typeof updater === "function" ? updater(sorting) : updater),
  });

  return (
    <div className="flex flex-col gap-3">
      <div className="rounded-lg border">
        <Table aria-label={caption}>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <TableHead
                      key={header.id}
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          className="-ml-2"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          {sorted === "asc" ? (
                            <ArrowUpIcon aria-hidden="true" />
                          ) : sorted === "desc" ? (
                            <ArrowDownIcon aria-hidden="true" />
                          ) : (
                            <ArrowUpDownIcon aria-hidden="true" className="opacity-50" />
                          )}
                        </Button>
                      ) : (
                        label
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {table.getRowModel().rows.length === 0 ? (
              <TableEmpty colSpan={columns.length}>{empty}</TableEmpty>
            ) : (
              table.getRowModel().rows.map((row) => (
                <TableRow key={row.id} data-testid="data-row">
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      {onPageChange && pages > 1 ? (
        <nav aria-label={`${caption} pages`} className="flex items-center justify-end gap-3 text-sm">
          <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeftIcon aria-hidden="true" />
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            Next
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
