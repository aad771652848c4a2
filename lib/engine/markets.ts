// Markets: the mapping of the default markets onto each sport, and helpers that turn a score
// matrix (football) or margin/total distributions (two-way sports) into SelectionProbability lists.
//
// Handicap and total lines follow the Asian convention. The handicap `line` is always quoted from the home
// side (−1.5 = home gives 1.5 goals/points), for both selections. Whole lines can push (stake returned);
// quarter lines (−0.25, −0.75, 2.25 …) split the stake in two halves on the neighbouring lines (−0.25 = half
// on 0, half on −0.5). A selection's `probability` is the stake-weighted chance of winning and
// `pushProbability` the stake-weighted chance of getting the stake back (a half-win counts ½ win + ½ push,
// a half-loss ½ loss + ½ push), so that expected value = probability × decimal odds + pushProbability − 1
// holds exactly for every line.
import { matrixMarginDistribution, matrixOutcome, matrixTotalDistribution, type ScoreMatrix } from "./probability";
import type { MarketKey, SelectionProbability } from "./types";

/** The default markets (moneyline, spread, total), as each sport names them. */
export const DEFAULT_MARKETS = ["moneyline", "spread", "total"] as const;
type DefaultMarket = (typeof DEFAULT_MARKETS)[number];

const FOOTBALL_MARKET: Record<DefaultMarket, MarketKey> = {
  moneyline: "1x2",
  spread: "asian_handicap",
  total: "over_under",
};

/** Sports whose main market is three-way (a draw is a result) and whose model is a goals model. */
export function isThreeWaySport(sportId: string): boolean {
  return sportId === "football" || sportId === "soccer";
}

/**
 * The engine's market key for one of the default market names in a sport: football maps moneyline → 1x2,
 * spread → asian_handicap, total → over_under; other sports keep moneyline/spread/total. Already-specific keys
 * (btts, double_chance, …) pass through.
 */
export function resolveMarket(sportId: string, market: string): MarketKey {
  if (isThreeWaySport(sportId) && market in FOOTBALL_MARKET) return FOOTBALL_MARKET[market as DefaultMarket];
  return market as MarketKey;
}

/** Splits a line into the one or two lines its stake is placed on (quarter lines → two halves). */
export function splitLine(line: number): number[] {
  const quarters = Math.round(line * 4);
  if (Math.abs(line * 4 - quarters) > 1e-9) throw new RangeError(`line must be a multiple of 0.25, got ${line}`);
  if (quarters % 2 !== 0) return [(quarters - 1) / 4, (quarters + 1) / 4];
  return [line];
}

export interface StakeOutcome {
  win: number;
  push: number;
  loss: number;
}

/**
 * Stake-weighted outcome of a bet on the home side at handicap `line` (home side) over an integer margin
 * distribution (home − away). Margin + line > 0 wins, = 0 pushes, < 0 loses; quarter lines average two halves.
 */
export function handicapOutcome(margin: ReadonlyMap<number, number>, line: number): StakeOutcome {
  const parts = splitLine(line);
  const out = { win: 0, push: 0, loss: 0 };
  for (const l of parts) {
    for (const [m, p] of margin) {
      const v = m + l;
      if (Math.abs(v) < 1e-9) out.push += p / parts.length;
      else if (v > 0) out.win += p / parts.length;
      else out.loss += p / parts.length;
    }
  }
  return out;
}

/** Stake-weighted outcome of an over bet at total `line` over an integer total distribution. */
export function overOutcome(total: ReadonlyMap<number, number>, line: number): StakeOutcome {
  const parts = splitLine(line);
  const out = { win: 0, push: 0, loss: 0 };
  for (const l of parts) {
    for (const [t, p] of total) {
      if (Math.abs(t - l) < 1e-9) out.push += p / parts.length;
      else if (t > l) out.win += p / parts.length;
      else out.loss += p / parts.length;
    }
  }
  return out;
}

function withPush(s: SelectionProbability, push: number): SelectionProbability {
  return push > 1e-12 ? { ...s, pushProbability: push } : s;
}

/** Both sides of a handicap market (football asian_handicap or two-way spread) at `line` (home side). */
function handicapSelections(
  market: MarketKey,
  margin: ReadonlyMap<number, number>,
  line: number,
): SelectionProbability[] {
  const o = handicapOutcome(margin, line);
  return [
    withPush({ market, selection: "home", line, probability: o.win }, o.push),
    withPush({ market, selection: "away", line, probability: o.loss }, o.push),
  ];
}

/** Both sides of a totals market (over_under or total) at `line`. */
function totalSelections(market: MarketKey, total: ReadonlyMap<number, number>, line: number): SelectionProbability[] {
  const o = overOutcome(total, line);
  return [
    withPush({ market, selection: "over", line, probability: o.win }, o.push),
    withPush({ market, selection: "under", line, probability: o.loss }, o.push),
  ];
}

/** The quarter line (home side) that makes the handicap closest to an even bet (win ≈ loss). */
export function fairHandicapLine(margin: ReadonlyMap<number, number>, step = 0.25): number {
  let best = 0;
  let bestGap = Infinity;
  for (let q = -40; q <= 40; q++) {
    const line = q * step;
    const o = handicapOutcome(margin, line);
    const gap = Math.abs(o.win - o.loss);
    if (gap < bestGap - 1e-12) {
      bestGap = gap;
      best = line;
    }
  }
  return best;
}

/** The line (multiple of `step`) closest to an even over/under. */
function fairTotalLine(total: ReadonlyMap<number, number>, step = 0.5): number {
  let mean = 0;
  for (const [t, p] of total) mean += t * p;
  let best = Math.round(mean / step) * step;
  let bestGap = Infinity;
  for (let q = Math.round(mean / step) - 6; q <= Math.round(mean / step) + 6; q++) {
    const line = q * step;
    if (line < 0) continue;
    const o = overOutcome(total, line);
    const gap = Math.abs(o.win - o.loss);
    if (gap < bestGap - 1e-12) {
      bestGap = gap;
      best = line;
    }
  }
  return best;
}

export interface FootballMarketOptions {
  /** Over/under goal lines to price (default 1.5, 2.5, 3.5; the bookmaker's line is added when given). */
  totalLines?: number[];
  /** Asian handicap lines (home side) to price; default: the bookmaker's line if given, else the fair line. */
  handicapLines?: number[];
}

/**
 * Every football market from a score matrix: 1x2, over_under (each line), btts, double_chance (1X, 12, X2 —
 * these overlap, so they sum to 2, not 1), draw_no_bet (a draw returns the stake) and asian_handicap.
 */
export function footballSelections(m: ScoreMatrix, options: FootballMarketOptions = {}): SelectionProbability[] {
  const { home, draw, away } = matrixOutcome(m);
  const margin = matrixMarginDistribution(m);
  const total = matrixTotalDistribution(m);
  let btts = 0;
  for (let h = 1; h <= m.max; h++) for (let a = 1; a <= m.max; a++) btts += m.p[h]![a]!;
  const out: SelectionProbability[] = [
    { market: "1x2", selection: "home", probability: home },
    { market: "1x2", selection: "draw", probability: draw },
    { market: "1x2", selection: "away", probability: away },
  ];
  const totalLines = options.totalLines ?? [1.5, 2.5, 3.5];
  for (const line of [...new Set(totalLines)].sort((a, b) => a - b)) {
    out.push(...totalSelections("over_under", total, line));
  }
  out.push(
    { market: "btts", selection: "yes", probability: btts },
    { market: "btts", selection: "no", probability: 1 - btts },
    { market: "double_chance", selection: "1X", probability: home + draw },
    { market: "double_chance", selection: "12", probability: home + away },
    { market: "double_chance", selection: "X2", probability: draw + away },
    withPush({ market: "draw_no_bet", selection: "home", probability: home }, draw),
    withPush({ market: "draw_no_bet", selection: "away", probability: away }, draw),
  );
  const handicapLines = options.handicapLines ?? [fairHandicapLine(margin)];
  for (const line of [...new Set(handicapLines)].sort((a, b) => a - b)) {
    out.push(...handicapSelections("asian_handicap", margin, line));
  }
  return out;
}

export interface TwoWayMarketOptions {
  spreadLines?: number[];
  totalLines?: number[];
}

/**
 * Two-way sports: moneyline (a tie, where the margin distribution allows one, returns the stake), spread at
 * each line (home side; the fair line when none given) and total at each line (the fair line when none given).
 */
export function twoWaySelections(
  margin: ReadonlyMap<number, number>,
  total: ReadonlyMap<number, number> | null,
  options: TwoWayMarketOptions = {},
): SelectionProbability[] {
  let home = 0;
  let away = 0;
  let tie = 0;
  for (const [m, p] of margin) {
    if (m > 0) home += p;
    else if (m < 0) away += p;
    else tie += p;
  }
  const out: SelectionProbability[] = [
    withPush({ market: "moneyline", selection: "home", probability: home }, tie),
    withPush({ market: "moneyline", selection: "away", probability: away }, tie),
  ];
  const spreadLines = options.spreadLines ?? [fairHandicapLine(margin, 0.5)];
  for (const line of [...new Set(spreadLines)].sort((a, b) => a - b)) {
    out.push(...handicapSelections("spread", margin, line));
  }
  if (total) {
    const totalLines = options.totalLines ?? [fairTotalLine(total)];
    for (const line of [...new Set(totalLines)].sort((a, b) => a - b))
      out.push(...totalSelections("total", total, line));
  }
  return out;
}

/** The probabilities of the main result market, in outcome order: [home, draw, away] or [home, away]. */
export function resultProbabilities(selections: readonly SelectionProbability[]): number[] | null {
  const x = selections.filter((s) => s.market === "1x2");
  if (x.length === 3) {
    const get = (k: string) => x.find((s) => s.selection === k)?.probability ?? 0;
    return [get("home"), get("draw"), get("away")];
  }
  const ml = selections.filter((s) => s.market === "moneyline");
  if (ml.length === 2) {
    const h = ml.find((s) => s.selection === "home")?.probability ?? 0;
    const a = ml.find((s) => s.selection === "away")?.probability ?? 0;
    return [h / (h + a), a / (h + a)];
  }
  return null;
}
