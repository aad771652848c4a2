import type { ReactNode } from "react";

import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount } from "@/lib/format/numbers.rules";

// The one layout of every figures table (the track record's breakdowns, calibration, closing-line value and
// stated edge, the backtests on the public page and in the admin console): a first column naming the row,
// then its figures right-aligned in tabular digits, each column given as a heading and a cell.

export interface FiguresColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** data-testid of this column's cell in a row, when a test reads one figure. */
  cellTestId?: (row: Row) => string;
}

interface RowLabel<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** "medium" for named groups (a sport, a market), "normal" for ranges and forecasts. */
  weight?: "medium" | "normal";
  /**
   * "header" reads the label as the row's header (the public tables); "cell" keeps it an ordinary cell, as the
   * admin console's tables have always been read.
   */
  as?: "header" | "cell";
}

export interface FiguresTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowTestId?: (row: Row) => string;
  label: RowLabel<Row>;
  figures: readonly FiguresColumn<Row>[];
  caption?: ReactNode;
  ariaLabel?: string;
  testId?: string;
  /** Shown in a single row when there are no rows; without it an empty table has an empty body. */
  empty?: ReactNode;
}

const FIGURE_CLASS = "text-right tabular";

export function FiguresTable<Row>(props: FiguresTableProps<Row>) {
  const { rows, rowKey, rowTestId, label, figures, caption, ariaLabel, testId, empty } = props;
  const asHeader = (label.as ?? "header") === "header";
  // The public tables give every heading a scope; the admin ones never did, and their markup stays as it was.
  const colScope = asHeader ? "col" : undefined;
  const labelClass = asHeader ? (label.weight === "medium" ? "font-medium" : "font-normal") : undefined;
  return (
    <Table aria-label={ariaLabel} data-testid={testId}>
      {caption ? <TableCaption className="mt-2 text-left">{caption}</TableCaption> : null}
      <TableHeader>
        <TableRow>
          <TableHead scope={colScope}>{label.header}</TableHead>
          {figures.map((column, index) => (
            <TableHead key={index} scope={colScope} className="text-right">
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 && empty ? (
          <TableRow>
            <TableCell colSpan={figures.length + 1} className="text-muted-foreground">
              {empty}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={rowKey(row)} data-testid={rowTestId?.(row)}>
              {asHeader ? (
                <TableHead scope="row" className={labelClass}>
                  {label.cell(row)}
                </TableHead>
              ) : (
                <TableCell>{label.cell(row)}</TableCell>
              )}
              {figures.map((column, index) => (
                <TableCell key={index} className={FIGURE_CLASS} data-testid={column.cellTestId?.(row)}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

/** A figure with the sample it rests on: "+1.2% (n=340)". */
export function WithN({ value, n }: { value: string; n: number }) {
  return (
    <>
      {value} <span className="text-muted-foreground">(n={formatCount(n)})</span>
    </>
  );
}
