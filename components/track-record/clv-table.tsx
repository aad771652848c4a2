import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ClvGroup } from "@/lib/track-record/track-record.service";

import { formatCount } from "@/lib/format/numbers.rules";
import { formatIntervalRate } from "@/lib/format/intervals.rules";

/** CLV, share beating the close and return at the taken price per group, each with its own n and 95 % interval. */
export function ClvTable({ groups, dimension, caption, testId }: { groups: readonly ClvGroup[]; dimension: string; caption: string; testId: string }) {
  return (
    <Table data-testid={testId}>
      <TableCaption className="mt-2 text-left">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{dimension}</TableHead>
          <TableHead scope="col" className="text-right">
            Mean CLV
          </TableHead>
          <TableHead scope="col" className="text-right">
            Beat the close
          </TableHead>
          <TableHead scope="col" className="text-right">
            ROI at the taken price
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {groups.length === 0 ? (
          <TableRow>
            <TableCell colSpan={4} className="text-muted-foreground">
              No picks in this view yet.
            </TableCell>
          </TableRow>
        ) : (
          groups.map(({ key, label, figures }) => (
            <TableRow key={key} data-testid={`${testId}-row-${key}`}>
              <TableHead scope="row" className="font-medium">
                {label}
              </TableHead>
              <TableCell className="text-right tabular">
                {formatIntervalRate(figures.clv)} <span className="text-muted-foreground">(n={formatCount(figures.clv.n)})</span>
              </TableCell>
              <TableCell className="text-right tabular">
                {formatIntervalRate(figures.beatClose, false)} <span className="text-muted-foreground">(n={formatCount(figures.beatClose.n)})</span>
              </TableCell>
              <TableCell className="text-right tabular">
                {formatIntervalRate(figures.roi)} <span className="text-muted-foreground">(n={formatCount(figures.roi.n)})</span>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
