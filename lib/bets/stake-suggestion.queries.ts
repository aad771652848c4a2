import "server-only";

import { eq, inArray } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { memberStaking, predictions } from "@/db/schema";

// What the stake suggestions read: a member's staking settings (written by the staking settings), and the figures
// of the picks they are sized on.

export async function findStakingSettings(userId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      currency: memberStaking.currency,
      bankroll: memberStaking.bankroll,
      kellyFraction: memberStaking.kellyFraction,
      stakeCap: memberStaking.stakeCap,
    })
    .from(memberStaking)
    .where(eq(memberStaking.userId, userId))
    .limit(1);
  return row ? { ...row, bankroll: row.bankroll === null ? null : Number(row.bankroll) } : null;
}

/** What a stake is sized on, for picks by id: the probability and its basis, the published price and kick-off. */
export function listSuggestionPicks(ids: readonly string[], tx: DbOrTx = db) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: predictions.id,
      fairProbability: predictions.fairProbability,
      fairBasis: predictions.fairBasis,
      modelProbability: predictions.modelProbability,
      consensusBookmakers: predictions.consensusBookmakers,
      confidence: predictions.confidence,
      source: predictions.source,
      decimalOdds: predictions.decimalOdds,
      matchDate: predictions.matchDate,
    })
    .from(predictions)
    .where(inArray(predictions.id, [...ids]));
}
