import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ClvBandGroup } from "@/lib/track-record/track-record.service";

import { formatCount, formatSignedRate } from "@/lib/format/numbers.rules";
import { formatIntervalRate } from "@/lib/format/intervals.rules";

/**
 * Per edge band, the edge each pick stated when it was published against the closing-line value it then
 * earned, over the same picks (those with a stored close): an honest stated edge sits close to its CLV.
 */
export function StatedEdgeTable({ groups, caption, testId }: { groups: readonly ClvBandGroup[]; caption: string; testId: string }) {
  return (
    <Table data-testid={testId}>
      <TableCaption className="mt-2 text-left">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Edge at publication</TableHead>
          <TableHead scope="col" className="text-right">
            Picks with a close
          </TableHead>
          <TableHead scope="col" className="text-right">
            Mean stated edge
          </TableHead>
          <TableHead scope="col" className="text-right">
            Mean CLV
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
          groups.map(({ key, label, figures, statedEdge }) => (
            <TableRow key={key} data-testid={`${testId}-row-${key}`}>
              <TableHead scope="row" className="font-medium">
                {label}
              </TableHead>
              <TableCell className="text-right tabular">{formatCount(figures.clv.n)}</TableCell>
              <TableCell className="text-right tabular" data-testid={`${testId}-row-${key}-edge`}>
                {formatSignedRate(statedEdge)}
              </TableCell>
              <TableCell className="text-right tabular" data-testid={`${testId}-row-${key}-clv`}>
                {formatIntervalRate(figures.clv)}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
