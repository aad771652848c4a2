// Display formats of measured figures. A missing figure is an em dash, never a zero.

export const MISSING = "—";

/** 0.614 → "61.4%". */
export function formatRate(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined ? MISSING : `${(value * 100).toFixed(digits)}%`;
}

/** 0.128 → "+12.8%"; −0.05 → "−5.0%". */
export function formatSignedRate(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined) return MISSING;
  const text = `${Math.abs(value * 100).toFixed(digits)}%`;
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/** Units of stake: 3.4 → "+3.40 u". */
export function formatUnits(value: number): string {
  const text = `${Math.abs(value).toFixed(2)} u`;
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/** A percentage already in points: 72.46 → "72.5%". */
export function formatPercent(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined ? MISSING : `${value.toFixed(digits)}%`;
}

/** A probability score: 0.6931 → "0.693". */
export function formatScore(value: number | null | undefined): string {
  return value === null || value === undefined ? MISSING : value.toFixed(3);
}

export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

/** "1 pick" / "12 picks". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
