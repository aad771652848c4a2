import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TrackRecordGroup } from "@/lib/track-record/track-record.service";

import { formatCount, formatRate, formatScore, formatSignedRate, formatUnits } from "@/lib/format/numbers.rules";

/** One row per sport, market or month: every status counted, then accuracy, return and scores with their samples. */
export function BreakdownTable({ groups, dimension, caption }: { groups: readonly TrackRecordGroup[]; dimension: string; caption: string }) {
  return (
    <Table>
      <TableCaption className="mt-2 text-left">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{dimension}</TableHead>
          <TableHead scope="col" className="text-right">
            Picks
          </TableHead>
          <TableHead scope="col" className="text-right">
            Settled
          </TableHead>
          <TableHead scope="col" className="text-right">
            Won
          </TableHead>
          <TableHead scope="col" className="text-right">
            Lost
          </TableHead>
          <TableHead scope="col" className="text-right">
            Void
          </TableHead>
          <TableHead scope="col" className="text-right">
            Pending
          </TableHead>
          <TableHead scope="col" className="text-right">
            Accuracy
          </TableHead>
          <TableHead scope="col" className="text-right">
            ROI (profit)
          </TableHead>
          <TableHead scope="col" className="text-right">
            Log loss model / market
          </TableHead>
          <TableHead scope="col" className="text-right">
            Brier model / market
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {groups.map(({ key, label, metrics: m }) => (
          <TableRow key={key} data-testid={`breakdown-row-${key}`}>
            <TableHead scope="row" className="font-medium">
              {label}
            </TableHead>
            <TableCell className="text-right tabular">{formatCount(m.total)}</TableCell>
            <TableCell className="text-right tabular">{formatCount(m.settled)}</TableCell>
            <TableCell className="text-right tabular">{formatCount(m.won)}</TableCell>
            <TableCell className="text-right tabular">{formatCount(m.lost)}</TableCell>
            <TableCell className="text-right tabular">{formatCount(m.voided)}</TableCell>
            <TableCell className="text-right tabular">{formatCount(m.pending)}</TableCell>
            <TableCell className="text-right tabular">{formatRate(m.accuracy)}</TableCell>
            <TableCell className="text-right tabular">
              {formatSignedRate(m.roi)}
              {m.staked > 0 ? <span className="text-muted-foreground"> ({formatUnits(m.profit)})</span> : null}
            </TableCell>
            <TableCell className="text-right tabular">
              {m.logLoss ? `${formatScore(m.logLoss.model)} / ${formatScore(m.logLoss.market)}` : "—"}
              <span className="text-muted-foreground"> (n={formatCount(m.scored)})</span>
            </TableCell>
            <TableCell className="text-right tabular">
              {m.brier ? `${formatScore(m.brier.model)} / ${formatScore(m.brier.market)}` : "—"}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
