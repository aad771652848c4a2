// A tip's pick locked or unlocked for one viewer. /tips is one static page, prerendered as a visitor in UTC
// sees it (picks beyond the free allowance and premium picks locked); the browser of a signed-in member, or of
// a visitor in another zone, then asks GET /api/predictions for the page's own kick-off range with its
// session and zone, which the server shapes as it shapes that viewer's list, and shows each tip as that
// answer does (docs/decisions.md, "One day boundary, in the viewer's time zone"). Client-safe: no I/O here.
import { formatExpectedValue } from "@/lib/format/predictions";

/** The most tips the page holds: the today's-predictions call's maximum (the page shows them 20 at a time). */
export const TIPS_MAX = 200;
/** The page size of the list call the browser re-reads the tips with (GET /api/predictions's maximum). */
export const TIPS_READ_PAGE = 100;

/** The description of a tip whose pick is shown. */
export function tipDescription(pick: string, confidence: number, expectedValue: number | null): string {
  return `${pick} at ${Math.round(confidence)}% confidence with an expected value of ${formatExpectedValue(expectedValue, "not available")} per unit staked.`;
}

/** The description of a locked tip: why its pick is not shown. */
export function lockedTipDescription(isPremium: boolean): string {
  return isPremium
    ? "A premium pick: the selection, odds and edge are for Premium, Enterprise and VIP members."
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
}

/**
 * One pick as GET /api/predictions answers it for the viewer's session and zone: in full, or withheld
 * (lib/subscriptions/entitlements.rules.ts; a withheld item keeps no pick field).
 */
export type ViewerPick =
  | { id: string; withheld: false; isPremium: boolean; pick: string; confidence: number; odds: number; edge: number | null; expectedValue: number | null }
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
    return { ...tip, locked: true, description: lockedTipDescription(item.isPremium), pick: null, confidence: null, odds: null, edge: null, expectedValue: null };
  }
  if (!tip.locked) return tip;
  return {
    ...tip,
    locked: false,
    description: tipDescription(item.pick, item.confidence, item.expectedValue),
    pick: item.pick,
    confidence: item.confidence,
    odds: item.odds,
    edge: item.edge,
    expectedValue: item.expectedValue,
  };
}
