"use client";

import { AdminReadout } from "@/components/admin/admin-readout";
import { ReadoutCard } from "@/components/admin/readout-card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatBytes } from "@/lib/format/readout.rules";
import { formatCount } from "@/lib/format/numbers.rules";
import { databaseModeLabel, type SystemAnswer } from "@/lib/system/admin.dto";

/** The database card and every table with its rows and size, read from GET /api/admin/system. */
export function DatabaseReadout() {
  return (
    <AdminReadout<SystemAnswer>
      path="/admin/system"
      errorTitle="Failed to load the database read-out"
      loadingLabel="Loading the database read-out"
    >
      {({ database, tables }) => {
        const totalRows = tables.reduce((sum, table) => sum + table.rows, 0);
        return (
          <>
            <div className="max-w-2xl">
              <ReadoutCard
                title="Database"
                rows={[
                  ["Mode", databaseModeLabel(database.mode)],
                  ["Version", database.version],
                  ["Size", formatBytes(database.sizeBytes)],
                  ["Tables", formatCount(database.tableCount)],
                  ["Rows", formatCount(totalRows)],
                ]}
              />
            </div>
            <div className="rounded-lg border">
              <Table aria-label="Tables">
                <TableHeader>
                  <TableRow>
                    <TableHead>Table</TableHead>
                    <TableHead className="text-right">Rows</TableHead>
                    <TableHead className="text-right">Size (with indexes)</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {tables.map((table) => (
                    <TableRow key={table.name} data-testid="table-row">
                      <TableCell>
                        <code className="text-xs">{table.name}</code>
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{formatCount(table.rows)}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatBytes(table.sizeBytes)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </>
        );
      }}
    </AdminReadout>
  );
}
