// Numbers as pages show them: counts, rates, percentages, units of stake and scores. Pure, client-safe and
// locale-fixed (en-US grouping), so the server's HTML and the browser's hydration agree. A missing figure
// is an em dash, never a zero. Intervals (./intervals.ts) and money (./money.ts) live apart: the track
// record's calibration explorer ships this file to the browser, and the bundler keeps a module whole.

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

/** A probability score: 0.6931 → "0.693" (or with `digits` decimals, where the differences are that small). */
export function formatScore(value: number | null | undefined, digits = 3): string {
  return value === null || value === undefined ? MISSING : value.toFixed(digits);
}

/** `part` over `whole` in percent to one decimal; null when `whole` is 0. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}
