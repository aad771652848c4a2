// Backtest: a walk-forward over finished matches that scores the model, the bookmaker market (margin
// removed) and optionally other models on the same matches, with flat-stake value-pick ROI. Pure: the CLI
// (scripts/backtest.ts), the bench and the admin "train" job feed it rows and print or store the report.
import { resultProbabilities } from "./markets";
import { flatStakeRoi, summarise, type ForecastMetrics, type ScoredForecast, type SettledBet } from "./metrics";
import { removeMargin } from "./odds";
import type { MarketLines, MatchForecast, MatchRecord, SportModel } from "./types";
import { walkForward } from "./walk-forward";

export interface BacktestRow extends MatchRecord {
  /** Number of result outcomes: 3 for football (home/draw/away), 2 for two-way sports. */
  outcomes: 2 | 3;
  /** Benchmark odds (e.g. closing) in outcome order; the market's probabilities are these de-vigged. */
  marketOdds?: number[];
  /** Odds at which value picks are (hypothetically) bet, in outcome order. */
  betOdds?: number[];
  /** Bookmaker lines for spread/total, when known. */
  lines?: MarketLines;
  /**
   * Football 1X2 prices by source, in outcome order: pre-match average (`avg`), Bet365 (`b365`) and best
   * across books (`max`), and Pinnacle's closing price (`pinClose`) — the last only ever judges a forecast
   * (closing-line value, the reference score), it is never an input to one.
   */
  prices?: { avg?: number[]; b365?: number[]; max?: number[]; pinClose?: number[] };
}

export interface RowForecast {
  row: BacktestRow;
  /** Model result probabilities in outcome order; null when the model declined. */
  probs: number[] | null;
  /** The full forecast (all markets, priced at the row's lines when it has them). */
  forecast: MatchForecast | null;
}

/** The result outcome index of a row: 0 home, 1 draw (three-way) / away (two-way), 2 away. */
export function outcomeIndex(row: BacktestRow): number {
  if (row.homeScore > row.awayScore) return 0;
  if (row.outcomes === 2) return 1;
  return row.homeScore === row.awayScore ? 1 : 2;
}

/** Walk-forward forecasts of a model's result market for every row within from/to. */
export function forecastRows(
  model: SportModel,
  rows: readonly BacktestRow[],
  options: { from?: Date; to?: Date } = {},
): RowForecast[] {
  return walkForward(model, rows, { ...options, lines: (r) => r.lines }).map((p) => {
    let probs = p.forecast ? resultProbabilities(p.forecast.selections) : null;
    if (probs && p.match.outcomes === 2 && probs.length === 3)
      probs = [probs[0]! + probs[1]! / 2, probs[2]! + probs[1]! / 2];
    return { row: p.match, probs, forecast: p.forecast };
  });
}

interface RoiSummary {
  bets: number;
  profit: number;
  roi: number;
}

export interface SourceReport extends ForecastMetrics {
  roi: RoiSummary;
}

/**
 * Flat-stake value picks: for each match, bet 1 unit on the selection with the highest expected value
 * p × odds − 1 at the row's `betOdds`, when that EV is positive. One bet per match at most.
 */
function valuePicks(items: readonly { probs: readonly number[]; row: BacktestRow }[]): RoiSummary {
  const bets: SettledBet[] = [];
  for (const { probs, row } of items) {
    const odds = row.betOdds;
    if (!odds || odds.length !== probs.length) continue;
    let best = -1;
    let bestEv = 0;
    for (let k = 0; k < probs.length; k++) {
      const ev = probs[k]! * odds[k]! - 1;
      if (ev > bestEv) {
        bestEv = ev;
        best = k;
      }
    }
    if (best >= 0) bets.push({ odds: odds[best]!, won: outcomeIndex(row) === best });
  }
  return flatStakeRoi(bets);
}

function report(items: readonly { probs: readonly number[]; row: BacktestRow }[]): SourceReport {
  const scored: ScoredForecast[] = items.map((x) => ({ probs: x.probs, outcome: outcomeIndex(x.row) }));
  return { ...summarise(scored), roi: valuePicks(items) };
}

/** The market's probabilities for a row (benchmark odds, proportional margin removal), or null. */
function marketProbabilities(row: BacktestRow): number[] | null {
  const odds = row.marketOdds;
  if (!odds || odds.length !== row.outcomes || odds.some((o) => !(o > 1))) return null;
  return removeMargin(odds, "proportional");
}

export interface GroupReport {
  key: string;
  /** The model on every match it forecast. */
  model: SourceReport;
  /** Extra models (e.g. the plain Elo baseline) on every match they forecast. */
  others: Record<string, SourceReport>;
  /** The market on the matches that have benchmark odds and a model forecast. */
  market: SourceReport | null;
  /** The model restricted to the market's matches (like for like). */
  modelOnMarketRows: SourceReport | null;
  /** Matches the model declined. */
  declined: number;
}

export type GroupBy = "league" | "season" | "league,season" | "none";

function groupKey(row: BacktestRow, by: GroupBy): string {
  if (by === "league") return row.league;
  if (by === "season") return row.season ?? "?";
  if (by === "league,season") return `${row.league} ${row.season ?? "?"}`;
  return "all";
}

/**
 * Scores forecasts (from forecastRows) of the model and of extra models, and the market, overall or per group.
 * Extra forecasts must be for the same rows in the same order.
 */
export function scoreForecasts(
  model: readonly RowForecast[],
  others: Record<string, readonly RowForecast[]>,
  by: GroupBy = "none",
): GroupReport[] {
  const keys = [...new Set(model.map((f) => groupKey(f.row, by)))].sort();
  return keys.map((key) => {
    const idx: number[] = [];
    model.forEach((f, i) => {
      if (groupKey(f.row, by) === key) idx.push(i);
    });
    const modelItems = idx.flatMap((i) => (model[i]!.probs ? [{ probs: model[i]!.probs!, row: model[i]!.row }] : []));
    const othersReport: Record<string, SourceReport> = {};
    for (const [name, list] of Object.entries(others)) {
      othersReport[name] = report(
        idx.flatMap((i) => (list[i]?.probs ? [{ probs: list[i]!.probs!, row: list[i]!.row }] : [])),
      );
    }
    const marketItems: { probs: number[]; row: BacktestRow }[] = [];
    const modelMarketItems: { probs: number[]; row: BacktestRow }[] = [];
    for (const i of idx) {
      const f = model[i]!;
      const mp = marketProbabilities(f.row);
      if (!mp || !f.probs) continue;
      marketItems.push({ probs: mp, row: f.row });
      modelMarketItems.push({ probs: f.probs, row: f.row });
    }
    return {
      key,
      model: report(modelItems),
      others: othersReport,
      market: marketItems.length > 0 ? report(marketItems) : null,
      modelOnMarketRows: modelMarketItems.length > 0 ? report(modelMarketItems) : null,
      declined: idx.length - modelItems.length,
    };
  });
}

export interface LineReport {
  market: "spread" | "total";
  /** Decided bets (pushes excluded). */
  n: number;
  /** Share of decided bets where the side the model favoured won. */
  accuracy: number;
  /** Log loss of the model's probability of the home cover / the over, given no push (a coin flip scores ln 2 ≈ 0.693).
   */
  logLoss: number;
}

/**
 * How well the model prices the bookmaker's own spread and total lines (rows with `lines`): the probability
 * that the home side covers / the total goes over, conditional on no push, against what happened.
 */
export function lineReports(forecasts: readonly RowForecast[]): LineReport[] {
  const out: LineReport[] = [];
  for (const market of ["spread", "total"] as const) {
    let n = 0;
    let correct = 0;
    let ll = 0;
    for (const f of forecasts) {
      const line = market === "spread" ? f.row.lines?.spread : f.row.lines?.total;
      if (line === undefined || !f.forecast) continue;
      const [first, second] = market === "spread" ? ["home", "away"] : ["over", "under"];
      const sel = f.forecast.selections.filter(
        (s) => s.market === market && s.line !== undefined && Math.abs(s.line - line) < 1e-9,
      );
      const a = sel.find((s) => s.selection === first)?.probability;
      const b = sel.find((s) => s.selection === second)?.probability;
      if (a === undefined || b === undefined || a + b <= 0) continue;
      const value =
        market === "spread" ? f.row.homeScore - f.row.awayScore + line : f.row.homeScore + f.row.awayScore - line;
      if (Math.abs(value) < 1e-9) continue;
      const p = Math.min(1 - 1e-15, Math.max(1e-15, a / (a + b)));
      const won = value > 0;
      n++;
      if (p >= 0.5 === won) correct++;
      ll += -Math.log(won ? p : 1 - p);
    }
    if (n > 0) out.push({ market, n, accuracy: correct / n, logLoss: ll / n });
  }
  return out;
}
