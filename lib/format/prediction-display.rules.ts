// The one home of every rule that decides how a pick is shown: the odds formats, which price is shown,
// the colours of a probability and of an EV, the tip levels, what a pick is (a value pick, a pick, or a
// forecast that is not a bet), and what its probability is made of. Cards, the detail page, /tips, the
// legend, the FAQ, the help page and the member lists read these constants and functions, so a legend can
// never say one threshold while a badge applies another (docs/decisions.md, "One home for the display
// rules"). Pure and client-safe: the live list and the tip cards run it in the browser. The texts of
// numbers are written by lib/format (odds.ts, predictions.ts).

// ── Odds formats ────────────────────────────────────────────────────────────────────────────────────────
// decimal (the default), American or fractional: lib/format/odds.rules.ts (ODDS_FORMATS, DEFAULT_ODDS_FORMAT), below
// every domain, since a member's stored preference (lib/accounts) is one of them. Where the viewer's choice
// is kept: ./odds-format.rules.ts.

// ── Which price is shown ──────────────────────────────────────────────────────────────────────────────

// A pick's price is the best one on offer across the bookmakers the pipeline read when the pick was
// published (the price a bettor could take), named with its bookmaker. Never an average: the average is
// only the odds-over-time line's, which says so.

/** The fair price of a probability, 1/p, at which a bet breaks even; null when there is none. */
export function fairPrice(probability: number | null | undefined): number | null {
  return probability !== null && probability !== undefined && probability > 0 && probability < 1
    ? 1 / probability
    : null;
}

// ── Colours and levels ─────────────────────────────────────────────────────────────────────────────────

/** The colour a figure is shown in: the badge variants and text colours of the theme (app/globals.css). */
export type Tone = "success" | "warning" | "muted";

export const TONE_COLOUR: Record<Tone, string> = { success: "green", warning: "amber", muted: "grey" };

/** A band of a figure: from `from` (inclusive) up to the next band's `from`. Highest band first. */
export interface Band<T extends string> {
  key: T;
  tone: Tone;
  from: number;
}

/** The list colours of a probability (the spec's "Confidence" list colours): 80 or more, 60 to 79, below. */
export const CONFIDENCE_BANDS: readonly Band<Tone>[] = [
  { key: "success", tone: "success", from: 80 },
  { key: "warning", tone: "warning", from: 60 },
  { key: "muted", tone: "muted", from: 0 },
];

export type TipLevel = "High" | "Medium" | "Low";

/** The tip badge: High at 80 or more, Medium at 65 to 79, Low below 65. */
export const TIP_LEVEL_BANDS: readonly Band<TipLevel>[] = [
  { key: "High", tone: "success", from: 80 },
  { key: "Medium", tone: "warning", from: 65 },
  { key: "Low", tone: "muted", from: 0 },
];

/** The colours of an EV, in percent of the stake (the spec's "Edge" colours): +10 or more, +5 to +9.9, below. */
export const EV_BANDS: readonly Band<Tone>[] = [
  { key: "success", tone: "success", from: 10 },
  { key: "warning", tone: "warning", from: 5 },
  { key: "muted", tone: "muted", from: -Infinity },
];

// Floating-point noise (0.29 × 100 = 28.999999999999996) must not drop a figure into the band below.
const EPSILON = 1e-9;

/**
 * A probability (0–100) as the whole percent shown: the percent it reaches, never rounded up. 79.99 reads
 * 79 %, so a figure and its colour always agree with the legend's "80 % or more": rounding would show an
 * amber 80 %. Every band is judged on this shown figure.
 */
export function shownPercent(confidence: number): number {
  return Math.floor(confidence + EPSILON);
}

/**
 * An EV (per unit staked) as the percent shown, one decimal, cut towards zero for the same reason: +9.99 %
 * reads +9.9 % and stays amber. The sign is the EV's own (a tiny positive EV reads +0.0 %).
 */
export function shownEvPercent(expectedValue: number): number {
  const tenths = Math.floor(Math.abs(expectedValue) * 1000 + EPSILON * 1000);
  return (Math.sign(expectedValue) * tenths) / 10;
}

/** The band a shown figure falls in. */
export function bandOf<T extends string>(bands: readonly Band<T>[], shown: number): Band<T> {
  return bands.find((band) => shown >= band.from) ?? bands.at(-1)!;
}

/** The list colour of a probability (0–100), judged on the percent shown. */
export function confidenceTone(confidence: number): Tone {
  return bandOf(CONFIDENCE_BANDS, shownPercent(confidence)).tone;
}

/** The colour of an EV (per unit staked), judged on the percent shown; unknown is grey. */
export function evTone(expectedValue: number | null | undefined): Tone {
  if (expectedValue === null || expectedValue === undefined || !Number.isFinite(expectedValue)) return "muted";
  return bandOf(EV_BANDS, shownEvPercent(expectedValue)).tone;
}

// ── What a pick is ─────────────────────────────────────────────────────────────────────────────────────

/**
 * - value: published as a value pick (its EV at the best price cleared the market's threshold) and that EV
 *   is positive: the bet the product recommends;
 * - pick: the most likely outcome at a price with a positive EV, below the value threshold;
 * - forecast: the EV at the best price is zero, negative or unknown. It is the fair probability of the
 *   likeliest outcome, not a bet: no pick or value badge, no colour, no level, never premium.
 */
export const PICK_KINDS = ["value", "pick", "forecast"] as const;
export type PickKind = (typeof PICK_KINDS)[number];

export const PICK_KIND_LABELS: Record<PickKind, string> = { value: "Value pick", pick: "Pick", forecast: "Forecast" };

export function pickKind(pick: { isValue?: boolean | null; expectedValue?: number | null }): PickKind {
  const ev = pick.expectedValue;
  if (ev === null || ev === undefined || !(ev > 0)) return "forecast";
  return pick.isValue === true ? "value" : "pick";
}

/** Whether a pick is a bet at all (a value pick or a pick): only those get colours, levels and premium. */
export const isBet = (kind: PickKind) => kind !== "forecast";

/** The colour of a pick's probability: its band when the pick is a bet, grey for a forecast. */
export function probabilityTone(confidence: number, kind: PickKind): Tone {
  return isBet(kind) ? confidenceTone(confidence) : "muted";
}

/** The tip level of a pick: its band when the pick is a bet; a forecast has none. */
export function tipLevel(confidence: number, kind: PickKind): TipLevel | null {
  return isBet(kind) ? bandOf(TIP_LEVEL_BANDS, shownPercent(confidence)).key : null;
}

// ── What a probability is made of ──────────────────────────────────────────────────────────────────────

/**
 * What a pick's probability rests on:
 * - consensus: the bookmakers' no-vig consensus alone (the model was not used);
 * - pooled: the consensus pooled with the model (its backtest earned it a place);
 * - model-only: the model alone, no bookmaker priced the market;
 * - model: a pick published before the fair forecast existed, whose probability was the model's;
 * - analyst: a pick entered by hand, with the analyst's stated confidence.
 */
export type ProbabilityBasis =
  | { kind: "consensus"; books: number | null }
  | { kind: "pooled"; books: number | null }
  | { kind: "model-only" }
  | { kind: "model" }
  | { kind: "analyst" };

export function probabilityBasis(pick: {
  fairBasis?: string | null;
  fairProbability?: number | null;
  modelProbability?: number | null;
  consensusBookmakers?: number | null;
  source?: string | null;
}): ProbabilityBasis {
  const books = pick.consensusBookmakers ?? null;
  if (pick.fairProbability !== null && pick.fairProbability !== undefined) {
    if (pick.fairBasis === "market+model") return { kind: "pooled", books };
    if (pick.fairBasis === "model-only") return { kind: "model-only" };
    return { kind: "consensus", books };
  }
  if (pick.source === "MANUAL") return { kind: "analyst" };
  return pick.modelProbability === null || pick.modelProbability === undefined
    ? { kind: "analyst" }
    : { kind: "model" };
}

/** The model badge appears only where the model shaped the probability. */
export function modelShaped(basis: ProbabilityBasis): boolean {
  return basis.kind === "pooled" || basis.kind === "model-only" || basis.kind === "model";
}

/** The short name of the model badge, and what it means. */
export const MODEL_BADGE = { label: "Model", title: "The model shaped this probability" } as const;

// ── Definitions ───────────────────────────────────────────────────────────────────────────────────────

/**
 * What each figure is, in one sentence each: the legend, the FAQ, the help page and the README say these
 * words. EV and edge are one number, so the pages use one term (EV); the API's `edge` field is the same EV
 * in percent of the stake.
 */
export const DEFINITIONS = {
  probability:
    "The fair probability that the pick wins: the bookmakers' prices with their margin removed (the no-vig " +
    "consensus), pooled with the model only where the model's backtest beat that consensus.",
  price: "The best price on offer when the pick was published, with the bookmaker offering it.",
  fairOdds: "The price at which a bet would break even: 1 ÷ the fair probability.",
  ev:
    "Expected value: what a one-unit stake returns on average at the price shown, fair probability × price − 1. " +
    "The track record calls the same number the stated edge.",
  value: "the EV at the best price is positive and clears its market's value threshold, chosen on past seasons.",
  pick: "the likeliest outcome at a price with a positive EV, below that threshold.",
  forecast: "the likeliest outcome, but the EV at the best price is zero or below, so it is not a bet.",
} as const;
