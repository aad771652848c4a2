import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { CalibrationBand } from "@/lib/engine/pick-metrics";

import { formatCount, formatPercent } from "@/lib/format/numbers.rules";

/** The calibration chart's data as a table: the accessible (and exact) form of the same figures. */
export function CalibrationTable({ bands, caption }: { bands: readonly CalibrationBand[]; caption: string }) {
  return (
    <Table>
      <TableCaption className="mt-2 text-left">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Confidence band</TableHead>
          <TableHead scope="col" className="text-right">
            Picks
          </TableHead>
          <TableHead scope="col" className="text-right">
            Won
          </TableHead>
          <TableHead scope="col" className="text-right">
            Predicted
          </TableHead>
          <TableHead scope="col" className="text-right">
            Observed
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {bands.map((band) => (
          <TableRow key={band.from}>
            <TableHead scope="row" className="font-normal">
              {band.from}–{band.to}%
            </TableHead>
            <TableCell className="text-right tabular">{formatCount(band.n)}</TableCell>
            <TableCell className="text-right tabular">{formatCount(band.wins)}</TableCell>
            <TableCell className="text-right tabular">{formatPercent(band.predicted)}</TableCell>
            <TableCell className="text-right tabular">{formatPercent(band.observed)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
