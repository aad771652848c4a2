// Stake sizing and "could this be luck?", as plain arithmetic over numbers (the bet tracker and the stake
// suggestions read them; nothing here knows a member or a pick).
//
//   full Kelly fraction of the bankroll  f* = (p · price − 1) / (price − 1)        (EV over the net odds)
//   suggested stake                      bankroll · min(fraction · f*, cap)        (none when EV ≤ 0)
//   bets until a 95 % interval of a mean excludes zero, at the same mean and spread: n ≥ (1.96 · sd / mean)²

import { priceEdge, Z95, type MeanInterval } from "./fair-value";

export interface StakeInput {
  /** The probability the stake is sized on (the fair one), 0..1. */
  probability: number;
  /** The decimal price taken. */
  price: number;
  bankroll: number;
  /** Share of full Kelly (¼ by default): full Kelly's swings are too large for an estimated probability. */
  fraction?: number;
  /** Largest share of the bankroll on one bet (2 % by default). */
  cap?: number;
}

export const DEFAULT_KELLY_FRACTION = 0.25;
export const DEFAULT_STAKE_CAP = 0.02;

/** Full Kelly: the bankroll share that maximises expected log growth; 0 when the price holds no edge. */
export function kellyFraction(probability: number, price: number): number {
  if (!(price > 1) || !(probability > 0) || !(probability < 1)) return 0;
  return Math.max(0, priceEdge(probability, price) / (price - 1));
}

/**
 * The suggested stake in the bankroll's unit, two decimals: fractional Kelly capped at a share of the bankroll.
 * Null when the price holds no edge (EV ≤ 0) or the input cannot be sized (no bankroll, a price of 1 or less).
 */
export function suggestedStake(input: StakeInput): number | null {
  const fraction = input.fraction ?? DEFAULT_KELLY_FRACTION;
  const cap = input.cap ?? DEFAULT_STAKE_CAP;
  if (!(input.bankroll > 0) || !(input.price > 1) || !(fraction > 0) || !(cap > 0)) return null;
  const kelly = kellyFraction(input.probability, input.price);
  if (kelly <= 0) return null;
  return Math.floor(input.bankroll * Math.min(fraction * kelly, cap) * 100) / 100;
}

/**
 * How many more bets, at the same mean and spread, until the 95 % interval of the mean excludes zero: 0 when it
 * already does; null when it never would (no spread known yet, or a mean of zero).
 */
export function betsUntilSignificant(interval: MeanInterval): number | null {
  if (!Number.isFinite(interval.sd) || !Number.isFinite(interval.mean) || interval.mean === 0) return null;
  if (interval.lo > 0 || interval.hi < 0) return 0;
  const needed = Math.ceil(((Z95 * interval.sd) / Math.abs(interval.mean)) ** 2);
  return Math.max(0, needed - interval.n);
}
