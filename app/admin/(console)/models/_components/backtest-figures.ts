// Pure formatting of a stored backtest's figures for the Backtests section.
import type { BacktestInterval } from "@/db/schema";

/** A score to four decimals, or '—'. */
export const score = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? "—" : value.toFixed(4);

/** A share as a percentage with one decimal, or '—'. */
export const share = (value: number | null | undefined) =>
  value === null || value === undefined ? "—" : `${(value * 100).toFixed(1)}%`;

const signed = (value: number, digits: number) => `${value >= 0 ? "+" : "−"}${Math.abs(value * 100).toFixed(digits)}%`;

/** A mean per unit staked with its 95 % interval: '+2.1% [−0.4%, +4.6%]'; '—' without values. */
export function interval(m: BacktestInterval, digits = 1): string {
  if (m.mean === null) return "—";
  if (m.lo === null || m.hi === null) return signed(m.mean, digits);
  return `${signed(m.mean, digits)} [${signed(m.lo, digits)}, ${signed(m.hi, digits)}]`;
}

/** An edge threshold as a percentage: '2.5%'. */
export const threshold = (value: number) => `${(value * 100).toFixed(1)}%`;
