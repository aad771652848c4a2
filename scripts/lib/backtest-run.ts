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
import { calibrationTable } from "../../lib/engine/metrics";
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
}

export interface KindResult {
  kind: DataKind;
  sport: string;
  files: string[];
  rows: number;
  model: { key: string; version: string };
  seconds: number;
  forecasts: RowForecast[];
  overall: GroupReport;
  groups: GroupReport[] | null;
  lines: LineReport[];
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
      if (model.sport !== sport) throw new Error(`Model ${options.modelKey} is for ${model.sport}, but ${entry.files.join(", ")} hold ${sport}`);
    } else model = modelForSport(sport);
    if (!model) throw new Error(`No model for ${sport}`);
    const rows = options.resultsOnly ? stripOdds(entry.rows) : entry.rows;
    const range = { from: options.from, to: options.to };
    const t0 = performance.now();
    const forecasts = forecastRows(model, rows, range);
    const seconds = (performance.now() - t0) / 1000;
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
      forecasts,
      overall,
      groups,
      lines: lineReports(forecasts),
    });
  }
  return results;
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

export function formatGroup(g: GroupReport, modelKey: string): string[] {
  const out = [
    `${"source".padEnd(28)} ${"n".padStart(6)} ${"acc".padStart(8)} ${"logloss".padStart(8)} ${"brier".padStart(8)} ${"rps".padStart(8)} ${"roi".padStart(8)} ${"bets".padStart(6)}`,
    line(`model ${modelKey}`, g.model),
  ];
  if (g.modelOnMarketRows && g.modelOnMarketRows.n !== g.model.n) out.push(line("model (market rows)", g.modelOnMarketRows));
  if (g.market) out.push(line("market (margin removed)", g.market));
  for (const [name, r] of Object.entries(g.others)) out.push(line(name, r));
  if (g.declined > 0) out.push(`(model declined ${g.declined} matches: too little history)`);
  return out;
}

export function describeKind(kind: DataKind): string[] {
  if (kind === "football") {
    return [
      "market: Pinnacle closing odds (pin_close_*) where present, else the market average (avg_*), margin removed proportionally.",
      "roi: flat 1-unit stake on the selection with the highest EV = p × odds − 1 > 0, at the market-average pre-match odds (avg_*);",
      "     one bet per match at most. The maximum (max_*) prices would flatter it: nobody gets the best price everywhere.",
    ];
  }
  return [
    "market: the moneyline (odds_home/odds_away, present to 2023-01-16), margin removed proportionally.",
    "roi: flat 1-unit stake on the side with the highest EV > 0 at those moneyline odds; one bet per game at most.",
  ];
}

export function formatResult(r: KindResult, by?: GroupBy): string {
  const out: string[] = [];
  out.push(
    `== ${r.kind}: ${r.files.length} file(s), ${r.rows} rows; ${r.overall.model.n + r.overall.declined} forecast by ${r.model.key} ${r.model.version} in ${r.seconds.toFixed(1)} s ==`,
  );
  out.push(...describeKind(r.kind));
  out.push("", "[all]", ...formatGroup(r.overall, r.model.key));
  for (const l of r.lines) {
    out.push(
      `${l.market} at the bookmaker's line: n ${l.n}, accuracy ${f4(l.accuracy)}, log loss ${f4(l.logLoss)} (a coin flip: 0.6931)`,
    );
  }
  if (r.groups && by) {
    for (const g of r.groups) out.push("", `[${by} ${g.key}]`, ...formatGroup(g, r.model.key));
  }
  return out.join("\n");
}

/** The --out CSV: one row per forecast match; p_draw empty for two-way sports. */
export function predictionsCsv(results: readonly KindResult[]): string {
  const lines = ["match_id,date,league,home_team,away_team,p_home,p_draw,p_away"];
  for (const r of results) {
    for (const f of r.forecasts) {
      if (!f.probs) continue;
      const row = f.row;
      const [ph, pd, pa] = f.probs.length === 3 ? f.probs : [f.probs[0]!, null, f.probs[1]!];
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
        ].join(","),
      );
    }
  }
  return lines.join("\n") + "\n";
}

/** Reliability tables of the model's result probabilities (home win; draw for football), 10-point bins. */
export function formatCalibration(r: KindResult): string {
  const scored = r.forecasts.flatMap((f) => (f.probs ? [{ probs: f.probs, outcome: outcomeIndex(f.row) }] : []));
  const outcomes: [string, number][] = r.kind === "football" ? [["home win", 0], ["draw", 1], ["away win", 2]] : [["home win", 0]];
  const out: string[] = [];
  for (const [name, k] of outcomes) {
    out.push(`calibration of P(${name}): bin, n, mean forecast, observed`);
    for (const b of calibrationTable(scored, k)) {
      out.push(`  ${b.lo.toFixed(1)}–${b.hi.toFixed(1)}  ${String(b.n).padStart(6)}  ${b.forecast.toFixed(3)}  ${b.observed.toFixed(3)}`);
    }
  }
  return out.join("\n");
}
