// A tip's pick locked or unlocked for one viewer. /tips is one static page, prerendered as a visitor sees
// it (picks beyond the free allowance and premium picks locked); a signed-in member's browser then asks
// GET /api/predictions/today with their session, which the server shapes for their plan, and unlocks the
// tips it answers in full. Client-safe: no I/O here.
import { formatExpectedValue } from "@/lib/format/predictions";

/** The most tips the page holds: the today's-predictions call's maximum (the page shows them 20 at a time). */
export const TIPS_MAX = 200;

/** The description of a tip whose pick is shown. */
export function tipDescription(pick: string, confidence: number, expectedValue: number | null): string {
  return `${pick} at ${Math.round(confidence)}% confidence with an expected value of ${formatExpectedValue(expectedValue, "not available")} per unit staked.`;
}

/** The description of a locked tip: why its pick is not shown. */
export function lockedTipDescription(isPremium: boolean): string {
  return isPremium ? "A premium pick: the selection, odds and edge are for Premium members." : "Today's free picks are used up: members see this pick.";
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

/** One of today's picks as GET /api/predictions/today answers it in full for this viewer. */
export interface FullTodayPick {
  id: string;
  withheld: false;
  pick: string;
  confidence: number;
  odds: number;
  edge: number | null;
  expected_value: number | null;
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
  return {
    ...tip,
    locked: false,
    description: tipDescription(item.pick, item.confidence, item.expected_value),
    pick: item.pick,
    confidence: item.confidence,
    odds: item.odds,
    edge: item.edge,
    expectedValue: item.expected_value,
  };
}
