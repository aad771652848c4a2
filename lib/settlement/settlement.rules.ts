// How a pick settles against a final result. Pure: the settlement service feeds it stored rows.
//
// - A postponed or cancelled match voids every pick on it (stakes returned).
// - Only a COMPLETED match settles; anything else (upcoming, live) leaves the pick PENDING.
// - Lines are from the home side for spreads and handicaps (home -1.5 means home must win by 2+).
// - A push on a whole-number line (total exactly 3 on over/under 3; margin exactly 3 on -3) is VOID.
// - Quarter lines (2.25, -0.75) are two half-stakes on the neighbouring half and whole lines. A WIN/LOSS/
//   VOID status cannot say "half won", so half-won settles WIN and half-lost LOSS; the outcome's `result`
//   (stored as the pick's stake result) carries the exact split the profit is computed from, the note
//   says it in words.
// - A tie in a two-way moneyline (e.g. an NFL tie) voids it; draw no bet voids on a draw.

type SettledStatus = "WIN" | "LOSS" | "VOID";

export interface SettlementInput {
  market: string;
  selection: string | null;
  line: number | null;
}

export interface MatchResult {
  status: "UPCOMING" | "LIVE" | "COMPLETED" | "POSTPONED" | "CANCELLED";
  homeScore: number | null;
  awayScore: number | null;
}

export interface SettlementOutcome {
  status: SettledStatus;
  /** Fraction of the stake's winnings earned: 1 full win, 0.5 half win, 0 push, −0.5 half loss, −1 loss. */
  result: number;
  note: string;
}

/** Null when the pick cannot be settled yet (match not finished) or not automatically (free-text pick). */
export function settlePick(pick: SettlementInput, match: MatchResult): SettlementOutcome | null {
  if (match.status === "POSTPONED" || match.status === "CANCELLED") {
    return { status: "VOID", result: 0, note: `Match ${match.status.toLowerCase()}` };
  }
  if (match.status !== "COMPLETED" || match.homeScore === null || match.awayScore === null || !pick.selection)
    return null;
  const home = match.homeScore;
  const away = match.awayScore;
  const score = `Final ${home}-${away}`;
  const outcome = (won: boolean) => fromResult(won ? 1 : -1, score);

  switch (pick.market) {
    case "1x2":
      return outcome(pick.selection === (home > away ? "home" : home < away ? "away" : "draw"));
    case "moneyline":
    case "draw_no_bet":
      if (home === away) return { status: "VOID", result: 0, note: `${score}: draw, stake returned` };
      return outcome(pick.selection === (home > away ? "home" : "away"));
    case "double_chance": {
      const result = home > away ? "1" : home < away ? "2" : "X";
      return outcome(pick.selection.includes(result));
    }
    case "btts":
      return outcome((pick.selection === "yes") === (home > 0 && away > 0));
    case "over_under":
    case "total":
      if (pick.line === null) return null;
      return fromResult(lineResult((home + away - pick.line) * (pick.selection === "over" ? 1 : -1), pick.line), score);
    case "spread":
    case "asian_handicap": {
      if (pick.line === null) return null;
      // The home side's margin after its handicap; the away side holds the mirror of it.
      const adjusted = home - away + pick.line;
      return fromResult(lineResult(pick.selection === "home" ? adjusted : -adjusted, pick.line), score);
    }
    default:
      return null;
  }
}

/**
 * Result of a line bet from the pick's point of view: `margin` > 0 wins. Quarter lines split the stake
 * over the two nearest half/whole lines (e.g. 2.25 → 2 and 2.5), so the margin is judged at both.
 */
function lineResult(margin: number, line: number): number {
  const quarter = Math.abs((line * 4) % 2) === 1;
  if (!quarter) return Math.sign(margin);
  return (Math.sign(margin - 0.25) + Math.sign(margin + 0.25)) / 2;
}

function fromResult(result: number, score: string): SettlementOutcome {
  if (result >= 1) return { status: "WIN", result: 1, note: score };
  if (result <= -1) return { status: "LOSS", result: -1, note: score };
  if (result === 0) return { status: "VOID", result: 0, note: `${score}: push, stake returned` };
  return result > 0
    ? { status: "WIN", result: 0.5, note: `${score}: half won, half returned` }
    : { status: "LOSS", result: -0.5, note: `${score}: half lost, half returned` };
}
