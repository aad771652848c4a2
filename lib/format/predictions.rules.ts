// The texts of a prediction's figures: pure, client-safe and locale-fixed (the server-rendered HTML and the
// browser's hydration produce the same text). The rules they follow (bands, what a pick is, its basis) are
// in lib/format/prediction-display.rules.ts; prices are written by ./odds.ts. The prediction card, the live list,
// the detail page, the tips and the browse pages all use these.

import {
  shownEvPercent,
  shownPercent,
  type Band,
  type ProbabilityBasis,
  type Tone,
} from "@/lib/format/prediction-display.rules";
import { plural } from "@/lib/format/numbers.rules";

/** Confidence 0-100 as the whole percent it reaches (display.rules shownPercent): 79.99 → "79%". */
export function formatConfidence(confidence: number): string {
  return `${shownPercent(confidence)}%`;
}

/** A probability 0..1 as a percent with one decimal: 0.5234 → "52.3%". Null shows a dash. */
export function formatProbability(probability: number | null | undefined): string {
  if (probability === null || probability === undefined || !Number.isFinite(probability)) return "—";
  return `${(probability * 100).toFixed(1)}%`;
}

/**
 * A pick's own probability 0..1 with one decimal, cut rather than rounded (79.96 % reads 79.9 %), so its
 * whole part is the percent its colour is judged on (display.rules shownPercent).
 */
export function formatPickProbability(probability: number): string {
  return `${(Math.floor(probability * 1000 + 1e-6) / 10).toFixed(1)}%`;
}

/** Expected value per unit staked as a signed percent: 0.083 → "+8.3%"; unknown shows `missing` ("—" by default). */
export function formatExpectedValue(expectedValue: number | null | undefined, missing = "—"): string {
  if (expectedValue === null || expectedValue === undefined || !Number.isFinite(expectedValue)) return missing;
  const fixed = (expectedValue * 100).toFixed(1);
  if (Number(fixed) === 0) return "0.0%";
  return expectedValue > 0 ? `+${fixed}%` : `${fixed}%`;
}

/**
 * A pick's EV as shown beside it and judged by its colour (display.rules shownEvPercent): one decimal, cut
 * towards zero, with the EV's own sign: 0.0999 → "+9.9%", −0.005 → "-0.5%", 0 → "0.0%".
 */
export function formatPickEv(expectedValue: number | null | undefined): string {
  if (expectedValue === null || expectedValue === undefined || !Number.isFinite(expectedValue)) return "—";
  if (expectedValue === 0) return "0.0%";
  const shown = Math.abs(shownEvPercent(expectedValue)).toFixed(1);
  return expectedValue > 0 ? `+${shown}%` : `-${shown}%`;
}

/**
 * The probability a pick's figures follow: the fair probability (consensus pooled with the model), else on
 * rows made before it existed the model's, else the stated confidence (manual picks).
 */
export function pickProbability(pick: {
  fairProbability?: number | null;
  modelProbability?: number | null;
  confidence: number;
}): number {
  return pick.fairProbability ?? pick.modelProbability ?? pick.confidence / 100;
}

/** What a pick's probability is made of, as its label says it (display.rules probabilityBasis). */
export function formatBasis(basis: ProbabilityBasis): string {
  switch (basis.kind) {
    case "consensus":
      return basis.books ? `Market consensus (no-vig, ${plural(basis.books, "book")})` : "Market consensus (no-vig)";
    case "pooled":
      return "Consensus + model";
    case "model-only":
      return "Model only (no prices)";
    case "model":
      return "Model only (older pick)";
    case "analyst":
      return "Analyst's estimate";
  }
}

/**
 * The range of band `index` of a list of bands (highest first, display.rules), as the legend writes it:
 * "80% or more", "60–79%", "below 60%" for whole percents; with `signed` (EV, one decimal) "+10% or more",
 * "+5% to +9.9%", "below +5%". Bands are judged on the figure shown, so these ranges have no gaps.
 */
export function formatBand<T extends string>(
  bands: readonly Band<T>[],
  index: number,
  { signed = false }: { signed?: boolean } = {},
): string {
  const percent = (value: number, digits = 0) => `${signed && value > 0 ? "+" : ""}${value.toFixed(digits)}%`;
  const from = bands[index]!.from;
  if (index === 0) return `${percent(from)} or more`;
  const above = bands[index - 1]!.from;
  if (index === bands.length - 1) return `below ${percent(above)}`;
  return signed ? `${percent(from)} to ${percent(above - 0.1, 1)}` : `${from}–${percent(above - 1)}`;
}

/** Text colour class of a tone, for figures shown outside a badge. */
export const TONE_TEXT_CLASS: Record<Tone, string> = {
  success: "text-success-strong",
  warning: "text-warning-strong",
  muted: "text-muted-foreground",
};

// Clock and kick-off texts are assembled by hand rather than with Intl.DateTimeFormat: they run while the
// live list renders in the browser, and the first DateTimeFormat a page builds loads locale and time-zone
// data on the main thread (14 ms measured in the Lighthouse run of /predictions, four times that in its
// mobile CPU model). The output is en-GB's, "Sept" included; the unit tests compare it with Intl.
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"] as const;

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/** Wall-clock time as HH:mm:ss (24-hour), in the viewer's time zone unless `zone` is "utc". */
export function formatClock(date: Date, zone: "local" | "utc" = "local"): string {
  const [hours, minutes, seconds] =
    zone === "utc"
      ? [date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()]
      : [date.getHours(), date.getMinutes(), date.getSeconds()];
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
}

/** A kick-off time in UTC as the cards show it: "Sat 14 Mar, 15:00". */
export function formatKickoff(iso: string): string {
  const date = new Date(iso);
  return (
    `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}, ` +
    `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`
  );
}

/** 'moneyline' → 'Moneyline', 'over_under' → 'Over/Under', '1x2' → '1X2'. */
export function formatMarket(market: string): string {
  const known: Record<string, string> = {
    "1x2": "1X2",
    btts: "Both Teams Score",
    over_under: "Over/Under",
    asian_handicap: "Asian Handicap",
    double_chance: "Double Chance",
    draw_no_bet: "Draw No Bet",
  };
  return known[market] ?? titleCase(market);
}

/** 'american-football' → 'American Football'. */
export function titleCase(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Kick-off in UTC ("Sat 14 Jun, 19:30 UTC"): the same on the server and in every browser. */
export function formatKickoffUtc(iso: string): string {
  return `${formatKickoff(iso)} UTC`;
}

/** "Pending" rather than PENDING: a pick's status in words. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();
}
