// A measured mean with its 95 % interval, as the closing-line value and backtest tables write it.
import { formatRate, formatSignedRate, MISSING } from "./numbers.rules";

/** A mean with its 95 % interval (the track record's `Interval`). */
export interface IntervalFigure {
  n: number;
  mean: number | null;
  lo: number | null;
  hi: number | null;
}

/** "+1.2% (95% CI −0.5% to +2.9%)"; the interval is left out below two values, the mean below one. */
export function formatIntervalRate(interval: IntervalFigure, signed = true): string {
  const rate = signed ? formatSignedRate : formatRate;
  if (interval.mean === null) return MISSING;
  if (interval.lo === null || interval.hi === null) return rate(interval.mean);
  return `${rate(interval.mean)} (95% CI ${rate(interval.lo)} to ${rate(interval.hi)})`;
}
