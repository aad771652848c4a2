// The stored backtest of a model version (pure): the model's walk-forward forecasts on the history, the fair
// forecast's walk-forward (lib/engine/fair-backtest-run.ts runFairBacktest, the CLI's code) with the prices the
// odds snapshots held, and what of it is kept (BacktestMetrics). The job in model-backtest.ts loads the
// history and stores this; the live pipeline reads `pool`, `valuePicks.threshold` and `marginMethod.chosen`.
import type { BacktestCalibrationBin, BacktestInterval, BacktestMetrics, BacktestScore } from "@/db/schema";
import { forecastRows, outcomeIndex, type BacktestRow } from "@/lib/engine/backtest";
import { consensusProbabilities } from "@/lib/engine/consensus";
import {
  chooseThreshold,
  DEFAULT_THRESHOLDS,
  valueCandidates,
  type PickOptions,
  type RowMarket,
} from "@/lib/engine/fair-backtest";
import { runFairBacktest } from "@/lib/engine/fair-backtest-run";
import type { MeanInterval, ValuePickSummary } from "@/lib/engine/fair-value";
import { logLoss, rps, type ForecastMetrics } from "@/lib/engine/metrics";
import type { SportModel } from "@/lib/engine/types";

/** The de-vig methods compared; the first wins a tie. */
const COMPARED_MARGIN_METHODS = ["power", "shin", "proportional"] as const;
type ComparedMarginMethod = (typeof COMPARED_MARGIN_METHODS)[number];

/** Below this many matches with a forecast and a pre-kickoff consensus, the figures would say nothing. */
export const MIN_BACKTEST_MATCHES = 30;
/** The first fifth of the history only trains (the model's ratings and the pool settle); the rest is scored. */
const BURN_IN_SHARE = 0.2;
/** Value picks a threshold must have given per season, as in the CLI; a month asks a tenth of that. */
const MIN_PICKS_PER_SEASON = 100;
const MIN_PICKS_PER_MONTH = 10;
/** Seasons of history needed to choose the value threshold season by season, like the CLI. */
const SEASONS_FOR_SEASONAL_PICKS = 3;

export class BacktestInputError extends Error {}

/**
 * Log-loss differences below this are the pool's floating-point rounding (a fair forecast that is the
 * consensus itself, pooled with weights a = 1, b = 0, differs from it in the 16th digit), not a better forecast.
 */
const LOG_LOSS_TOLERANCE = 1e-9;

/** The fair forecast beats the consensus: its log loss on the same matches is strictly lower, beyond rounding. */
export function beatsConsensus(fairLogLoss: number, consensusLogLoss: number): boolean {
  return consensusLogLoss - fairLogLoss > LOG_LOSS_TOLERANCE;
}

/**
 * The consensus log loss each de-vig method gives on the matches with pre-kickoff books, and the lowest
 * (ties go to the earlier method in COMPARED_MARGIN_METHODS).
 */
export function compareMarginMethods(
  samples: readonly { books: number[][]; outcome: number; outcomes: number }[],
): BacktestMetrics["marginMethod"] {
  const logLosses: Partial<Record<ComparedMarginMethod, number>> = {};
  let chosen: ComparedMarginMethod = "power";
  let best = Infinity;
  for (const method of COMPARED_MARGIN_METHODS) {
    let sum = 0;
    let n = 0;
    for (const s of samples) {
      const p = consensusProbabilities(s.books, s.outcomes, { method });
      if (!p) continue;
      sum += logLoss(p, s.outcome);
      n++;
    }
    if (n === 0) continue;
    const mean = sum / n;
    logLosses[method] = mean;
    if (mean < best) {
      best = mean;
      chosen = method;
    }
  }
  return { chosen, logLoss: logLosses };
}

/** Forecasts grouped in 10-point probability bins (every outcome of every match) against how often they came true. */
export function calibrationBins(
  forecasts: readonly { probs: readonly number[]; outcome: number }[],
  width = 0.1,
): BacktestCalibrationBin[] {
  const count = Math.round(1 / width);
  const bins = Array.from({ length: count }, () => ({ n: 0, p: 0, o: 0 }));
  for (const f of forecasts) {
    f.probs.forEach((p, k) => {
      const bin = bins[Math.min(Math.floor(p / width), count - 1)]!;
      bin.n++;
      bin.p += p;
      bin.o += f.outcome === k ? 1 : 0;
    });
  }
  return bins.flatMap((b, i) =>
    b.n === 0
      ? []
      : [{ from: round(i * width), to: round((i + 1) * width), n: b.n, predicted: b.p / b.n, observed: b.o / b.n }],
  );
}

const finite = (x: number) => (Number.isFinite(x) ? x : null);
const round = (x: number) => Math.round(x * 1e6) / 1e6;
const interval = (m: MeanInterval): BacktestInterval => ({
  n: m.n,
  mean: finite(m.mean),
  lo: finite(m.lo),
  hi: finite(m.hi),
});
const beatClose = (s: ValuePickSummary) => ({ n: s.beatClose.n, share: finite(s.beatClose.share) });

function score(
  m: ForecastMetrics | null,
  forecasts: readonly { probs: readonly number[]; outcome: number }[],
): BacktestScore | null {
  if (!m || m.n === 0) return null;
  // RPS of two-way forecasts too (summarise leaves it null there): (p_home − o_home)².
  const r = m.rps ?? forecasts.reduce((s, f) => s + rps(f.probs, f.outcome), 0) / forecasts.length;
  return { n: m.n, logLoss: m.logLoss, rps: r, brier: m.brier };
}

export interface ModelBacktestResult {
  metrics: BacktestMetrics;
  /** Matches scored (forecast by the model and priced before kick-off). */
  n: number;
  periodFrom: Date;
  periodTo: Date;
  /** The fair forecast's log loss is strictly below the consensus's on the same matches. */
  beatsConsensus: boolean;
}

/**
 * Backtests `model` on `rows` (finished matches in date order, their stored closing prices allowed as
 * history only) with each row's prices from `markets`. Throws BacktestInputError when too few matches can be
 * scored.
 */
export function backtestModel(
  model: SportModel,
  rows: readonly BacktestRow[],
  markets: ReadonlyMap<string, RowMarket>,
): ModelBacktestResult {
  const market = (row: BacktestRow) => markets.get(row.id) ?? null;
  // Priced before kick-off: a book of the result market, or a point spread that stands for one.
  const priced = rows.filter((r) => {
    const m = market(r);
    return m !== null && (m.books.length > 0 || m.spread !== undefined);
  }).length;
  if (priced < MIN_BACKTEST_MATCHES) {
    throw new BacktestInputError(
      `Only ${priced} finished matches have pre-kickoff prices; at least ${MIN_BACKTEST_MATCHES} are needed to ` +
        `backtest against the market.`,
    );
  }
  const from = rows[Math.floor(rows.length * BURN_IN_SHARE)]!.date;
  const forecasts = forecastRows(model, rows);
  const inRange = (r: BacktestRow) => r.date.getTime() >= from.getTime();

  const marginMethod = compareMarginMethods(
    rows.flatMap((r) => {
      const m = market(r);
      return m && m.books.length > 0 && inRange(r)
        ? [{ books: m.books, outcome: outcomeIndex(r), outcomes: r.outcomes }]
        : [];
    }),
  );
  const seasons = new Set(rows.map((r) => r.season ?? "?")).size;
  const picks: PickOptions =
    seasons >= SEASONS_FOR_SEASONAL_PICKS
      ? { minPicksPerSeason: MIN_PICKS_PER_SEASON }
      : { minPicksPerSeason: MIN_PICKS_PER_MONTH, period: (r) => r.date.toISOString().slice(0, 7) };
  const run = runFairBacktest(forecasts, { from, method: marginMethod.chosen, market, picks });

  const s = run.scores;
  if (s.n < MIN_BACKTEST_MATCHES) {
    throw new BacktestInputError(
      `Only ${s.n} finished matches have both a model forecast and pre-kickoff prices; at least ` +
        `${MIN_BACKTEST_MATCHES} are needed.`,
    );
  }
  const scored = run.rows.filter((r) => inRange(r.row) && r.model && r.consensus && r.fair);
  const withClose = scored.filter((r) => r.closing);
  const as = (xs: typeof scored, pick: (r: (typeof scored)[number]) => number[]) =>
    xs.map((r) => ({ probs: pick(r), outcome: r.outcome }));
  // The threshold the next live picks use: chosen on every period of the history.
  const threshold =
    chooseThreshold(valueCandidates(run.rows), DEFAULT_THRESHOLDS, picks.minPicksPerSeason!, picks.period) ??
    DEFAULT_THRESHOLDS.at(-1)!;
  const last = run.rows.at(-1);
  const metrics: BacktestMetrics = {
    scores: {
      fair: score(
        s.fair,
        as(scored, (r) => r.fair!),
      )!,
      model: score(
        s.model,
        as(scored, (r) => r.model!),
      ),
      consensus: score(
        s.consensus,
        as(scored, (r) => r.consensus!),
      ),
      closing: score(
        s.closing,
        as(withClose, (r) => r.closing!),
      ),
    },
    calibration: calibrationBins(as(scored, (r) => r.fair!)),
    valuePicks: {
      threshold,
      n: run.selected.n,
      roi: interval(run.selected.roi),
      clv: interval(run.selected.clv),
      beatClose: beatClose(run.selected),
      statedEdge: finite(run.selected.closedMeanEdge),
    },
    bands: run.bands.map((b) => ({
      label: b.label,
      from: Number.isFinite(b.lo) ? b.lo : null,
      to: Number.isFinite(b.hi) ? b.hi : null,
      roi: interval(b.summary.roi),
      clv: interval(b.summary.clv),
      beatClose: beatClose(b.summary),
      statedEdge: finite(b.summary.closedMeanEdge),
    })),
    pool: run.weights
      ? { a: run.weights.a, b: run.weights.b, c: run.weights.c, n: run.weights.n, applied: last?.weights != null }
      : null,
    marginMethod,
  };
  return {
    metrics,
    n: s.n,
    periodFrom: scored[0]!.row.date,
    periodTo: scored.at(-1)!.row.date,
    beatsConsensus: beatsConsensus(s.fair.logLoss, s.consensus.logLoss),
  };
}
