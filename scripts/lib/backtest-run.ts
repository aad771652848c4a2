// Shared by scripts/backtest.ts and bench/backtest.ts: load ../shared/data-schema files, run the walk-forward
// of a model and the plain Elo baseline, score them with the market, and format the tables.
import {
  forecastRows,
  lineReports,
  scoreForecasts,
  type BacktestRow,
  type GroupBy,
  type GroupReport,
  type LineReport,
  type RowForecast,
  type SourceReport,
} from "../../lib/engine/backtest";
import { runFairBacktest, type FairBacktestRun } from "../../lib/engine/fair-backtest-run";
import type { MeanInterval, ValuePickSummary } from "../../lib/engine/fair-value";
import { calibrationTable, type ForecastMetrics } from "../../lib/engine/metrics";
import { outcomeIndex } from "../../lib/engine/backtest";
import { createPlainEloModel } from "../../lib/engine/ratings/elo";
import { getModel, modelForSport } from "../../lib/engine/registry";
import type { SportModel } from "../../lib/engine/types";
import { csvField } from "./csv";
import { loadDataFile, type DataKind } from "./data";

export interface BacktestOptions {
  files: string[];
  from?: Date;
  to?: Date;
  by?: GroupBy;
  modelKey?: string;
  /** Strip past odds and lines from the history, so the model learns from results alone. */
  resultsOnly?: boolean;
  /** Skip the plain Elo baseline. */
  noBaseline?: boolean;
  /**
   * First match the model forecasts for the market+model pool and the value-pick threshold to learn from
   * (default: 2011-07-01, or `from` when that is earlier). Only matches from `from` on are scored.
   */
  poolFrom?: Date;
  /** Apply the pool as soon as it is fitted, without it first beating the consensus out of sample. */
  noPoolGate?: boolean;
}

/** The fair backtest (the same run the stored backtests keep) with the CLI's timings. */
type FairResult = FairBacktestRun & {
  gate: boolean;
  seconds: number;
  /** CPU time of this process (user + system): what the wall clock would be on an idle machine, roughly. */
  cpuSeconds: number;
};

function cpuSince(start: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1e6;
}

export interface KindResult {
  kind: DataKind;
  sport: string;
  files: string[];
  rows: number;
  model: { key: string; version: string };
  seconds: number;
  cpuSeconds: number;
  forecasts: RowForecast[];
  overall: GroupReport;
  groups: GroupReport[] | null;
  lines: LineReport[];
  fair: FairResult;
}

const SPORT_OF: Record<DataKind, string> = { football: "football", basketball: "basketball" };

function stripOdds(rows: BacktestRow[]): BacktestRow[] {
  return rows.map((r) => ({ ...r, closingOdds: undefined, closingLines: undefined }));
}

export function runBacktest(options: BacktestOptions): KindResult[] {
  const byKind = new Map<DataKind, { files: string[]; rows: BacktestRow[] }>();
  for (const file of options.files) {
    const data = loadDataFile(file);
    const entry = byKind.get(data.kind) ?? { files: [], rows: [] };
    entry.files.push(file);
    entry.rows.push(...data.rows);
    byKind.set(data.kind, entry);
  }
  const results: KindResult[] = [];
  for (const [kind, entry] of byKind) {
    const sport = SPORT_OF[kind];
    let model: SportModel | null;
    if (options.modelKey) {
      model = getModel(options.modelKey);
      if (!model) throw new Error(`Unknown model key: ${options.modelKey}`);
      if (model.sport !== sport)
        throw new Error(`Model ${options.modelKey} is for ${model.sport}, but ${entry.files.join(", ")} hold ${sport}`);
    } else model = modelForSport(sport);
    if (!model) throw new Error(`No model for ${sport}`);
    const rows = options.resultsOnly ? stripOdds(entry.rows) : entry.rows;
    const range = { from: options.from, to: options.to };
    const defaultPoolFrom = new Date("2011-07-01T00:00:00Z");
    const poolFrom =
      options.poolFrom ??
      (options.from && options.from < defaultPoolFrom ? options.from : options.from ? defaultPoolFrom : undefined);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const allForecasts = forecastRows(model, rows, { from: poolFrom, to: options.to });
    const seconds = (performance.now() - t0) / 1000;
    const cpuSeconds = cpuSince(cpu0);
    const fromTime = options.from?.getTime() ?? -Infinity;
    const forecasts = allForecasts.filter((f) => f.row.date.getTime() >= fromTime);
    const fair = runFair(allForecasts, options.from, options.noPoolGate === true);
    const others: Record<string, RowForecast[]> = {};
    if (!options.noBaseline) others["plain Elo"] = forecastRows(createPlainEloModel(sport), rows, range);
    const overall = scoreForecasts(forecasts, others, "none")[0]!;
    const groups = options.by && options.by !== "none" ? scoreForecasts(forecasts, others, options.by) : null;
    results.push({
      kind,
      sport,
      files: entry.files,
      rows: entry.rows.length,
      model: { key: model.key, version: model.version },
      seconds,
      cpuSeconds,
      forecasts,
      overall,
      groups,
      lines: lineReports(forecasts),
      fair,
    });
  }
  return results;
}

function runFair(forecasts: readonly RowForecast[], from: Date | undefined, noPoolGate: boolean): FairResult {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const run = runFairBacktest(forecasts, { from, poolGate: !noPoolGate });
  return { ...run, gate: !noPoolGate, seconds: (performance.now() - t0) / 1000, cpuSeconds: cpuSince(cpu0) };
}

const f4 = (x: number | null | undefined) => (x === null || x === undefined || Number.isNaN(x) ? "—" : x.toFixed(4));
const pct = (x: number) => (Number.isNaN(x) ? "—" : `${x >= 0 ? "+" : ""}${(x * 100).toFixed(1)}%`);

function line(name: string, r: SourceReport): string {
  return [
    name.padEnd(28),
    String(r.n).padStart(6),
    f4(r.accuracy).padStart(8),
    f4(r.logLoss).padStart(8),
    f4(r.brier).padStart(8),
    f4(r.rps).padStart(8),
    pct(r.roi.roi).padStart(8),
    String(r.roi.bets).padStart(6),
  ].join(" ");
}

function formatGroup(g: GroupReport, modelKey: string): string[] {
  const out = [
    `${"source".padEnd(28)} ${"n".padStart(6)} ${"acc".padStart(8)} ${"logloss".padStart(8)} ${"brier".padStart(8)} ` +
      `${"rps".padStart(8)} ${"roi".padStart(8)} ${"bets".padStart(6)}`,
    line(`model ${modelKey}`, g.model),
  ];
  if (g.modelOnMarketRows && g.modelOnMarketRows.n !== g.model.n)
    out.push(line("model (market rows)", g.modelOnMarketRows));
  if (g.market) out.push(line("market (margin removed)", g.market));
  for (const [name, r] of Object.entries(g.others)) out.push(line(name, r));
  if (g.declined > 0) out.push(`(model declined ${g.declined} matches: too little history)`);
  return out;
}

function describeKind(kind: DataKind): string[] {
  if (kind === "football") {
    return [
      "market: Pinnacle closing odds (pin_close_*) where present, else the market average (avg_*), margin removed " +
        "proportionally.",
      "roi: flat 1-unit stake on the selection with the highest EV = p × odds − 1 > 0, at the market-average " +
        "pre-match odds (avg_*);",
      "     one bet per match at most. The maximum (max_*) prices would flatter it: nobody gets the best price " +
        "everywhere.",
    ];
  }
  return [
    "market: the moneyline (odds_home/odds_away, present to 2023-01-16), margin removed proportionally.",
    "roi: flat 1-unit stake on the side with the highest EV > 0 at those moneyline odds; one bet per game at most.",
  ];
}

const signedPct = (x: number, digits = 1) =>
  Number.isNaN(x) ? "—" : `${x >= 0 ? "+" : "−"}${Math.abs(x * 100).toFixed(digits)}%`;
const interval = (m: MeanInterval, digits = 1) =>
  m.n < 2
    ? signedPct(m.mean, digits)
    : `${signedPct(m.mean, digits)} [${signedPct(m.lo, digits)}, ${signedPct(m.hi, digits)}]`;

function pickLine(name: string, s: ValuePickSummary): string {
  return [
    name.padEnd(34),
    String(s.n).padStart(6),
    signedPct(s.closedMeanEdge, 2).padStart(8),
    interval(s.roi).padStart(24),
    interval(s.clv, 2).padStart(27),
    (Number.isNaN(s.beatClose.share) ? "—" : s.beatClose.share.toFixed(3)).padStart(7),
  ].join(" ");
}

function metricLine(name: string, m: ForecastMetrics): string {
  return [
    name.padEnd(44),
    String(m.n).padStart(6),
    f4(m.logLoss).padStart(8),
    f4(m.brier).padStart(8),
    f4(m.rps).padStart(8),
  ].join(" ");
}

/** The fair-forecast and value-pick tables. */
function formatFair(r: KindResult): string[] {
  const f = r.fair;
  const s = f.scores;
  const football = r.kind === "football";
  const out = [
    "",
    `[fair forecast: pre-match consensus ⊕ model, log-linear pool refitted monthly on earlier matches] ` +
      `(${f.seconds.toFixed(1)} s)`,
    football
      ? "consensus: avg_* de-vigged (power) — the market average alone; b365_* is one of its books and only offers " +
        "its price; max_* only prices the picks; pin_close_* only judges."
      : "consensus: the point spread, P(home) = Φ(−spread/σ), σ = RMS of (margin + spread) over earlier games; the " +
        "moneyline only judges.",
    `${"source".padEnd(44)} ${"n".padStart(6)} ${"logloss".padStart(8)} ${"brier".padStart(8)} ${"rps".padStart(8)}`,
    metricLine(`model ${r.model.key}`, s.model),
    metricLine(football ? "pre-match consensus (avg_*)" : "spread-implied market", s.consensus),
    metricLine("fair (pool)", s.fair),
  ];
  if (s.closing && s.fairOnClosingRows) {
    out.push(
      metricLine(football ? "closing market, Pinnacle (reference only)" : "moneyline (reference only)", s.closing),
    );
    out.push(metricLine("fair on the same rows", s.fairOnClosingRows));
  }
  if (f.weights) {
    out.push(
      `pool weights (last fit, ${f.weights.n} earlier matches): a (market) ${f.weights.a.toFixed(3)}, b (model) ` +
        `${f.weights.b.toFixed(3)}, c ${f.weights.c.map((c) => c.toFixed(3)).join(" / ")}`,
      `pool applied on ${f.poolApplied.rows} of ${f.poolApplied.of} scored matches (only once it beat the consensus ` +
        `alone out of sample, beyond its 95 % interval${f.gate ? "" : "; gate OFF: --no-pool-gate"}); elsewhere ` +
        `fair = consensus`,
    );
  }
  if (s.modelOnly > 0) out.push(`model-only forecasts (no pre-match price): ${s.modelOnly}`);
  if (!football) {
    out.push("value picks: not backtested (the NBA file has no best-price column).");
    return out;
  }
  const header =
    `${"value picks at max_* (edge = fair × max − 1)".padEnd(34)} ${"n".padStart(6)} ` +
    `${"edge".padStart(8)} ${"ROI at max_* [95 %]".padStart(24)} ${"CLV vs close [95 %]".padStart(27)} ` +
    `${"beat".padStart(7)}`;
  out.push(
    "",
    "edge = mean stated edge (fair × max_* − 1) of the picks with a close; closing-line value = max_* × Pinnacle's " +
      "close de-vigged (power) − 1;",
    "ROI = realised profit per unit at max_*. Bands: every priced outcome by its edge; SELECTED: the published rule " +
      "(per match the largest",
    "edge, if it reaches the season's threshold)",
    header,
  );
  for (const b of f.bands) out.push(pickLine(`edge ${b.label}`, b.summary));
  const thresholds = f.thresholds
    .map((t) => `${t.season} ${t.threshold === null ? "—" : signedPct(t.threshold)}`)
    .join(", ");
  out.push(
    pickLine("SELECTED (walk-forward threshold)", f.selected),
    `  thresholds per season, each chosen on the earlier seasons only: ${thresholds}`,
    ...f.selectedByPeriod.map((p) =>
      pickLine(`  ${p.period} (threshold ${p.threshold === null ? "—" : signedPct(p.threshold)})`, p.summary),
    ),
    pickLine("every outcome at max_*", f.everyOutcome),
    pickLine("max_* vs plain avg_* consensus > 2%", f.plainConsensus),
    "against Pinnacle's close de-vigged proportionally (the published reference's convention):",
    pickLine("  SELECTED", f.selectedProportionalClose),
    pickLine("  max_* vs plain avg_* consensus > 2%", f.plainConsensusProportionalClose),
  );
  return out;
}

export function formatResult(r: KindResult, by?: GroupBy): string {
  const out: string[] = [];
  out.push(
    `== ${r.kind}: ${r.files.length} file(s), ${r.rows} rows; ${r.overall.model.n + r.overall.declined} forecast by ` +
      `${r.model.key} ${r.model.version} in ${r.seconds.toFixed(1)} s ==`,
  );
  out.push(...describeKind(r.kind));
  out.push("", "[all]", ...formatGroup(r.overall, r.model.key));
  out.push(...formatFair(r));
  for (const l of r.lines) {
    out.push(
      `${l.market} at the bookmaker's line: n ${l.n}, accuracy ${f4(l.accuracy)}, log loss ${f4(l.logLoss)} (a coin ` +
        `flip: 0.6931)`,
    );
  }
  if (r.groups && by) {
    for (const g of r.groups) out.push("", `[${by} ${g.key}]`, ...formatGroup(g, r.model.key));
  }
  return out.join("\n");
}

/**
 * The --out CSV: one row per forecast match; p_draw empty for two-way sports. value_* is 1 on the outcome the
 * live rule would have published as a value pick (the largest edge at the best price, when it reaches the
 * season's walk-forward threshold: `publishedPicks`), 0 on every other outcome, so the published rule can be
 * scored from the file.
 */
export function predictionsCsv(results: readonly KindResult[]): string {
  const lines = [
    [
      ...["match_id", "date", "league", "home_team", "away_team", "p_home", "p_draw", "p_away"],
      ...["fair_home", "fair_draw", "fair_away", "fair_basis", "value_home", "value_draw", "value_away"],
    ].join(","),
  ];
  const three = (p: readonly number[]) => (p.length === 3 ? p : [p[0]!, null, p[1]!]);
  const fix = (x: number | null | undefined) => (x === null || x === undefined ? "" : x.toFixed(6));
  for (const r of results) {
    const fairById = new Map(r.fair.rows.map((x) => [x.row.id, x]));
    const valueById = new Map(r.fair.selectedPicks.map((c) => [c.row.row.id, c.outcome]));
    for (const f of r.forecasts) {
      if (!f.probs) continue;
      const row = f.row;
      const [ph, pd, pa] = three(f.probs);
      const fair = fairById.get(row.id);
      const [fh, fd, fa] = fair?.fair ? three(fair.fair) : [null, null, null];
      const value = row.outcomes === 3 ? [0, 1, 2] : [0, null, 1];
      const flag = (k: number | null) => (k === null ? "" : valueById.get(row.id) === k ? "1" : "0");
      lines.push(
        [
          csvField(row.id),
          row.date.toISOString().slice(0, 10),
          csvField(row.league),
          csvField(row.homeTeam),
          csvField(row.awayTeam),
          ph!.toFixed(6),
          pd === null || pd === undefined ? "" : pd.toFixed(6),
          pa!.toFixed(6),
          fix(fh),
          fix(fd),
          fix(fa),
          fair?.basis ?? "",
          ...value.map(flag),
        ].join(","),
      );
    }
  }
  return lines.join("\n") + "\n";
}

/** Reliability tables of the model's result probabilities (home win; draw for football), 10-point bins. */
export function formatCalibration(r: KindResult): string {
  const scored = r.forecasts.flatMap((f) => (f.probs ? [{ probs: f.probs, outcome: outcomeIndex(f.row) }] : []));
  const outcomes: [string, number][] =
    r.kind === "football"
      ? [
          ["home win", 0],
          ["draw", 1],
          ["away win", 2],
        ]
      : [["home win", 0]];
  const out: string[] = [];
  for (const [name, k] of outcomes) {
    out.push(`calibration of P(${name}): bin, n, mean forecast, observed`);
    for (const b of calibrationTable(scored, k)) {
      out.push(
        `  ${b.lo.toFixed(1)}–${b.hi.toFixed(1)}  ${String(b.n).padStart(6)}  ${b.forecast.toFixed(3)}  ` +
          `${b.observed.toFixed(3)}`,
      );
    }
  }
  return out.join("\n");
}
