"use client";

import { useId, useState } from "react";

import type { CalibrationBand } from "@/lib/engine/pick-metrics";
import { plural } from "@/lib/format/numbers.rules";

import { CalibrationChart } from "./calibration-chart";
import { CalibrationTable } from "./calibration-table";

export interface CalibrationScope {
  /** "all", "sport:football", "market:1x2", "month:2025-03". */
  id: string;
  /** Option text, e.g. "Sport: Football". */
  label: string;
  bands: CalibrationBand[];
}

/** Calibration of one scope at a time (overall, a sport, a market or a month), chosen from a list. */
export function CalibrationExplorer({ scopes }: { scopes: readonly CalibrationScope[] }) {
  const [selected, setSelected] = useState(scopes[0]?.id ?? "all");
  const selectId = useId();
  const scope = scopes.find((item) => item.id === selected) ?? scopes[0];
  if (!scope) return null;
  const decided = scope.bands.reduce((n, band) => n + band.n, 0);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium">
          Show calibration for
        </label>
        <select
          id={selectId}
          value={scope.id}
          onChange={(event) => setSelected(event.target.value)}
          className={
            "h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs " +
            "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 " +
            "focus-visible:outline-none"
          }
        >
          {scopes.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
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
    </div>
  );
}
