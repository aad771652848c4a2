// Backtest CLI (npm run backtest -- …): walk-forward over files in the ../shared/data schema.
//   npx tsx scripts/backtest.ts --data <csv> [--data <csv> …] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
//     [--out predictions.csv] [--by league|season|league,season] [--model <key>] [--results-only] [--no-baseline]
//     [--calibration] [--no-pool-gate]
// Each match is forecast from matches of earlier days only; --from/--to limit which matches are forecast and
// scored (all earlier rows still train). Prints model, market and plain-Elo metrics on the same matches, then
// the fair forecast (pre-match consensus ⊕ model) and the value picks (best price against fair) with ROI and
// closing-line value, each with n and a 95 % interval.
import { writeFileSync } from "node:fs";

import type { GroupBy } from "../lib/engine/backtest";
import { formatCalibration, formatResult, predictionsCsv, runBacktest } from "./lib/backtest-run";

const USAGE = `usage: npx tsx scripts/backtest.ts --data <csv> [--data <csv> ...] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
       [--out predictions.csv] [--by league|season|league,season] [--model <key>] [--results-only] [--no-baseline]
       [--calibration] [--no-pool-gate]

  --results-only   hide past odds and lines from the model (results-only ratings)
  --no-baseline    skip the plain Elo baseline
  --calibration    print reliability tables of the model's result probabilities
  --no-pool-gate   apply the market+model pool as soon as it is fitted (default: only once it has beaten the
                   pre-match consensus out of sample)

Besides model, market and plain Elo, it prints the fair forecast (pre-match consensus pooled with the model,
walk-forward) and the value picks at the best pre-match price with their ROI and closing-line value.`;

function parseDate(value: string | undefined, flag: string): Date {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw new Error(`${flag} expects YYYY-MM-DD, got ${value ?? "nothing"}`);
  return new Date(`${value}T00:00:00Z`);
}

function main(argv: string[]): void {
  const files: string[] = [];
  let from: Date | undefined;
  let to: Date | undefined;
  let out: string | undefined;
  let by: GroupBy | undefined;
  let modelKey: string | undefined;
  let resultsOnly = false;
  let noBaseline = false;
  let calibration = false;
  let noPoolGate = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === "--data") files.push(next());
    else if (arg === "--from") from = parseDate(next(), "--from");
    else if (arg === "--to") to = new Date(parseDate(next(), "--to").getTime() + 86_400_000 - 1);
    else if (arg === "--out") out = next();
    else if (arg === "--by") {
      const v = next();
      if (v !== "league" && v !== "season" && v !== "league,season")
        throw new Error(`--by expects league, season or league,season`);
      by = v;
    } else if (arg === "--model") modelKey = next();
    else if (arg === "--results-only") resultsOnly = true;
    else if (arg === "--no-baseline") noBaseline = true;
    else if (arg === "--calibration") calibration = true;
    else if (arg === "--no-pool-gate") noPoolGate = true;
    else if (arg === "--help" || arg === "-h") {
      console.log(USAGE);
      return;
    } else throw new Error(`unknown argument ${arg}\n${USAGE}`);
  }
  if (files.length === 0) throw new Error(`at least one --data file is needed\n${USAGE}`);
  const results = runBacktest({ files, from, to, by, modelKey, resultsOnly, noBaseline, noPoolGate });
  const range = `${from ? from.toISOString().slice(0, 10) : "start"} … ${to ? to.toISOString().slice(0, 10) : "end"}`;
  console.log(`Backtest (walk-forward), forecasting ${range}${resultsOnly ? ", results only (no past odds)" : ""}\n`);
  for (const r of results) {
    console.log(formatResult(r, by), "\n");
    if (calibration) console.log(formatCalibration(r), "\n");
  }
  if (out) {
    writeFileSync(out, predictionsCsv(results));
    console.log(
      `wrote ${results.reduce((s, r) => s + r.forecasts.filter((f) => f.probs).length, 0)} predictions to ${out}`,
    );
  }
}

try {
  main(process.argv.slice(2));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
