import type { ClvGroup } from "@/lib/track-record/track-record.service";
import { formatIntervalRate } from "@/lib/format/intervals.rules";

import { FiguresTable, WithN, type FiguresColumn } from "./figures-table";

const COLUMNS: FiguresColumn<ClvGroup>[] = [
  { header: "Mean CLV", cell: ({ figures: f }) => <WithN value={formatIntervalRate(f.clv)} n={f.clv.n} /> },
  {
    header: "Beat the close",
    cell: ({ figures: f }) => <WithN value={formatIntervalRate(f.beatClose, false)} n={f.beatClose.n} />,
  },
  {
    header: "ROI at the taken price",
    cell: ({ figures: f }) => <WithN value={formatIntervalRate(f.roi)} n={f.roi.n} />,
  },
];

/** CLV, share beating the close and return at the taken price per group, each with its own n and 95 % interval. */
export function ClvTable({
  groups,
  dimension,
  caption,
  testId,
}: {
  groups: readonly ClvGroup[];
  dimension: string;
  caption: string;
  testId: string;
}) {
  return (
    <FiguresTable
      rows={groups}
      rowKey={(group) => group.key}
      rowTestId={(group) => `${testId}-row-${group.key}`}
      label={{ header: dimension, cell: (group) => group.label, weight: "medium" }}
      figures={COLUMNS}
      caption={caption}
      testId={testId}
      empty="No picks in this view yet."
    />
  );
}
