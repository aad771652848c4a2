import "server-only";

import { settlePick } from "@/lib/settlement/settlement.rules";

import * as bets from "./bets.queries";

// Members' bets settle with their match by the same rule as the published picks (lib/settlement/settlement.rules.ts
// settlePick): a finished match settles them, a postponed or cancelled one voids them, quarter lines record their
// half results in the stake result. Idempotent: a settled bet is never settled again.

export async function settleMemberBets(options: { matchIds?: readonly string[]; now?: Date } = {}) {
  const now = options.now ?? new Date();
  let settled = 0;
  let unsettled = 0;
  for (const bet of await bets.listPendingBetsWithResults(options.matchIds ?? null)) {
    const outcome = settlePick(
      { market: bet.market, selection: bet.selection, line: bet.line },
      { status: bet.matchStatus, homeScore: bet.homeScore, awayScore: bet.awayScore },
    );
    if (!outcome) {
      unsettled += 1;
      continue;
    }
    if (await bets.recordBetSettlement(bet.id, { status: outcome.status, stakeResult: outcome.result, now })) {
      settled += 1;
    }
  }
  return { settled, unsettled };
}
