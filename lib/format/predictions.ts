// Display rules for predictions and the figures around them: pure, client-safe and locale-fixed (the
// server-rendered HTML and the browser's hydration produce the same text). The one home of each format:
// the prediction card, the live list, the detail page, the tips and the browse pages all use these.

/** The colour a value is shown in: the badge variants and text colours of the theme (app/globals.css). */
export type Tone = "success" | "warning" | "muted";

/** American odds with a plus sign when positive: +150, -120. */
export function formatAmericanOdds(odds: number): string {
  const whole = Math.round(odds);
  return whole > 0 ? `+${whole}` : `${whole}`;
}

/** Edge in points, one decimal, plus sign when positive: +6.2, -1.5, 0.0. Null (no market price) shows a dash. */
export function formatEdge(edge: number | null | undefined): string {
  if (edge === null || edge === undefined || !Number.isFinite(edge)) return "—";
  const fixed = edge.toFixed(1);
  // -0.04 rounds to "-0.0": show a plain zero.
  if (Number(fixed) === 0) return "0.0";
  return edge > 0 ? `+${fixed}` : fixed;
}

/** Confidence 0-100 as a whole percent: "72%". */
export function formatConfidence(confidence: number): string {
  return `${Math.round(confidence)}%`;
}

/** A probability 0..1 as a percent with one decimal: 0.5234 → "52.3%". Null shows a dash. */
export function formatProbability(probability: number | null | undefined): string {
  if (probability === null || probability === undefined || !Number.isFinite(probability)) return "—";
  return `${(probability * 100).toFixed(1)}%`;
}

/** Expected value per unit staked as a signed percent: 0.083 → "+8.3%"; unknown shows `missing` ("—" by default). */
export function formatExpectedValue(expectedValue: number | null | undefined, missing = "—"): string {
  if (expectedValue === null || expectedValue === undefined || !Number.isFinite(expectedValue)) return missing;
  const fixed = (expectedValue * 100).toFixed(1);
  if (Number(fixed) === 0) return "0.0%";
  return expectedValue > 0 ? `+${fixed}%` : `${fixed}%`;
}

/**
 * The probability a pick's figures follow: the fair probability (consensus pooled with the model), else on
 * rows made before it existed the model's, else the stated confidence (manual picks).
 */
export function pickProbability(pick: { fairProbability?: number | null; modelProbability?: number | null; confidence: number }): number {
  return pick.fairProbability ?? pick.modelProbability ?? pick.confidence / 100;
}

/** Fair decimal odds of a probability (1/p), two decimals: 0.4 → "2.50". */
export function formatFairOdds(probability: number | null | undefined): string {
  if (probability === null || probability === undefined || !(probability > 0)) return "—";
  return (1 / probability).toFixed(2);
}

/**
 * Whether a pick carries the "Value" label: only a pick published as a value pick whose expected value at
 * the taken price is positive. A likely outcome at a short price is a forecast, not a bet.
 */
export function isValueLabel(isValue: boolean | null | undefined, expectedValue: number | null | undefined): boolean {
  return isValue === true && expectedValue !== null && expectedValue !== undefined && expectedValue > 0;
}

/**
 * Colour of a pick's probability: green/amber for a likely outcome only when the expected value at the taken
 * price is positive. A high probability with EV ≤ 0 (or unknown) stays a plain, muted figure, so no colour
 * reads as a recommendation to bet on a price that loses money.
 */
export function probabilityTone(confidence: number, expectedValue: number | null | undefined): Tone {
  if (expectedValue === null || expectedValue === undefined || !(expectedValue > 0)) return "muted";
  return confidenceTone(confidence);
}

/** Confidence colour: 80 or more success, 60 to 79 warning, lower muted. */
export function confidenceTone(confidence: number): Tone {
  if (confidence >= 80) return "success";
  if (confidence >= 60) return "warning";
  return "muted";
}

/** Edge colour: 10 or more success, 5 to 9.99 warning, lower (or unknown) muted. */
export function edgeTone(edge: number | null | undefined): Tone {
  if (edge === null || edge === undefined || !Number.isFinite(edge)) return "muted";
  if (edge >= 10) return "success";
  if (edge >= 5) return "warning";
  return "muted";
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
    zone === "utc" ? [date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()] : [date.getHours(), date.getMinutes(), date.getSeconds()];
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
}

/** A kick-off time in UTC as the cards show it: "Sat 14 Mar, 15:00". */
export function formatKickoff(iso: string): string {
  const date = new Date(iso);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
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
