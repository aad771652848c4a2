import "server-only";

import { and, eq, inArray } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { matches, memberBets, type BetStatus } from "@/db/schema";

// The member bets' SQL: pending bets on matches with their result, and recording a settlement.

/** Pending bets on these matches (every match when none given), with each match's status and score. */
export function listPendingBetsWithResults(matchIds: readonly string[] | null, tx: DbOrTx = db) {
  return tx
    .select({
      id: memberBets.id,
      market: memberBets.market,
      selection: memberBets.selection,
      line: memberBets.line,
      matchStatus: matches.status,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
    })
    .from(memberBets)
    .innerJoin(matches, eq(matches.id, memberBets.matchId))
    .where(
      and(
        eq(memberBets.status, "PENDING"),
        inArray(matches.status, ["COMPLETED", "POSTPONED", "CANCELLED"]),
        matchIds ? inArray(memberBets.matchId, [...matchIds]) : undefined,
      ),
    );
}

/** Settles one pending bet (a bet settled meanwhile is left as it is); true when it changed. */
export async function recordBetSettlement(
  id: string,
  outcome: { status: Exclude<BetStatus, "PENDING">; stakeResult: number; now: Date },
  tx: DbOrTx = db,
) {
  const rows = await tx
    .update(memberBets)
    .set({ status: outcome.status, stakeResult: outcome.stakeResult, settledAt: outcome.now })
    .where(and(eq(memberBets.id, id), eq(memberBets.status, "PENDING")))
    .returning({ id: memberBets.id });
  return rows.length > 0;
}
