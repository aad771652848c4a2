// Scoring of published picks for the track record. Pure functions, and the definition: in the database the
// tr_* SQL functions state the same per-pick rules for the aggregate triggers and the track-record scans
// (tests/integration/track-record compares them with `tallyPicks` here), and `metricsFromTally` /
// `calibrationFromTallies` turn the sums into the figures the page and the API show.
//
// Every pick is a flat 1-unit stake at its published decimal odds: WIN pays odds − 1, LOSS loses 1, VOID
// returns the stake (0). Probability scores are binary, on the pick's own outcome (won or not): the model's
// probability of the pick against the bookmakers' no-vig probability of the same pick, on the same rows.

export type PickStatus = "PENDING" | "WIN" | "LOSS" | "VOID";

/** The columns of one prediction that the track record reads. */
export interface PickRow {
  status: PickStatus;
  decimalOdds: number;
  /** Model probability of the pick × 100 (0..100). */
  confidence: number;
  /** Model probability of the pick (0..1); null for manual picks. */
  modelProbability: number | null;
  /** No-vig market probability of the pick (0..1); null when no price was stored. */
  marketProbability: number | null;
  matchDate: Date;
  /**
   * The stake's result as settlement recorded it (`predictions.stake_result`): 1 won, 0.5 half won, 0 returned,
   * −0.5 half lost, −1 lost. Absent on rows written before settlement recorded it: the status decides then.
   */
  stakeResult?: number | null;
}

/** Probabilities are clipped away from 0 and 1 so one confident miss costs a large, finite log loss. */
const PROBABILITY_CLIP = 1e-15;
/** Width of a calibration band in confidence points: 50–55, 55–60 … */
const CALIBRATION_BAND_WIDTH = 5;

const clip = (p: number) => Math.min(1 - PROBABILITY_CLIP, Math.max(PROBABILITY_CLIP, p));

/**
 * What one unit staked at `decimalOdds` returns in profit for a stake result (1 … −1): the won share of the
 * stake pays odds − 1 per unit, the lost share costs itself, a returned share nothing.
 */
export function profitPerUnit(stakeResult: number, decimalOdds: number): number {
  return stakeResult > 0 ? stakeResult * (decimalOdds - 1) : stakeResult;
}

/**
 * Profit of a 1-unit stake at decimal odds: WIN odds − 1, LOSS −1, VOID and PENDING 0. A quarter line that
 * settled half won (half the stake won, half returned) pays half of that and a half loss costs 0.5: the
 * status set has no half values, so settlement records the stake result beside it. A stake result is read
 * only in its status's own direction (a WIN row never loses money); without one the status decides. The
 * tr_pick_profit SQL function is this rule for the database's aggregates (tests compare the two).
 */
export function pickProfit(status: PickStatus, decimalOdds: number, stakeResult?: number | null): number {
  const recorded = stakeResult ?? 0;
  if (status === "WIN") return profitPerUnit(recorded > 0 ? recorded : 1, decimalOdds);
  if (status === "LOSS") return profitPerUnit(recorded < 0 ? recorded : -1, decimalOdds);
  return 0;
}

/**
 * Win rate as a share (0..1): wins over decided picks (WIN + LOSS). A PENDING or VOID pick has no result, so
 * it counts in totals but not here; with nothing decided the rate is null, never a made-up figure.
 */
function winShare(won: number, lost: number): number | null {
  const decided = won + lost;
  return decided === 0 ? null : won / decided;
}

/** The win rate as pages and the API show it: percent to one decimal (winShare), null before any result. */
export function winRatePercent(won: number, lost: number): number | null {
  const decided = won + lost;
  return decided === 0 ? null : Math.round((won / decided) * 1000) / 10;
}

/** Binary log loss of a forecast `p` that the pick wins: −ln p if it won, −ln(1 − p) if it lost. */
export function pickLogLoss(p: number, won: boolean): number {
  const q = clip(p);
  return -Math.log(won ? q : 1 - q);
}

/** Binary Brier score of a forecast `p` that the pick wins: (p − o)², o = 1 if it won (range 0..1). */
export function pickBrier(p: number, won: boolean): number {
  const o = won ? 1 : 0;
  return (p - o) ** 2;
}

/** Lower edge of the calibration band holding a confidence: 67.4 → 65 (the 65–70 band); 100 → 95. */
export function confidenceBand(confidence: number, width = CALIBRATION_BAND_WIDTH): number {
  const top = 100 - width;
  return Math.min(top, Math.max(0, Math.floor(confidence / width) * width));
}

/** Calendar month of a match in UTC, "YYYY-MM" (the by-month grouping). */
export function monthKey(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** Sums over a set of picks: what SQL aggregates and the metrics are computed from. */
export interface OutcomeTally {
  won: number;
  lost: number;
  voided: number;
  pending: number;
  /** Σ profit of 1-unit stakes over settled picks. */
  profit: number;
  /** WIN/LOSS picks carrying both a model and a market probability: the rows probability scores use. */
  scored: number;
  modelLogLoss: number;
  marketLogLoss: number;
  modelBrier: number;
  marketBrier: number;
}

export function emptyTally(): OutcomeTally {
  return {
    won: 0,
    lost: 0,
    voided: 0,
    pending: 0,
    profit: 0,
    scored: 0,
    modelLogLoss: 0,
    marketLogLoss: 0,
    modelBrier: 0,
    marketBrier: 0,
  };
}

/** Folds picks into an outcome tally (the definition the SQL aggregation follows). */
export function tallyPicks(rows: readonly PickRow[]): OutcomeTally {
  const t = emptyTally();
  for (const row of rows) {
    if (row.status === "WIN") t.won++;
    else if (row.status === "LOSS") t.lost++;
    else if (row.status === "VOID") t.voided++;
    else t.pending++;
    t.profit += pickProfit(row.status, row.decimalOdds, row.stakeResult);
    const decided = row.status === "WIN" || row.status === "LOSS";
    if (decided && row.modelProbability !== null && row.marketProbability !== null) {
      const won = row.status === "WIN";
      t.scored++;
      t.modelLogLoss += pickLogLoss(row.modelProbability, won);
      t.marketLogLoss += pickLogLoss(row.marketProbability, won);
      t.modelBrier += pickBrier(row.modelProbability, won);
      t.marketBrier += pickBrier(row.marketProbability, won);
    }
  }
  return t;
}

/** Model and market side by side; lower is better for both scores. */
interface ScorePair {
  model: number;
  market: number;
}

export interface TrackRecordMetrics {
  /** Every pick in scope: settled + pending. */
  total: number;
  /** WIN + LOSS + VOID. */
  settled: number;
  won: number;
  lost: number;
  voided: number;
  pending: number;
  /** WIN + LOSS: the picks accuracy is measured on. */
  decided: number;
  /** Wins / decided (0..1); null before any pick is decided. */
  accuracy: number | null;
  /** Units staked: one per settled pick (a void stake is returned, so it counts with profit 0). */
  staked: number;
  /** Σ profit in units. */
  profit: number;
  /** Profit / staked (0.05 = +5 %); null before any pick settles. */
  roi: number | null;
  /** Rows the probability scores were computed on. */
  scored: number;
  /** Mean binary log loss of the pick's outcome; null when no row has both probabilities. */
  logLoss: ScorePair | null;
  /** Mean binary Brier score of the pick's outcome; null when no row has both probabilities. */
  brier: ScorePair | null;
}

export function metricsFromTally(t: OutcomeTally): TrackRecordMetrics {
  const decided = t.won + t.lost;
  const settled = decided + t.voided;
  return {
    total: settled + t.pending,
    settled,
    won: t.won,
    lost: t.lost,
    voided: t.voided,
    pending: t.pending,
    decided,
    accuracy: winShare(t.won, t.lost),
    staked: settled,
    profit: t.profit,
    roi: settled > 0 ? t.profit / settled : null,
    scored: t.scored,
    logLoss: t.scored > 0 ? { model: t.modelLogLoss / t.scored, market: t.marketLogLoss / t.scored } : null,
    brier: t.scored > 0 ? { model: t.modelBrier / t.scored, market: t.marketBrier / t.scored } : null,
  };
}

/** Sums for one calibration band over decided (WIN/LOSS) picks. */
export interface CalibrationTally {
  /** Lower edge of the band in confidence points (see confidenceBand). */
  band: number;
  n: number;
  wins: number;
  /** Σ confidence (points) of the picks in the band. */
  confidenceSum: number;
}

export interface CalibrationBand {
  /** [from, to) in confidence points; the last band includes 100. */
  from: number;
  to: number;
  n: number;
  wins: number;
  /** Mean stated confidence of the band's picks, in percent. */
  predicted: number;
  /** Share of the band's picks that won, in percent. */
  observed: number;
}

/** Folds decided picks into calibration bands by their stated confidence (VOID and PENDING are left out). */
export function tallyCalibration(rows: readonly PickRow[], width = CALIBRATION_BAND_WIDTH): CalibrationTally[] {
  const bands = new Map<number, CalibrationTally>();
  for (const row of rows) {
    if (row.status !== "WIN" && row.status !== "LOSS") continue;
    const band = confidenceBand(row.confidence, width);
    const t = bands.get(band) ?? { band, n: 0, wins: 0, confidenceSum: 0 };
    t.n++;
    t.wins += row.status === "WIN" ? 1 : 0;
    t.confidenceSum += row.confidence;
    bands.set(band, t);
  }
  return [...bands.values()];
}

/** Calibration bands, lowest first, with the mean predicted and the observed win rate of each. */
export function calibrationFromTallies(
  tallies: readonly CalibrationTally[],
  width = CALIBRATION_BAND_WIDTH,
): CalibrationBand[] {
  return tallies
    .filter((t) => t.n > 0)
    .slice()
    .sort((a, b) => a.band - b.band)
    .map((t) => ({
      from: t.band,
      to: t.band + width,
      n: t.n,
      wins: t.wins,
      predicted: t.confidenceSum / t.n,
      observed: (t.wins / t.n) * 100,
    }));
}

const MARKET_LABELS: Record<string, string> = {
  moneyline: "Moneyline",
  spread: "Spread",
  total: "Total",
  "1x2": "1X2",
  over_under: "Over/Under",
  btts: "Both teams to score",
  double_chance: "Double chance",
  draw_no_bet: "Draw no bet",
  asian_handicap: "Asian handicap",
};

/** Human label of a stored market key: 'over_under' → 'Over/Under'; unknown keys are tidied up. */
export function marketLabel(market: string): string {
  const known = MARKET_LABELS[market.toLowerCase()];
  if (known) return known;
  const words = market.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
