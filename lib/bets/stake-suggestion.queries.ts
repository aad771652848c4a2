import "server-only";

import { inArray } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { predictions } from "@/db/schema";

// What the stake suggestions read besides the member's staking settings (bets.queries.ts readStaking): the
// figures of the picks they are sized on.

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
