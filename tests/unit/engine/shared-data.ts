// Loads files from ../shared/data (outside the repository) for the engine's data-backed tests. CI has the
// directory; a clear error says so when it is missing.
import { existsSync } from "node:fs";
import path from "node:path";

import type { BacktestRow } from "@/lib/engine/backtest";
import { loadDataFile } from "@/scripts/lib/data";

export const SHARED_DATA = path.resolve(process.cwd(), "../shared/data");

export function loadShared(file: string): BacktestRow[] {
  const full = path.join(SHARED_DATA, file);
  if (!existsSync(full)) {
    throw new Error(
      `Missing ${full}: the engine tests read the historical data in ../shared/data (next to the repository root). ` +
        "Run the tests from the repository root with that directory present.",
    );
  }
  return loadDataFile(full).rows;
}

export const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
