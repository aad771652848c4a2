// A price as text in each odds format. Every price on the
// pages is written by formatOdds: cards, the detail page, the odds history, tips and the member lists.
// Client-safe and locale-fixed, so the server's HTML and the browser write the same text.
import { decimalToAmerican, formatAmerican } from "@/lib/engine/odds";

/** How a price is written: 2.50, +150 or 3/2. Decimal unless the viewer chose another
 * (lib/format/prediction-display.rules.ts). */
export const ODDS_FORMATS = ["decimal", "american", "fractional"] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];
export const DEFAULT_ODDS_FORMAT: OddsFormat = "decimal";

export const ODDS_FORMAT_LABELS: Record<OddsFormat, string> = {
  decimal: "Decimal",
  american: "American",
  fractional: "Fractional",
};

export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === "string" && (ODDS_FORMATS as readonly string[]).includes(value);
}

const MISSING = "—";

/** The decimal price as shown, two decimals: 2.5 → "2.50". */
export function formatDecimalOdds(decimal: number): string {
  return decimal.toFixed(2);
}

/** American odds of a decimal price, with a sign: 2.5 → "+150", 1.5 → "-200", evens 2.00 → "+100". */
function formatAmericanPrice(decimal: number): string {
  return formatAmerican(decimalToAmerican(decimal));
}

/**
 * The traditional fractional ladder, shortest first. A price whose two-decimal figure is one of these is
 * written the bookmakers' way (1.91 → 10/11, 1.67 → 2/3, 1.01 → 1/100); any other is the exact fraction
 * of its two-decimal figure, reduced (1.85 → 17/20, 2.37 → 137/100).
 */
const LADDER: readonly (readonly [number, number])[] = [
  [1, 100],
  [1, 50],
  [1, 33],
  [1, 25],
  [1, 20],
  [1, 16],
  [1, 14],
  [1, 12],
  [1, 11],
  [1, 10],
  [1, 9],
  [1, 8],
  [1, 7],
  [1, 6],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [2, 3],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [1, 1],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [3, 2],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [9, 4],
  [5, 2],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [17, 2],
  [9, 1],
  [10, 1],
  [11, 1],
  [12, 1],
  [14, 1],
  [16, 1],
  [20, 1],
  [25, 1],
  [33, 1],
  [40, 1],
  [50, 1],
  [66, 1],
  [100, 1],
];

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Hundredths of a decimal price as shown (two decimals), as a whole number: 1.905 → 191. */
const hundredths = (decimal: number) => Math.round(Number(decimal.toFixed(2)) * 100);

/** The fraction of a decimal price, [numerator, denominator] of the profit per unit staked (see LADDER). */
export function fractionalOdds(decimal: number): [number, number] {
  const shown = hundredths(decimal);
  const onLadder = LADDER.find(([n, d]) => hundredths(1 + n / d) === shown);
  if (onLadder) return [onLadder[0], onLadder[1]];
  const profit = shown - 100;
  // A price so short it shows 1.00: the nearest 1/n of its exact profit.
  if (profit <= 0) return [1, Math.max(100, Math.round(1 / (decimal - 1)))];
  const divisor = gcd(profit, 100);
  return [profit / divisor, 100 / divisor];
}

/** Fractional odds as written: "10/11", "5/2", and "Evens" for 1/1. */
function formatFractionalOdds(decimal: number): string {
  const [n, d] = fractionalOdds(decimal);
  return n === d ? "Evens" : `${n}/${d}`;
}

/** A decimal price in one odds format; a missing or impossible price (≤ 1) shows a dash. */
export function formatOdds(decimal: number | null | undefined, format: OddsFormat): string {
  if (decimal === null || decimal === undefined || !Number.isFinite(decimal) || !(decimal > 1)) return MISSING;
  switch (format) {
    case "decimal":
      return formatDecimalOdds(decimal);
    case "american":
      return formatAmericanPrice(decimal);
    case "fractional":
      return formatFractionalOdds(decimal);
  }
}
