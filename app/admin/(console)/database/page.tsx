import { ReadoutCard } from "@/components/admin/readout-card";
import { PageHeader } from "@/components/layout/page-header";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requirePageRole } from "@/lib/auth/page-guards";
import { formatBytes } from "@/lib/format/readout";
import { getSystemReadout } from "@/lib/system/admin.service";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";
import { formatCount } from "@/lib/format/numbers";

const TITLE = "Database";
const DESCRIPTION = "The database this deployment uses: its mode, version and size, and every table with its rows and size.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.database,
  noIndex: true,
});


export default async function DatabasePage() {
  // The layout's gate is for comfort; each admin page checks again.
  await requirePageRole("ADMIN");
  const { database, tables } = await getSystemReadout();
  const totalRows = tables.reduce((sum, table) => sum + table.rows, 0);
  return (
    <div className="container flex w-full flex-col gap-8 py-10 sm:py-14">
      <PageHeader className="pb-0 sm:pb-0" title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "Database", path: routes.admin.database }]} />
      <div className="max-w-2xl">
        <ReadoutCard
          title="Database"
          rows={[
            ["Mode", database.mode === "embedded" ? "PGlite (embedded)" : "PostgreSQL (server)"],
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
    </div>
  );
}
