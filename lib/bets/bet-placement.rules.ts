// When and how much a bet may be recorded for, whichever way it arrives (one bet from the form, or each row of a CSV
// import): a bet is placed before its match kicks off (an in-play price has no close to be judged against, and a bet
// "placed" after the result is known is no bet), never in the future, and never for more than the member's whole
// bankroll when they have set one.

/** How far ahead of the server's clock a placement time may be (the member's clock may run a little fast). */
const CLOCK_SKEW_MS = 60_000;

export interface PlacementIssue {
  path: "placedAt" | "stake";
  message: string;
}

/** The issues with a bet's time and stake; a field left out (an edit that keeps it) is not checked. */
export function placementIssues(
  bet: { placedAt?: Date; stake?: number },
  context: { kickoffAt: Date; bankroll: number | null; now: Date },
): PlacementIssue[] {
  const issues: PlacementIssue[] = [];
  if (bet.placedAt && bet.placedAt.getTime() > context.now.getTime() + CLOCK_SKEW_MS) {
    issues.push({ path: "placedAt", message: "A bet cannot be placed in the future." });
  } else if (bet.placedAt && bet.placedAt.getTime() >= context.kickoffAt.getTime()) {
    issues.push({ path: "placedAt", message: "The tracker records bets placed before kick-off." });
  }
  if (bet.stake !== undefined && context.bankroll !== null && bet.stake > context.bankroll) {
    issues.push({ path: "stake", message: `The stake is more than your bankroll (${context.bankroll}).` });
  }
  return issues;
}
