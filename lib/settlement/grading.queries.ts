import "server-only";

import { and, asc, eq, inArray, isNotNull, isNull, lt, notExists, notInArray } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { matches, predictions, type PredictionStatus } from "@/db/schema";

// The predictions table as grading reads and writes it: the picks waiting for their close or their result,
// the close recorded, the settlement written. SQL only; the rules are lib/settlement/*.rules.ts and the services.

/** PENDING model predictions whose match has a result or was called off: what settlement works through. */
export async function listPendingPredictionsForMatches(matchIds: string[], tx: DbOrTx = db) {
  if (matchIds.length === 0) return [];
  return tx
    .select()
    .from(predictions)
    .where(
      and(eq(predictions.status, "PENDING"), inArray(predictions.matchId, matchIds), isNotNull(predictions.selection)),
    );
}

/** Settles one prediction only while it is still PENDING, so a second run changes nothing. */
export async function settlePrediction(
  id: string,
  values: {
    status: Exclude<PredictionStatus, "PENDING">;
    stakeResult: number;
    resultNote: string;
    settledAt: Date;
    settlementSource: string;
  },
  tx: DbOrTx = db,
): Promise<boolean> {
  const rows = await tx
    .update(predictions)
    .set(values)
    .where(and(eq(predictions.id, id), eq(predictions.status, "PENDING"), isNull(predictions.settledAt)))
    .returning({ id: predictions.id });
  return rows.length > 0;
}

/**
 * Matches that have a result or were called off while predictions on them are still PENDING: the
 * settlement queue. Optionally limited to some matches.
 */
export async function listMatchesAwaitingSettlement(
  params: { matchIds?: readonly string[]; limit?: number } = {},
  tx: DbOrTx = db,
) {
  return tx
    .selectDistinct({
      id: matches.id,
      status: matches.status,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      provider: matches.provider,
    })
    .from(matches)
    .innerJoin(predictions, eq(predictions.matchId, matches.id))
    .where(
      and(
        eq(predictions.status, "PENDING"),
        inArray(matches.status, ["COMPLETED", "POSTPONED", "CANCELLED"]),
        params.matchIds ? inArray(matches.id, [...params.matchIds]) : undefined,
      ),
    )
    .limit(params.limit ?? 5000);
}

/** Stamps matches whose picks are all settled (no PENDING pick left), for the admin and the sports-data API. */
export async function markMatchesSettled(matchIds: readonly string[], at: Date, tx: DbOrTx = db): Promise<void> {
  if (matchIds.length === 0) return;
  const stillPending = tx
    .select({ id: predictions.id })
    .from(predictions)
    .where(and(eq(predictions.matchId, matches.id), eq(predictions.status, "PENDING")));
  await tx
    .update(matches)
    .set({ predictionsSettledAt: at })
    .where(and(inArray(matches.id, [...matchIds]), notExists(stillPending)));
}

/**
 * Picks whose match has kicked off and whose closing line is not recorded yet: published by the fair-forecast
 * pipeline (fairProbability set; older and manual picks have no close to compare with), with a machine
 * selection and a match that was not called off. Oldest kickoff first.
 */
export function listPicksAwaitingClose(
  params: { now: Date; matchIds?: readonly string[]; limit?: number },
  tx: DbOrTx = db,
) {
  return tx
    .select({
      id: predictions.id,
      matchId: predictions.matchId,
      market: predictions.market,
      selection: predictions.selection,
      line: predictions.line,
      decimalOdds: predictions.decimalOdds,
      modelId: predictions.modelId,
      modelVersion: predictions.modelVersion,
      kickoffAt: matches.kickoffAt,
    })
    .from(predictions)
    .innerJoin(matches, eq(matches.id, predictions.matchId))
    .where(
      and(
        isNull(predictions.closingCapturedAt),
        isNotNull(predictions.fairProbability),
        isNotNull(predictions.selection),
        lt(matches.kickoffAt, params.now),
        notInArray(matches.status, ["POSTPONED", "CANCELLED"]),
        params.matchIds ? inArray(matches.id, [...params.matchIds]) : undefined,
      ),
    )
    .orderBy(asc(matches.kickoffAt), asc(predictions.id))
    .limit(params.limit ?? 5000);
}

/** Stores a pick's closing line once: a pick that already has one is left as it is (returns false). */
export async function recordClosingLine(
  id: string,
  values: { closingProbability: number; closingBookmakers: number; closingCapturedAt: Date; clv: number },
  tx: DbOrTx = db,
): Promise<boolean> {
  const rows = await tx
    .update(predictions)
    .set(values)
    .where(and(eq(predictions.id, id), isNull(predictions.closingCapturedAt)))
    .returning({ id: predictions.id });
  return rows.length > 0;
}
