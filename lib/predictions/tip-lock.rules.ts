// A tip's pick locked or unlocked for one viewer. /tips is one static page, prerendered as a visitor in UTC
// sees it (picks beyond the free allowance and premium picks locked); the browser of a signed-in member, or of
// a visitor in another zone, then asks GET /api/predictions for the page's own kick-off range with its
// session and zone, which the server shapes as it shapes that viewer's list, and shows each tip as that
// answer does (docs/decisions.md, "One day boundary, in the viewer's time zone"). Client-safe: no I/O here.
import { formatConfidence, formatPickEv, pickProbability } from "@/lib/format/predictions.rules";
import {
  fairPrice,
  PICK_KIND_LABELS,
  pickKind,
  probabilityBasis,
  type PickKind,
  type ProbabilityBasis,
} from "@/lib/format/prediction-display.rules";

/** The most tips the page holds: the today's-predictions call's maximum (the page shows them 20 at a time). */
export const TIPS_MAX = 200;
/** The page size of the list call the browser re-reads the tips with (GET /api/predictions's maximum). */
export const TIPS_READ_PAGE = 100;

/**
 * The description of a tip whose pick is shown, saying what it is (display.rules pickKind): a value pick
 * or a pick with its EV, or a forecast whose price is no bet.
 */
export function tipDescription(pick: string, confidence: number, expectedValue: number | null, kind: PickKind): string {
  const odds = `${pick} at ${formatConfidence(confidence)}`;
  if (kind === "forecast") {
    return expectedValue === null
      ? `${PICK_KIND_LABELS.forecast}: ${odds}, with no EV at a bookmaker's price, so it is not a bet.`
      : `${PICK_KIND_LABELS.forecast}: ${odds}; the EV at the best price is ${formatPickEv(expectedValue)}, so it ` +
          `is not a bet.`;
  }
  return (
    `${PICK_KIND_LABELS[kind]}: ${odds} with an EV of ${formatPickEv(expectedValue)} per unit staked at the ` +
    `best price.`
  );
}

/** The fields of a pick a tip's display reads, as the list DTO names them (lib/predictions/predictions.dto.ts). */
export interface TipPickFigures {
  confidence: number;
  decimalOdds: number;
  expectedValue: number | null;
  isValue: boolean;
  fairProbability: number | null;
  fairBasis: string | null;
  consensusBookmakers: number | null;
  modelProbability: number | null;
  /** MODEL or MANUAL. */
  source: string;
}

/**
 * What a tip shows of a pick: its decimal price and fair price, what it is and what its probability is made
 * of, by the same rules as the prediction cards.
 */
export function tipDisplay(item: TipPickFigures): {
  decimalOdds: number;
  fairOdds: number | null;
  kind: PickKind;
  basis: ProbabilityBasis;
} {
  return {
    decimalOdds: item.decimalOdds,
    fairOdds: fairPrice(pickProbability(item)),
    kind: pickKind(item),
    basis: probabilityBasis(item),
  };
}

/** The description of a locked tip: why its pick is not shown. */
export function lockedTipDescription(isPremium: boolean): string {
  return isPremium
    ? "A premium pick: the selection, price and EV are for Premium, Enterprise and VIP members."
    : "Today's free picks are used up: Basic shows more each day, Premium and above every pick.";
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

/**
 * One pick as GET /api/predictions answers it for the viewer's session and zone: in full, or withheld
 * (lib/predictions/entitlements.rules.ts; a withheld item keeps no pick field).
 */
export type ViewerPick =
  | ({
      id: string;
      withheld: false;
      isPremium: boolean;
      pick: string;
      odds: number;
      edge: number | null;
    } & TipPickFigures)
  | { id: string; withheld: true; isPremium: boolean };

/** The viewer's answer by id. */
export function viewerPicksById(items: readonly ViewerPick[]): Map<string, ViewerPick> {
  return new Map(items.map((item) => [item.id, item]));
}

/**
 * The tip as the viewer's own answer shapes it: its pick shown when the answer has it in full, locked when
 * the answer withholds it (the page was rendered for a visitor counting UTC days, whose free picks are not
 * the viewer's), and as it was when the answer does not hold it.
 */
export function tipForViewer<T extends TipPickFields>(tip: T, picks: ReadonlyMap<string, ViewerPick>): T {
  const item = picks.get(tip.id);
  if (!item) return tip;
  if (item.withheld) {
    if (tip.locked) return tip;
    return {
      ...tip,
      locked: true,
      description: lockedTipDescription(item.isPremium),
      pick: null,
      confidence: null,
      odds: null,
      edge: null,
      expectedValue: null,
      decimalOdds: null,
      fairOdds: null,
      kind: null,
      basis: null,
    };
  }
  if (!tip.locked) return tip;
  const display = tipDisplay(item);
  return {
    ...tip,
    locked: false,
    description: tipDescription(item.pick, item.confidence, item.expectedValue, display.kind),
    pick: item.pick,
    confidence: item.confidence,
    odds: item.odds,
    edge: item.edge,
    expectedValue: item.expectedValue,
    ...display,
  };
}
