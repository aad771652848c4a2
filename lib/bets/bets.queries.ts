import "server-only";

import { and, desc, eq, inArray } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { matches, memberBets, predictions, type BetStatus } from "@/db/schema";

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

/** A published pick as a bet logged from it needs it: its match, market, selection, line and price. */
export async function readPickForBet(predictionId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      id: predictions.id,
      matchId: predictions.matchId,
      market: predictions.market,
      selection: predictions.selection,
      line: predictions.line,
      decimalOdds: predictions.decimalOdds,
      bookmaker: predictions.bookmaker,
    })
    .from(predictions)
    .where(and(eq(predictions.id, predictionId), eq(predictions.isPublished, true)))
    .limit(1);
  return row;
}

export async function readMatchForBet(matchId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({ id: matches.id, kickoffAt: matches.kickoffAt, status: matches.status })
    .from(matches)
    .where(eq(matches.id, matchId))
    .limit(1);
  return row;
}

export async function insertBet(values: typeof memberBets.$inferInsert, tx: DbOrTx = db) {
  const [row] = await tx.insert(memberBets).values(values).returning();
  return row!;
}

/** The member's own bet; undefined for another member's id, like a missing one. */
export async function deleteOwnBet(userId: string, id: string, tx: DbOrTx = db) {
  const rows = await tx
    .delete(memberBets)
    .where(and(eq(memberBets.id, id), eq(memberBets.userId, userId)))
    .returning({ id: memberBets.id });
  return rows.length > 0;
}

/** The member's bets, newest placed first. */
export function listOwnBets(userId: string, limit: number, tx: DbOrTx = db) {
  return tx
    .select()
    .from(memberBets)
    .where(eq(memberBets.userId, userId))
    .orderBy(desc(memberBets.placedAt), desc(memberBets.id))
    .limit(limit);
}
