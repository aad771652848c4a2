// A tip's pick locked or unlocked for one viewer. /tips is one static page, prerendered as a visitor sees
// it (picks beyond the free allowance and premium picks locked); a signed-in member's browser then asks
// GET /api/predictions/today with their session, which the server shapes for their plan, and unlocks the
// tips it answers in full. Client-safe: no I/O here.
import { formatConfidence, formatPickEv, pickProbability } from "@/lib/format/predictions";
import { fairPrice, PICK_KIND_LABELS, pickKind, probabilityBasis, type PickKind, type ProbabilityBasis } from "@/lib/predictions/display.rules";

/** The most tips the page holds: the today's-predictions call's maximum (the page shows them 20 at a time). */
export const TIPS_MAX = 200;

/**
 * The description of a tip whose pick is shown, saying what it is (display.rules pickKind): a value pick
 * or a pick with its EV, or a forecast whose price is no bet.
 */
export function tipDescription(pick: string, confidence: number, expectedValue: number | null, kind: PickKind): string {
  const odds = `${pick} at ${formatConfidence(confidence)}`;
  if (kind === "forecast") {
    return expectedValue === null
      ? `${PICK_KIND_LABELS.forecast}: ${odds}, with no EV at a bookmaker's price, so it is not a bet.`
      : `${PICK_KIND_LABELS.forecast}: ${odds}; the EV at the best price is ${formatPickEv(expectedValue)}, so it is not a bet.`;
  }
  return `${PICK_KIND_LABELS[kind]}: ${odds} with an EV of ${formatPickEv(expectedValue)} per unit staked at the best price.`;
}

/** The fields of one of today's picks (GET /api/predictions/today, snake_case) a tip's display reads. */
export interface TodayPickFigures {
  decimal_odds: number;
  expected_value: number | null;
  is_value: boolean;
  fair_probability: number | null;
  fair_basis: string | null;
  consensus_bookmakers: number | null;
  model_probability: number | null;
  /** 'AI' or 'Manual'. */
  source: string;
}

/**
 * What a tip shows of a today's pick: its decimal price and fair price, what it is and what its probability
 * is made of, by the same rules as the prediction cards.
 */
export function tipDisplay(item: TodayPickFigures & { confidence: number }): {
  decimalOdds: number;
  fairOdds: number | null;
  kind: PickKind;
  basis: ProbabilityBasis;
} {
  return {
    decimalOdds: item.decimal_odds,
    fairOdds: fairPrice(pickProbability({ fairProbability: item.fair_probability, modelProbability: item.model_probability, confidence: item.confidence })),
    kind: pickKind({ isValue: item.is_value, expectedValue: item.expected_value }),
    basis: probabilityBasis({
      fairProbability: item.fair_probability,
      fairBasis: item.fair_basis,
      consensusBookmakers: item.consensus_bookmakers,
      modelProbability: item.model_probability,
      source: item.source === "Manual" ? "MANUAL" : "MODEL",
    }),
  };
}

/** The description of a locked tip: why its pick is not shown. */
export function lockedTipDescription(isPremium: boolean): string {
  return isPremium ? "A premium pick: the selection, price and EV are for Premium members." : "Today's free picks are used up: members see this pick.";
}

/** The fields of a tip that depend on whether the viewer may see its pick. */
export interface TipPickFields {
  id: string;
  locked: boolean;
  description: string;
  pick: string | null;
  confidence: number | null;
  odds: number | null;
  edge: number | null;
  expectedValue: number | null;
  /** The decimal price (the best at publication) and the fair price 1/p; null when locked. */
  decimalOdds: number | null;
  fairOdds: number | null;
  /** What the pick is and what its probability is made of (display.rules); null when locked. */
  kind: PickKind | null;
  basis: ProbabilityBasis | null;
}

/** One of today's picks as GET /api/predictions/today answers it in full for this viewer. */
export interface FullTodayPick extends TodayPickFigures {
  id: string;
  withheld: false;
  pick: string;
  confidence: number;
  odds: number;
  edge: number | null;
}

/** Today's picks the viewer's session sees in full, by id (withheld items are left out). */
export function fullPicksById(items: readonly { id: string; withheld?: boolean }[]): Map<string, FullTodayPick> {
  const full = new Map<string, FullTodayPick>();
  for (const item of items) if (item.withheld === false) full.set(item.id, item as FullTodayPick);
  return full;
}

/** The tip with its pick shown when the viewer's session got it in full; otherwise the tip as it was. */
export function unlockTip<T extends TipPickFields>(tip: T, full: ReadonlyMap<string, FullTodayPick>): T {
  const item = tip.locked ? full.get(tip.id) : undefined;
  if (!item) return tip;
  const display = tipDisplay(item);
  return {
    ...tip,
    locked: false,
    description: tipDescription(item.pick, item.confidence, item.expected_value, display.kind),
    pick: item.pick,
    confidence: item.confidence,
    odds: item.odds,
    edge: item.edge,
    expectedValue: item.expected_value,
    ...display,
  };
}
