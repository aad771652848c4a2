// Walk-forward of the fair forecast on history: the model's walk-forward forecasts (forecastRows), the
// pre-match consensus of each row, the log-linear pool refitted per month on earlier rows only, the value
// picks (best price against fair) with an edge threshold chosen per season from earlier seasons only, and
// their closing-line value. Pure: the CLI and the bench print what this returns.
//
// What a forecast sees: football — the pre-match books (`prices.avg`, `prices.b365`), collected on the
// Friday/Tuesday before kick-off, of which the consensus takes the market average alone (`consensusBooks`, the
// live pipeline's rule); `prices.max` only prices the picks. NBA — the game's point spread, turned into a win
// probability with σ measured on earlier games. Pinnacle's close (`prices.pinClose`) and the NBA moneyline
// only judge: the reference score and the closing-line value of the picks.
import { outcomeIndex, type BacktestRow, type RowForecast } from "./backtest";
import {
  consensusBooks,
  consensusProbabilities,
  MARKET_AVERAGE_BOOKMAKER,
  spreadImpliedProbabilities,
  spreadSigma,
  type ConsensusAverage,
} from "./consensus";
import { fairForecast, type FairBasis } from "./fair";
import {
  closingLineValue,
  meanInterval,
  priceEdge,
  summariseValuePicks,
  valueSelection,
  type SettledValuePick,
  type ValuePickSummary,
} from "./fair-value";
import { logLoss, summarise, type ForecastMetrics } from "./metrics";
import { removeMargin, type MarginMethod } from "./odds";
import { fitPool, marketOnlyWeights, PoolRecord, poolProbabilities, type PoolSample, type PoolWeights } from "./pool";

type PreMatchBook = "avg" | "b365";

export interface FairBacktestOptions {
  /** De-vig of every book (pre-match and closing). */
  method?: MarginMethod;
  average?: ConsensusAverage;
  /**
   * Football columns offered as pre-match books (default avg and b365); the consensus is made of
   * `consensusBooks` of them, i.e. the market average alone whenever it is offered.
   */
  books?: readonly PreMatchBook[];
  /**
   * Apply the pool only once it has beaten the consensus out of sample (default true). False applies it
   * as soon as it is fitted — an ablation, to see what the model's weight does when it has not earned it.
   */
  poolGate?: boolean;
  /** Refit the pool per calendar month (default) or per season. */
  refit?: "month" | "season";
  /**
   * Fewest earlier rows before the pool is fitted, and fewest out-of-sample rows on which it must have beaten
   * the consensus before it is applied; until then the consensus stands alone ("market-only").
   */
  minPoolRows?: number;
  /**
   * The prices of a row from somewhere other than the data files' columns (the database's odds snapshots):
   * the pre-kickoff books the forecast may see, the best of them, and the close, which only judges. When
   * given, it replaces the football columns and the NBA spread for every row.
   */
  market?: (row: BacktestRow) => RowMarket | null;
}

/** One row's prices: each pre-kickoff book (decimal odds in outcome order), the best price per outcome, the close. */
export interface RowMarket {
  /** The pre-kickoff books the consensus is made of (`consensusBooks` of the match's books). */
  books: number[][];
  best: number[] | null;
  /** Closing prices in outcome order (never an input of the forecast). */
  closing: number[] | null;
  /**
   * The pre-kickoff home point spread (two-way sports): where no book priced the result before kick-off, its
   * implied win probability (σ from earlier games) is the consensus, as the data files' NBA spread is.
   */
  spread?: number;
}

export interface FairRow {
  row: BacktestRow;
  outcome: number;
  model: number[] | null;
  consensus: number[] | null;
  fair: number[] | null;
  basis: FairBasis | null;
  /** The pool weights applied (null: the consensus alone). */
  weights: PoolWeights | null;
  /** The pool fitted on earlier periods, whether or not it has earned its place yet. */
  fitted: PoolWeights | null;
  /** The de-vigged closing price (reference only; never an input of `fair`), with the backtest's method. */
  closing: number[] | null;
  /** The same closing price de-vigged proportionally (the convention of the published reference figures). */
  closingProportional: number[] | null;
  /** Best pre-match price per outcome (football `max_*`). */
  best: number[] | null;
  /** fair × best − 1 per outcome. */
  edges: number[] | null;
}

/** The bookmaker each football price column stands for, as the history import stores it. */
const BOOKMAKER_OF: Record<PreMatchBook, string> = { avg: MARKET_AVERAGE_BOOKMAKER, b365: "bet365" };

/**
 * The pre-match books of a football row that a forecast may see, named as the import names them (the type
 * leaves no room for the close).
 */
function preMatchBooks(row: BacktestRow, books: readonly PreMatchBook[]): { bookmaker: string; odds: number[] }[] {
  return books.flatMap((b) => (row.prices?.[b] ? [{ bookmaker: BOOKMAKER_OF[b], odds: row.prices[b]! }] : []));
}

function periodKey(row: BacktestRow, refit: "month" | "season"): string {
  return refit === "season" ? (row.season ?? row.date.toISOString().slice(0, 4)) : row.date.toISOString().slice(0, 7);
}

/**
 * Fair forecasts for every row of `forecasts` (date order): consensus, pool weights fitted on strictly
 * earlier periods, fair probabilities, best prices and edges, and the closing reference.
 */
export function fairWalkForward(forecasts: readonly RowForecast[], options: FairBacktestOptions = {}): FairRow[] {
  const method = options.method ?? "power";
  const books = options.books ?? ["avg", "b365"];
  const refit = options.refit ?? "month";
  const minPoolRows = options.minPoolRows ?? 1000;
  const out: FairRow[] = [];
  const samples: PoolSample[] = [];
  const spreadHistory: { margin: number; spreadHome: number }[] = [];
  // `fitted` is the pool fitted on earlier periods; it is applied (`weights`) only once its own out-of-sample
  // forecasts on earlier periods have beaten the consensus alone, over at least minPoolRows matches and by more
  // than noise (the 95 % interval of the mean log-loss gain above zero): the model has to earn its place in the
  // fair price on matches it was not fitted on. Otherwise small gains and losses of chance would switch the
  // pool on and off.
  let fitted: PoolWeights | null = null;
  let weights: PoolWeights | null = null;
  let sigma: number | null = null;
  let period = "";
  const record = new PoolRecord();
  let pending: {
    sample?: PoolSample;
    spread?: { margin: number; spreadHome: number };
    oos?: { pool: number; consensus: number };
  }[] = [];
  for (const f of forecasts) {
    const row = f.row;
    const outcomes = row.outcomes;
    const key = periodKey(row, refit);
    if (key !== period) {
      // A new period: what happened in earlier periods becomes training data, then refit.
      for (const p of pending) {
        if (p.sample) samples.push(p.sample);
        if (p.spread) spreadHistory.push(p.spread);
        if (p.oos) {
          record.add(p.oos.consensus, p.oos.pool);
        }
      }
      pending = [];
      period = key;
      fitted = samples.length >= minPoolRows ? fitPool(samples, outcomes, { start: fitted ?? undefined }) : null;
      const earned = record.earned(minPoolRows);
      weights = fitted && (earned || options.poolGate === false) ? fitted : null;
      sigma = spreadSigma(spreadHistory);
    }
    let consensus: number[] | null = null;
    let best: number[] | null = null;
    const market = options.market ? options.market(row) : undefined;
    if (options.market) {
      consensus = market ? consensusProbabilities(market.books, outcomes, { method, average: options.average }) : null;
      if (!consensus && outcomes === 2 && market?.spread !== undefined && sigma)
        consensus = spreadImpliedProbabilities(market.spread, sigma);
      best = market?.best ?? null;
    } else if (outcomes === 3) {
      const inConsensus = consensusBooks(preMatchBooks(row, books)).map((b) => b.odds);
      consensus = consensusProbabilities(inConsensus, 3, { method, average: options.average });
      best = row.prices?.max ?? null;
    } else if (row.lines?.spread !== undefined && sigma) {
      consensus = spreadImpliedProbabilities(row.lines.spread, sigma);
    }
    const fair = fairForecast(
      f.probs,
      consensus
        ? {
            lockAt: row.date,
            snapshots: [{ bookmaker: "consensus", capturedAt: row.date, odds: consensus.map((p) => 1 / p) }],
          }
        : null,
      weights ?? marketOnlyWeights(outcomes),
      outcomes,
      { method: "proportional" },
    );
    const closingOdds = options.market
      ? (market?.closing ?? undefined)
      : outcomes === 3
        ? row.prices?.pinClose
        : row.marketOdds;
    const hasClose = closingOdds !== undefined && closingOdds.length === outcomes;
    const closing = hasClose ? removeMargin(closingOdds, method) : null;
    const closingProportional = hasClose ? removeMargin(closingOdds, "proportional") : null;
    const outcome = outcomeIndex(row);
    out.push({
      row,
      outcome,
      model: f.probs,
      consensus,
      fair: fair?.probabilities ?? null,
      basis: fair ? (fair.basis === "market+model" && !weights ? "market-only" : fair.basis) : null,
      weights,
      fitted,
      closing,
      closingProportional,
      best,
      edges: fair && best ? best.map((o, k) => priceEdge(fair.probabilities[k]!, o)) : null,
    });
    const entry: (typeof pending)[number] = {};
    if (consensus && f.probs) {
      entry.sample = { market: consensus, model: f.probs, outcome };
      if (fitted) {
        const pooled = poolProbabilities(consensus, f.probs, fitted);
        entry.oos = { pool: logLoss(pooled, outcome), consensus: logLoss(consensus, outcome) };
      }
    }
    const spreadLine = row.lines?.spread ?? market?.spread;
    if (outcomes === 2 && spreadLine !== undefined)
      entry.spread = { margin: row.homeScore - row.awayScore, spreadHome: spreadLine };
    pending.push(entry);
  }
  return out;
}

export interface ValueCandidate {
  row: FairRow;
  outcome: number;
  edge: number;
  /** Judged against the close de-vigged with the backtest's method. */
  pick: SettledValuePick;
}

/**
 * Every priced outcome of every row as a potential pick at the best price, its edge against `probs(row)`
 * (default: the fair forecast).
 */
export function valueCandidates(
  rows: readonly FairRow[],
  probs: (r: FairRow) => number[] | null = (r) => r.fair,
): ValueCandidate[] {
  const out: ValueCandidate[] = [];
  for (const r of rows) {
    const p = probs(r);
    if (!p || !r.best) continue;
    for (let k = 0; k < p.length; k++) {
      const edge = priceEdge(p[k]!, r.best[k]!);
      const pick: SettledValuePick = { price: r.best[k]!, won: r.outcome === k, edge };
      if (r.closing) pick.closingProbability = r.closing[k]!;
      out.push({ row: r, outcome: k, edge, pick });
    }
  }
  return out;
}

/** The same picks judged against the close de-vigged proportionally (like the published reference figures). */
export function againstProportionalClose(picks: readonly ValueCandidate[]): SettledValuePick[] {
  return picks.map((c) => {
    const close = c.row.closingProportional?.[c.outcome];
    const pick: SettledValuePick = { price: c.pick.price, won: c.pick.won, edge: c.pick.edge };
    if (close !== undefined) pick.closingProbability = close;
    return pick;
  });
}

/**
 * The yardsticks of the value picks: every outcome at the best price, and the best price against the plain
 * pre-match average (`avg_*`, de-vigged proportionally) above 2 % — value found without any model or pool.
 */
export function referencePicks(rows: readonly FairRow[]): {
  everyOutcome: ValueCandidate[];
  plainConsensus: ValueCandidate[];
} {
  const everyOutcome = valueCandidates(rows, (r) => r.fair);
  const plain = valueCandidates(rows, (r) =>
    r.row.prices?.avg ? removeMargin(r.row.prices.avg, "proportional") : null,
  );
  return { everyOutcome, plainConsensus: plain.filter((c) => c.edge > 0.02) };
}

/**
 * The value picks the published rule makes of `candidates` at `threshold`: per match, the outcome
 * `valueSelection` chooses (the largest edge, when it is positive and reaches the threshold), as the live
 * pipeline publishes at most one value pick per market — and none on a match the model declined, which the
 * live pipeline skips (a pick is the model's product).
 */
export function publishedPicks(candidates: readonly ValueCandidate[], threshold: number): ValueCandidate[] {
  const byRow = new Map<FairRow, ValueCandidate[]>();
  for (const c of candidates) {
    if (!c.row.model) continue;
    const these = byRow.get(c.row);
    if (these) these.push(c);
    else byRow.set(c.row, [c]);
  }
  const out: ValueCandidate[] = [];
  for (const these of byRow.values()) {
    const k = valueSelection(
      these.map((c) => c.edge),
      threshold,
    );
    if (k !== null) out.push(these[k]!);
  }
  return out;
}

/**
 * The threshold that earlier picks say works: the one at which the closing-line value of the picks the
 * published rule would have made (`publishedPicks`) is most clearly positive — the largest t = mean CLV / its
 * standard error — among thresholds that would have given at least `minPicksPerSeason` picks a season. A low
 * threshold adds picks that barely beat the close (the mean falls faster than √n grows); a high one keeps a
 * few long shots whose mean is noisy. Judged by CLV, not realised profit, because CLV separates skill from
 * luck with far fewer picks.
 */
export function chooseThreshold(
  earlier: readonly ValueCandidate[],
  thresholds: readonly number[],
  minPicksPerSeason: number,
  period: (row: BacktestRow) => string = seasonOf,
): number | null {
  const withClose = earlier.filter((c) => c.pick.closingProbability !== undefined);
  const seasons = new Set(withClose.map((c) => period(c.row.row))).size;
  if (seasons === 0) return null;
  // Each match's top outcome with a positive edge: at a threshold t the rule publishes those reaching t.
  const tops = publishedPicks(withClose, 0);
  let best: number | null = null;
  let bestValue = -Infinity;
  for (const t of thresholds) {
    const clv = tops.filter((c) => c.edge >= t).map((c) => closingLineValue(c.pick.price, c.pick.closingProbability!));
    if (clv.length < Math.max(2, minPicksPerSeason * seasons)) continue;
    const m = meanInterval(clv);
    const tStat = m.mean / m.se;
    if (tStat > bestValue) {
      bestValue = tStat;
      best = t;
    }
  }
  return best;
}

/** The period a row counts in when no other is given: its season. */
export const seasonOf = (row: BacktestRow) => row.season ?? "?";

export interface PickOptions {
  thresholds?: readonly number[];
  /** Fewest picks a threshold must have given per earlier period (season by default). */
  minPicksPerSeason?: number;
  /** The period a threshold is chosen for, on every earlier period (default: the season). */
  period?: (row: BacktestRow) => string;
}

export interface SeasonThreshold {
  season: string;
  threshold: number | null;
  /** Earlier picks the choice was made on. */
  basedOn: number;
}

/**
 * Walk-forward value picks: for each season, the edge threshold chosen on every earlier season's candidates
 * (`chooseThreshold`), then the picks the published rule makes of that season's candidates at it.
 */
export function walkForwardPicks(
  rows: readonly FairRow[],
  options: PickOptions = {},
): { picks: ValueCandidate[]; thresholds: SeasonThreshold[] } {
  const grid = options.thresholds ?? DEFAULT_THRESHOLDS;
  const minPicks = options.minPicksPerSeason ?? 100;
  const period = options.period ?? seasonOf;
  const candidates = valueCandidates(rows);
  const seasons = [...new Set(candidates.map((c) => period(c.row.row)))];
  const picks: ValueCandidate[] = [];
  const thresholds: SeasonThreshold[] = [];
  let earlier: ValueCandidate[] = [];
  for (const season of seasons) {
    const these = candidates.filter((c) => period(c.row.row) === season);
    const t = chooseThreshold(earlier, grid, minPicks, period);
    thresholds.push({
      season,
      threshold: t,
      basedOn: earlier.filter((c) => c.pick.closingProbability !== undefined).length,
    });
    if (t !== null) picks.push(...publishedPicks(these, t));
    earlier = earlier.concat(these);
  }
  return { picks, thresholds };
}

/** Edge thresholds tried: 0 to 10 % in half-point steps. */
export const DEFAULT_THRESHOLDS: readonly number[] = Array.from({ length: 21 }, (_, i) => i * 0.005);

export interface BandReport {
  label: string;
  lo: number;
  hi: number;
  summary: ValuePickSummary;
}

/** Candidates grouped by edge band [lo, hi). */
export function edgeBands(
  candidates: readonly ValueCandidate[],
  edges: readonly number[] = [-Infinity, 0, 0.02, 0.04, 0.06, 0.1, Infinity],
): BandReport[] {
  const out: BandReport[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const lo = edges[i]!;
    const hi = edges[i + 1]!;
    const these = candidates.filter((c) => c.edge >= lo && c.edge < hi);
    const fmt = (x: number) =>
      Number.isFinite(x) ? `${x >= 0 ? "+" : ""}${(x * 100).toFixed(0)}%` : x > 0 ? "∞" : "−∞";
    out.push({ label: `[${fmt(lo)}, ${fmt(hi)})`, lo, hi, summary: summariseValuePicks(these.map((c) => c.pick)) });
  }
  return out;
}

export interface FairScores {
  /** Rows scored: from `from` on, with a model forecast and a pre-match consensus. */
  n: number;
  model: ForecastMetrics;
  consensus: ForecastMetrics;
  fair: ForecastMetrics;
  /** The closing market and the fair forecast on the rows that have a close. */
  closing: ForecastMetrics | null;
  fairOnClosingRows: ForecastMetrics | null;
  /** Rows from `from` on without a price, forecast by the model alone. */
  modelOnly: number;
}

/** RPS / log loss / Brier of model, consensus, fair and close on the same rows. */
export function scoreFair(rows: readonly FairRow[], from?: Date): FairScores {
  const scored = rows.filter((r) => !from || r.row.date.getTime() >= from.getTime());
  const both = scored.filter((r) => r.model && r.consensus && r.fair);
  const withClose = both.filter((r) => r.closing);
  const s = (xs: readonly FairRow[], pick: (r: FairRow) => number[]) =>
    summarise(xs.map((r) => ({ probs: pick(r), outcome: r.outcome })));
  return {
    n: both.length,
    model: s(both, (r) => r.model!),
    consensus: s(both, (r) => r.consensus!),
    fair: s(both, (r) => r.fair!),
    closing: withClose.length > 0 ? s(withClose, (r) => r.closing!) : null,
    fairOnClosingRows: withClose.length > 0 ? s(withClose, (r) => r.fair!) : null,
    modelOnly: scored.filter((r) => r.basis === "model-only").length,
  };
}
