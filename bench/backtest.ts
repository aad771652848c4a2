// Benchmark of the engine's walk-forward on ../shared/data (outside the repository; never copied in).
//   npx tsx bench/backtest.ts [--from 2019-07-01] [--all]
// Runs the football model over all five football files and the basketball model over nba.csv, forecasting
// from --from (default 2019-07-01: the 2019-20 … 2023-24 seasons, every earlier row trains), prints the
// metrics table (model, market, plain Elo) with wall-clock seconds and matches per second. --all also times a
// walk-forward that forecasts every football match (≈ 34.5k).
import { existsSync } from "node:fs";
import path from "node:path";

import { formatResult, runBacktest } from "../scripts/lib/backtest-run";
import { sharedDataDir } from "../scripts/lib/data";

const FOOTBALL = ["soccer_epl.csv", "soccer_laliga.csv", "soccer_bundesliga.csv", "soccer_seriea.csv", "soccer_ligue1.csv"];

function main(argv: string[]): void {
  const fromArg = argv.includes("--from") ? argv[argv.indexOf("--from") + 1] : "2019-07-01";
  const from = new Date(`${fromArg}T00:00:00Z`);
  const dir = sharedDataDir();
  if (!existsSync(dir)) throw new Error(`The shared data directory is missing: ${dir} (expected ../shared/data next to the repository)`);
  const file = (name: string) => path.join(dir, name);

  console.log(`Engine backtest benchmark, forecasting ${fromArg} … end; node ${process.version}\n`);
  const summary: string[] = [];
  for (const [label, files] of [
    ["football (five leagues pooled)", FOOTBALL.map(file)],
    ["NBA", [file("nba.csv")]],
  ] as const) {
    const wall0 = performance.now();
    const [result] = runBacktest({ files: [...files], from, by: "league" });
    const wall = (performance.now() - wall0) / 1000;
    console.log(formatResult(result!, "league"), "\n");
    const forecast = result!.overall.model.n + result!.overall.declined;
    summary.push(
      `${label.padEnd(32)} rows ${String(result!.rows).padStart(6)}  forecast ${String(forecast).padStart(6)}  model walk-forward ${result!.seconds.toFixed(2)} s (${Math.round(result!.rows / result!.seconds)} rows/s, ${Math.round(forecast / result!.seconds)} forecasts/s)  whole run incl. loading and baseline ${wall.toFixed(2)} s`,
    );
  }
  if (argv.includes("--all")) {
    const [all] = runBacktest({ files: FOOTBALL.map(file), noBaseline: true });
    summary.push(
      `${"football, every match forecast".padEnd(32)} rows ${String(all!.rows).padStart(6)}  forecast ${String(all!.overall.model.n + all!.overall.declined).padStart(6)}  model walk-forward ${all!.seconds.toFixed(2)} s (${Math.round(all!.rows / all!.seconds)} rows/s); RPS ${all!.overall.model.rps?.toFixed(4)}, log loss ${all!.overall.model.logLoss.toFixed(4)}`,
    );
  }
  console.log("Timing (wall clock)\n" + summary.join("\n"));
}

try {
  main(process.argv.slice(2));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
