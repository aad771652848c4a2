import type { CalibrationBand } from "@/lib/engine/pick-metrics";
import { plural } from "@/lib/format/numbers.rules";

import { CalibrationChart } from "./calibration-chart";
import { CalibrationTable } from "./calibration-table";
import { ScopeSwitch } from "./scope-switch";

export interface CalibrationScope {
  /** "all", "sport:football", "market:1x2", "month:2025-03". */
  id: string;
  /** Option text, e.g. "Sport: Football". */
  label: string;
  bands: CalibrationBand[];
}

/**
 * Calibration of one scope at a time (overall, a sport, a market or a month), chosen from a list. Every scope's chart
 * and table is rendered here on the server; the browser only switches between them.
 */
export function CalibrationExplorer({ scopes }: { scopes: readonly CalibrationScope[] }) {
  if (scopes.length === 0) return null;
  const panels = scopes.map((scope) => {
    const decided = scope.bands.reduce((n, band) => n + band.n, 0);
    return {
      id: scope.id,
      label: scope.label,
      content: (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
          <CalibrationChart bands={scope.bands} title={scope.label} />
          <CalibrationTable
            bands={scope.bands}
            caption={
              `${scope.label}: ${plural(decided, "decided pick")} in ${plural(scope.bands.length, "band")} of ` +
              `5 points.`
            }
          />
        </div>
      ),
    };
  });
  return <ScopeSwitch label="Show calibration for" panels={panels} />;
}
