import "server-only";

import * as gradingQueries from "@/lib/settlement/grading.queries";
import { logger } from "@/lib/logger";

import { settlePick } from "./settlement.rules";
import { revalidatePublicData } from "@/lib/cache/revalidate";
import { CACHE_TAGS } from "@/lib/cache/tags";

// Settlement: when a match has its final result (or is postponed or cancelled), every PENDING pick on it
// becomes WIN, LOSS or VOID by the rules in settlement-rules.ts. Idempotent by construction: a prediction
// is only ever updated while still PENDING, so a second run (or a retried job) changes nothing.

export interface SettlementSummary {
  matches: number;
  settled: number;
  won: number;
  lost: number;
  voided: number;
  /** PENDING picks left alone (free-text manual picks, which an admin settles by hand). */
  skipped: number;
}

export async function settleFinishedMatches(
  options: { matchIds?: readonly string[]; now?: Date } = {},
): Promise<SettlementSummary> {
  const now = options.now ?? new Date();
  const summary: SettlementSummary = { matches: 0, settled: 0, won: 0, lost: 0, voided: 0, skipped: 0 };
  const finished = await gradingQueries.listMatchesAwaitingSettlement({ matchIds: options.matchIds });
  const byId = new Map(finished.map((match) => [match.id, match]));
  const pending = await gradingQueries.listPendingPredictionsForMatches([...byId.keys()]);
  summary.matches = finished.length;

  for (const prediction of pending) {
    const match = byId.get(prediction.matchId!);
    const outcome = match && settlePick(prediction, match);
    if (!outcome) {
      summary.skipped += 1;
      continue;
    }
    const changed = await gradingQueries.settlePrediction(prediction.id, {
      status: outcome.status,
      stakeResult: outcome.result,
      resultNote: outcome.note,
      settledAt: now,
      settlementSource: match.provider,
    });
    if (!changed) continue;
    summary.settled += 1;
    if (outcome.status === "WIN") summary.won += 1;
    else if (outcome.status === "LOSS") summary.lost += 1;
    else summary.voided += 1;
  }
  await gradingQueries.markMatchesSettled([...byId.keys()], now);
  logger.info("predictions.settled", { ...summary });
  if (summary.settled > 0) await revalidatePublicData([CACHE_TAGS.predictions]);
  return summary;
}
