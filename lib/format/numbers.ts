// Numbers as pages show them: counts, rates, units of stake, scores and money. Pure, client-safe and
// locale-fixed (en-US grouping), so the server's HTML and the browser's hydration agree. A missing figure
// is an em dash, never a zero.

export const MISSING = "—";

/** 12345 → "12,345". */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

/** "1 pick" / "12,345 picks". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** A fraction as a percentage: 0.614 → "61.4%". */
export function formatRate(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined ? MISSING : `${(value * 100).toFixed(digits)}%`;
}

/** A fraction as a percentage to at most one decimal, spaced: 0.523 → "52.3 %", 0.5 → "50 %". */
export function formatRateShort(value: number): string {
  return `${(value * 100).toLocaleString("en-GB", { maximumFractionDigits: 1 })} %`;
}

/** A fraction as a signed percentage: 0.128 → "+12.8%"; −0.05 → "−5.0%". */
export function formatSignedRate(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined) return MISSING;
  const text = `${Math.abs(value * 100).toFixed(digits)}%`;
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/** A percentage already in points: 72.46 → "72.5%". */
export function formatPercent(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined ? MISSING : `${value.toFixed(digits)}%`;
}

/** Units of stake with their sign: 3.4 → "+3.40 u", −1 → "−1.00 u". */
export function formatUnits(value: number): string {
  const text = `${Math.abs(value).toFixed(2)} u`;
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/** A probability score: 0.6931 → "0.693". */
export function formatScore(value: number | null | undefined): string {
  return value === null || value === undefined ? MISSING : value.toFixed(3);
}

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

// Built on first use and kept (module state without an initialiser, so a page that never shows money ships none of it).
let usd: Intl.NumberFormat | undefined;
let naira: Intl.NumberFormat | undefined;

/** 19.99 → "$19.99". */
export function formatUsd(amount: number): string {
  usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
  return usd.format(amount);
}

/** 29985 → "₦29,985": whole naira, as the plans are priced. */
export function formatNaira(amount: number): string {
  naira ??= new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN", currencyDisplay: "narrowSymbol", maximumFractionDigits: 0 });
  return naira.format(amount);
}

/**
 * A ledger amount in minor units (cents, kobo) in its own currency, to the minor unit: 1999 USD → "$19.99",
 * 2998500 NGN → "NGN 29,985.00" (a no-break space after the code). An unknown currency code is written after the amount.
 */
export function formatMoney(amountMinor: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amountMinor / 100);
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${currency}`;
  }
}
