import type { TrackRecordGroup } from "@/lib/track-record/track-record.service";
import { formatCount, formatRate, formatScore, formatSignedRate, formatUnits } from "@/lib/format/numbers.rules";

import { FiguresTable, type FiguresColumn } from "./figures-table";

const count = (header: string, pick: (m: TrackRecordGroup["metrics"]) => number): FiguresColumn<TrackRecordGroup> => ({
  header,
  cell: ({ metrics }) => formatCount(pick(metrics)),
});

const COLUMNS: FiguresColumn<TrackRecordGroup>[] = [
  count("Picks", (m) => m.total),
  count("Settled", (m) => m.settled),
  count("Won", (m) => m.won),
  count("Lost", (m) => m.lost),
  count("Void", (m) => m.voided),
  count("Pending", (m) => m.pending),
  { header: "Accuracy", cell: ({ metrics: m }) => formatRate(m.accuracy) },
  {
    header: "ROI (profit)",
    cell: ({ metrics: m }) => (
      <>
        {formatSignedRate(m.roi)}
        {m.staked > 0 ? <span className="text-muted-foreground"> ({formatUnits(m.profit)})</span> : null}
      </>
    ),
  },
  {
    header: "Log loss model / market",
    cell: ({ metrics: m }) => (
      <>
        {m.logLoss ? `${formatScore(m.logLoss.model)} / ${formatScore(m.logLoss.market)}` : "—"}
        <span className="text-muted-foreground"> (n={formatCount(m.scored)})</span>
      </>
    ),
  },
  {
    header: "Brier model / market",
    cell: ({ metrics: m }) => (m.brier ? `${formatScore(m.brier.model)} / ${formatScore(m.brier.market)}` : "—"),
  },
];

/** One row per sport, market or month: every status counted, then accuracy, return and scores with their samples. */
export function BreakdownTable({
  groups,
  dimension,
  caption,
}: {
  groups: readonly TrackRecordGroup[];
  dimension: string;
  caption: string;
}) {
  return (
    <FiguresTable
      rows={groups}
      rowKey={(group) => group.key}
      rowTestId={(group) => `breakdown-row-${group.key}`}
      label={{ header: dimension, cell: (group) => group.label, weight: "medium" }}
      figures={COLUMNS}
      caption={caption}
    />
  );
}
