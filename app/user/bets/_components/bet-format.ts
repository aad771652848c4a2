import { formatMarket } from "@/lib/format/predictions.rules";

// How the tracker writes a bet's selection: with the teams' names, its line and its market.

export interface BetWhat {
  market: string;
  selection: string;
  line: number | null;
  homeTeam: string;
  awayTeam: string;
}

const signedLine = (line: number) => (line > 0 ? `+${line}` : `${line}`);

/** "Arsenal −0.25 (Asian Handicap)", "Over 2.5 (Over/Under)", "Draw (1X2)". */
export function formatSelection(bet: BetWhat): string {
  const team = bet.selection === "home" ? bet.homeTeam : bet.selection === "away" ? bet.awayTeam : null;
  let what: string;
  // Lines are stored from the home side (lib/settlement/settlement.rules.ts): the away team's is the opposite.
  if (team) what = bet.line === null ? team : `${team} ${signedLine(bet.selection === "away" ? -bet.line : bet.line)}`;
  else if (bet.selection === "over" || bet.selection === "under") {
    what = `${bet.selection === "over" ? "Over" : "Under"}${bet.line === null ? "" : ` ${bet.line}`}`;
  } else if (bet.selection === "draw") what = "Draw";
  else if (bet.selection === "yes" || bet.selection === "no") what = bet.selection === "yes" ? "Yes" : "No";
  else what = bet.selection;
  return `${what} (${formatMarket(bet.market)})`;
}
