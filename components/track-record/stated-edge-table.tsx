import type { ClvBandGroup } from "@/lib/track-record/track-record.service";
import { formatCount, formatSignedRate } from "@/lib/format/numbers.rules";
import { formatIntervalRate } from "@/lib/format/intervals.rules";

import { FiguresTable } from "./figures-table";

/**
 * Per edge band, the edge each pick stated when it was published against the closing-line value it then
 * earned, over the same picks (those with a stored close): an honest stated edge sits close to its CLV.
 */
export function StatedEdgeTable({
  groups,
  caption,
  testId,
}: {
  groups: readonly ClvBandGroup[];
  caption: string;
  testId: string;
}) {
  return (
    <FiguresTable
      rows={groups}
      rowKey={(group) => group.key}
      rowTestId={(group) => `${testId}-row-${group.key}`}
      label={{ header: "Edge at publication", cell: (group) => group.label, weight: "medium" }}
      figures={[
        { header: "Picks with a close", cell: (group) => formatCount(group.figures.clv.n) },
        {
          header: "Mean stated edge",
          cell: (group) => formatSignedRate(group.statedEdge),
          cellTestId: (group) => `${testId}-row-${group.key}-edge`,
        },
        {
          header: "Mean CLV",
          cell: (group) => formatIntervalRate(group.figures.clv),
          cellTestId: (group) => `${testId}-row-${group.key}-clv`,
        },
      ]}
      caption={caption}
      testId={testId}
      empty="No picks in this view yet."
    />
  );
}
