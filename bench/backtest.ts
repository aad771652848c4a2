// Benchmark of the engine's walk-forward on ../shared/data (outside the repository; never copied in).
//   npx tsx bench/backtest.ts [--from 2019-07-01] [--all]
// Runs the football model over all five football files and the basketball model over nba.csv, forecasting
// from --from (default 2019-07-01: the 2019-20 … 2023-24 seasons, every earlier row trains; the pool and the
// value-pick threshold learn from forecasts of 2011-12 on), prints the metrics tables, then the targets with
// the measured figures and the timings. --all also times a walk-forward that forecasts every football match.
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";

import type { MeanInterval } from "../lib/engine/fair-value";
import { formatResult, runBacktest, type KindResult } from "../scripts/lib/backtest-run";
import { sharedDataDir } from "../scripts/lib/data";

const FOOTBALL = [
  "soccer_epl.csv",
  "soccer_laliga.csv",
  "soccer_bundesliga.csv",
  "soccer_seriea.csv",
  "soccer_ligue1.csv",
];

const f4 = (x: number | null | undefined) => (x === null || x === undefined ? "—" : x.toFixed(4));
const pct = (x: number, d = 1) => `${x >= 0 ? "+" : "−"}${Math.abs(x * 100).toFixed(d)}%`;
const ci = (m: MeanInterval, d = 1) => `${pct(m.mean, d)} [${pct(m.lo, d)}, ${pct(m.hi, d)}]`;
const yes = (ok: boolean) => (ok ? "MET" : "NOT MET");

function targets(football: KindResult, nba: KindResult, footballWall: number): string[] {
  const fs = football.fair.scores;
  const ns = nba.fair.scores;
  const sel = football.fair.selected;
  const selP = football.fair.selectedProportionalClose;
  const rpsOk = (fs.fair.rps ?? 1) <= 0.196 && fs.fair.logLoss <= 0.9725;
  const out = [
    "Targets (measured on the same rows; closing prices only judge)",
    `1. football 2019-24 fair forecast RPS ≤ 0.1960 and log loss ≤ 0.9725: RPS ${f4(fs.fair.rps)}, log loss ` +
      `${f4(fs.fair.logLoss)} (n ${fs.n}) — ${yes(rpsOk)}`,
    `   pre-match consensus ${f4(fs.consensus.rps)} / ${f4(fs.consensus.logLoss)}; model ${f4(fs.model.rps)} / ` +
      `${f4(fs.model.logLoss)}; Pinnacle close (ceiling) ${f4(fs.closing?.rps)} / ${f4(fs.closing?.logLoss)}`,
    `2. NBA 2019-24 fair log loss ≤ the spread-implied market: fair ${f4(ns.fair.logLoss)} vs spread ` +
      `${f4(ns.consensus.logLoss)} (n ${ns.n}; model ${f4(ns.model.logLoss)}) — ` +
      `${yes(ns.fair.logLoss <= ns.consensus.logLoss)}`,
    `3. football value picks at max_*, mean CLV ≥ +3 % with n ≥ 1,000: n ${sel.n}, CLV ${ci(sel.clv, 2)} against ` +
      `Pinnacle's close de-vigged by power — ${yes(sel.n >= 1000 && sel.clv.mean >= 0.03)}`,
    `   same picks against the close de-vigged proportionally (the reference's convention): CLV ${ci(selP.clv, 2)} ` +
      `— ${yes(selP.n >= 1000 && selP.clv.mean >= 0.03)}`,
    `   ROI at the taken price ${ci(sel.roi)}; beat the close ${(sel.beatClose.share * 100).toFixed(1)} % of ` +
      `${sel.beatClose.n}`,
    `   yardsticks: every outcome at max_* CLV ${ci(football.fair.everyOutcome.clv, 2)} (n ` +
      `${football.fair.everyOutcome.n}); max_* vs plain avg_* > 2 % CLV ${ci(football.fair.plainConsensus.clv, 2)} ` +
      `(n ${football.fair.plainConsensus.n}), proportional close ` +
      `${ci(football.fair.plainConsensusProportionalClose.clv, 2)}`,
    `4. football walk-forward (model from 2011-07-01 for the pool + fair forecast + picks) < 30 s: wall clock model ` +
      `${football.seconds.toFixed(1)} s + fair ${football.fair.seconds.toFixed(1)} s = ` +
      `${(football.seconds + football.fair.seconds).toFixed(1)} s (CPU ` +
      `${(football.cpuSeconds + football.fair.cpuSeconds).toFixed(1)} s); whole run incl. loading and the Elo ` +
      `baseline ${footballWall.toFixed(1)} s — ${yes(football.seconds + football.fair.seconds < 30)} by the wall ` +
      `clock${football.cpuSeconds + football.fair.cpuSeconds < 30 ? ", met by CPU time" : ""}`,
  ];
  // Issue #25: the value picks' stated edge is an honest forecast of the CLV they earn, overall and per season.
  const gap = (x: { closedMeanEdge: number; clv: MeanInterval }) => x.closedMeanEdge - x.clv.mean;
  const seasons = football.fair.selectedByPeriod.filter((p) => p.summary.clv.n > 0);
  const honest = Math.abs(gap(sel)) <= 0.01 && seasons.every((p) => Math.abs(gap(p.summary)) <= 0.01);
  out.push(
    `5. football value picks' mean stated edge within 1 point of their mean CLV (power close), overall and every ` +
      `season: stated ${pct(sel.closedMeanEdge, 2)} vs CLV ${pct(sel.clv.mean, 2)} (n ${sel.clv.n}) — ` +
      `${yes(honest)}`,
    ...seasons.map(
      (p) =>
        `   ${p.period}: stated ${pct(p.summary.closedMeanEdge, 2)} vs CLV ${ci(p.summary.clv, 2)} (n ` +
        `${p.summary.clv.n}, threshold ${p.threshold === null ? "—" : pct(p.threshold)})`,
    ),
  );
  return out;
}

function main(argv: string[]): void {
  const fromArg = argv.includes("--from") ? argv[argv.indexOf("--from") + 1] : "2019-07-01";
  const from = new Date(`${fromArg}T00:00:00Z`);
  const dir = sharedDataDir();
  if (!existsSync(dir))
    throw new Error(`The shared data directory is missing: ${dir} (expected ../shared/data next to the repository)`);
  const file = (name: string) => path.join(dir, name);

  const load0 = loadavg()[0]!;
  console.log(
    `Engine backtest benchmark, forecasting ${fromArg} … end; node ${process.version}; load average ` +
      `${load0.toFixed(1)} on this machine\n`,
  );
  const summary: string[] = [];
  const results: KindResult[] = [];
  let footballWall = 0;
  for (const [label, files] of [
    ["football (five leagues pooled)", FOOTBALL.map(file)],
    ["NBA", [file("nba.csv")]],
  ] as const) {
    const wall0 = performance.now();
    const [result] = runBacktest({ files: [...files], from, by: "league" });
    const wall = (performance.now() - wall0) / 1000;
    if (results.length === 0) footballWall = wall;
    results.push(result!);
    console.log(formatResult(result!, "league"), "\n");
    const forecast = result!.fair.rows.length;
    summary.push(
      `${label.padEnd(32)} rows ${String(result!.rows).padStart(6)}  forecast ${String(forecast).padStart(6)}  ` +
        `model walk-forward ${result!.seconds.toFixed(2)} s (CPU ${result!.cpuSeconds.toFixed(2)} s), fair ` +
        `walk-forward ${result!.fair.seconds.toFixed(2)} s (CPU ${result!.fair.cpuSeconds.toFixed(2)} s)  whole run ` +
        `incl. loading and baseline ${wall.toFixed(2)} s`,
    );
  }
  if (argv.includes("--all")) {
    const [all] = runBacktest({ files: FOOTBALL.map(file), noBaseline: true });
    summary.push(
      `${"football, every match forecast".padEnd(32)} rows ${String(all!.rows).padStart(6)}  forecast ` +
        `${String(all!.overall.model.n + all!.overall.declined).padStart(6)}  model walk-forward ` +
        `${all!.seconds.toFixed(2)} s (CPU ${all!.cpuSeconds.toFixed(2)} s), fair ${all!.fair.seconds.toFixed(2)} s ` +
        `(CPU ${all!.fair.cpuSeconds.toFixed(2)} s); model RPS ${all!.overall.model.rps?.toFixed(4)}, log loss ` +
        `${all!.overall.model.logLoss.toFixed(4)}`,
    );
  }
  console.log(targets(results[0]!, results[1]!, footballWall).join("\n") + "\n");
  console.log(
    `Timing (wall clock; load average ${load0.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end, 2 cores)\n` +
      summary.join("\n"),
  );
}

try {
  main(process.argv.slice(2));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
