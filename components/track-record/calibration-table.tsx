import type { CalibrationBand } from "@/lib/engine/pick-metrics";
import { formatCount, formatPercent } from "@/lib/format/numbers.rules";

import { FiguresTable, type FiguresColumn } from "./figures-table";

const COLUMNS: FiguresColumn<CalibrationBand>[] = [
  { header: "Picks", cell: (band) => formatCount(band.n) },
  { header: "Won", cell: (band) => formatCount(band.wins) },
  { header: "Predicted", cell: (band) => formatPercent(band.predicted) },
  { header: "Observed", cell: (band) => formatPercent(band.observed) },
];

/** The calibration chart's data as a table: the accessible (and exact) form of the same figures. */
export function CalibrationTable({ bands, caption }: { bands: readonly CalibrationBand[]; caption: string }) {
  return (
    <FiguresTable
      rows={bands}
      rowKey={(band) => band.from}
      label={{ header: "Confidence band", cell: (band) => `${band.from}–${band.to}%` }}
      figures={COLUMNS}
      caption={caption}
    />
  );
}
