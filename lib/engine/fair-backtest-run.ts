// The fair forecast's whole backtest in one call (fair-backtest.ts has its steps): what `npm run backtest`
// prints and what the stored backtest of a model version keeps, from the same code.
import type { RowForecast } from "./backtest";
import {
  againstProportionalClose,
  edgeBands,
  fairWalkForward,
  referencePicks,
  scoreFair,
  seasonOf,
  walkForwardPicks,
  type BandReport,
  type FairBacktestOptions,
  type FairRow,
  type FairScores,
  type PickOptions,
  type SeasonThreshold,
  type ValueCandidate,
} from "./fair-backtest";
import { summariseValuePicks, type ValuePickSummary } from "./fair-value";
import type { PoolWeights } from "./pool";

export interface FairBacktestRun {
  scores: FairScores;
  /** Value picks at the walk-forward threshold, scored rows only. */
  selected: ValuePickSummary;
  selectedProportionalClose: ValuePickSummary;
  /** The threshold chosen for each period, on the earlier periods only (periods with scored rows). */
  thresholds: SeasonThreshold[];
  /** The value picks of each of those periods: stated edge against the CLV they earned, per period. */
  selectedByPeriod: { period: string; threshold: number | null; summary: ValuePickSummary }[];
  /** Every priced outcome of the scored rows at the best price, by edge band (fair × best − 1). */
  bands: BandReport[];
  everyOutcome: ValuePickSummary;
  plainConsensus: ValuePickSummary;
  plainConsensusProportionalClose: ValuePickSummary;
  /** Last fitted pool weights. */
  weights: PoolWeights | null;
  /** Scored rows on which the pool was applied (it had beaten the consensus out of sample). */
  poolApplied: { rows: number; of: number };
  /** Every row (earlier rows too), in date order. */
  rows: FairRow[];
  /** Scored rows' value candidates, each pick and the picks at the walk-forward threshold. */
  selectedPicks: ValueCandidate[];
  candidates: ValueCandidate[];
}

/**
 * The fair forecast's whole walk-forward on a model's forecasts: fair rows, value picks at the threshold
 * chosen walk-forward, the yardsticks, and their scores on the rows from `from` on (earlier rows only
 * train). The CLI prints it; the stored backtest of a model version keeps it.
 */
export function runFairBacktest(
  forecasts: readonly RowForecast[],
  options: FairBacktestOptions & { from?: Date; picks?: PickOptions } = {},
): FairBacktestRun {
  const { from, picks: pickOptions, ...fairOptions } = options;
  const rows = fairWalkForward(forecasts, fairOptions);
  const inRange = (r: FairRow) => !from || r.row.date.getTime() >= from.getTime();
  const { picks, thresholds } = walkForwardPicks(rows, pickOptions);
  const scored = rows.filter(inRange);
  const selected = picks.filter((c) => inRange(c.row));
  const refs = referencePicks(scored);
  const last = rows.length > 0 ? rows[rows.length - 1]!.fitted : null;
  const period = pickOptions?.period ?? seasonOf;
  const applied = scored.filter((r) => r.basis === "market+model").length;
  const periodThresholds = thresholds.filter((t) => !from || scored.some((r) => period(r.row) === t.season));
  return {
    scores: scoreFair(rows, from),
    selected: summariseValuePicks(selected.map((c) => c.pick)),
    selectedProportionalClose: summariseValuePicks(againstProportionalClose(selected)),
    thresholds: periodThresholds,
    selectedByPeriod: periodThresholds.map((t) => ({
      period: t.season,
      threshold: t.threshold,
      summary: summariseValuePicks(selected.filter((c) => period(c.row.row) === t.season).map((c) => c.pick)),
    })),
    bands: edgeBands(refs.everyOutcome),
    everyOutcome: summariseValuePicks(refs.everyOutcome.map((c) => c.pick)),
    plainConsensus: summariseValuePicks(refs.plainConsensus.map((c) => c.pick)),
    plainConsensusProportionalClose: summariseValuePicks(againstProportionalClose(refs.plainConsensus)),
    weights: last,
    poolApplied: { rows: applied, of: scored.length },
    rows,
    selectedPicks: selected,
    candidates: refs.everyOutcome,
  };
}
