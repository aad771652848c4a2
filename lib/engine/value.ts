// Value of a forecast against a bookmaker: expected value, edge and confidence, per the definitions.
//   expectedValue = p × decimal odds − 1          (+ pushProbability when a push returns the stake)
//   edge          = (p − market probability) × 100 (percentage points)
//   confidence    = p × 100
// The market probability is the bookmaker's price with the margin removed (proportional by default; power
// and Shin available, lib/engine/odds.ts).
import { decimalToAmerican, removeMargin, type MarginMethod } from "./odds";
import type { MarketKey, SelectionProbability } from "./types";

/** Expected profit per unit staked: p × odds − 1, plus the stake returned on a push (push × 1). */
export function expectedValue(probability: number, decimalOdds: number, pushProbability = 0): number {
  return probability * decimalOdds + pushProbability - 1;
}

/** Edge in percentage points: (model probability − market probability) × 100. */
export function edge(probability: number, marketProbability: number): number {
  return (probability - marketProbability) * 100;
}

/** Confidence shown with a pick: the model's probability × 100. */
export function confidence(probability: number): number {
  return probability * 100;
}

export interface BookmakerPrice {
  market: MarketKey;
  selection: string;
  /** Handicap (home side) or total line; omitted for markets without one. */
  line?: number;
  decimalOdds: number;
}

export interface ValuedSelection {
  market: MarketKey;
  selection: string;
  line?: number;
  /** Model probability of winning the bet (stake-weighted on quarter lines). */
  probability: number;
  pushProbability?: number;
  decimalOdds: number;
  americanOdds: number;
  /** The bookmaker's de-vigged probability, on the same basis as `probability` (see pickValue). */
  marketProbability: number;
  expectedValue: number;
  edge: number;
  confidence: number;
}

export interface MarketValue {
  market: MarketKey;
  line?: number;
  /** Every priced selection of the market at this line. */
  selections: ValuedSelection[];
  /** The selection with the highest expected value (whether positive or not). */
  best: ValuedSelection | null;
}

const sameLine = (a?: number, b?: number) => (a === undefined && b === undefined) || (a !== undefined && b !== undefined && Math.abs(a - b) < 1e-9);

/**
 * Pairs the model's selections with a bookmaker's prices, market by market (and line by line), and values
 * every priced selection. The bookmaker's probabilities are de-vigged within each market+line group
 * (`method`, default proportional); double chance, whose three selections overlap, is normalised to sum to 2.
 *
 * Pushes: a bookmaker's two-way price on a line that can push (whole handicap/total lines, draw no bet) is
 * a price on the outcome given no push, so its de-vigged probability m is put on the model's basis as
 * m × (1 − model push probability) before the edge is taken. EV includes the returned stake on a push.
 * Selections without a price, or prices without a model selection at the same line, are left out.
 */
export function pickValue(
  selections: readonly SelectionProbability[],
  prices: readonly BookmakerPrice[],
  options: { method?: MarginMethod } = {},
): MarketValue[] {
  const groups = new Map<string, BookmakerPrice[]>();
  for (const p of prices) {
    if (!(p.decimalOdds > 1)) continue;
    const key = `${p.market}|${p.line ?? ""}`;
    const list = groups.get(key) ?? [];
    // One price per selection: keep the first.
    if (!list.some((x) => x.selection === p.selection)) list.push(p);
    groups.set(key, list);
  }
  const out: MarketValue[] = [];
  for (const group of groups.values()) {
    const market = group[0]!.market;
    const line = group[0]!.line;
    let fair: number[];
    if (group.length === 1) fair = [1 / group[0]!.decimalOdds];
    else if (market === "double_chance") {
      const inv = group.map((p) => 1 / p.decimalOdds);
      const s = inv.reduce((a, b) => a + b, 0);
      fair = inv.map((x) => (x * 2) / s);
    } else fair = removeMargin(group.map((p) => p.decimalOdds), options.method ?? "proportional");
    const valued: ValuedSelection[] = [];
    group.forEach((price, i) => {
      const model = selections.find((s) => s.market === market && s.selection === price.selection && sameLine(s.line, line));
      if (!model) return;
      const push = model.pushProbability ?? 0;
      const marketProbability = fair[i]! * (1 - push);
      const v: ValuedSelection = {
        market,
        selection: price.selection,
        line,
        probability: model.probability,
        decimalOdds: price.decimalOdds,
        americanOdds: decimalToAmerican(price.decimalOdds),
        marketProbability,
        expectedValue: expectedValue(model.probability, price.decimalOdds, push),
        edge: edge(model.probability, marketProbability),
        confidence: confidence(model.probability),
      };
      if (push > 0) v.pushProbability = push;
      valued.push(v);
    });
    if (valued.length === 0) continue;
    const best = valued.reduce((a, b) => (b.expectedValue > a.expectedValue ? b : a));
    out.push({ market, line, selections: valued, best });
  }
  return out;
}
