import "server-only";

import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { leagues, predictionTracks, predictions, type PredictionStatus } from "@/db/schema";

// Predictions a member follows: SQL only. Every query is scoped to one user and reads only published
// predictions (an unpublished one is invisible to members everywhere, so it leaves their history too).

export interface TrackedFilters {
  userId: string;
  /** Match date from this instant (inclusive). */
  from?: Date;
  /** Match date before this instant (exclusive). */
  until?: Date;
  status?: PredictionStatus;
  league?: string;
  predictionId?: string;
}

function trackedWhere(filters: TrackedFilters): SQL | undefined {
  return and(
    eq(predictionTracks.userId, filters.userId),
    eq(predictions.isPublished, true),
    filters.from ? gte(predictions.matchDate, filters.from) : undefined,
    filters.until ? lt(predictions.matchDate, filters.until) : undefined,
    filters.status ? eq(predictions.status, filters.status) : undefined,
    filters.league ? eq(predictions.leagueId, filters.league) : undefined,
    filters.predictionId ? eq(predictionTracks.predictionId, filters.predictionId) : undefined,
  );
}

const trackedItem = {
  id: predictions.id,
  trackedAt: predictionTracks.createdAt,
  sport: predictions.sportId,
  league: predictions.leagueId,
  leagueName: leagues.name,
  homeTeam: predictions.homeTeam,
  awayTeam: predictions.awayTeam,
  matchDate: predictions.matchDate,
  market: predictions.market,
  pick: predictions.pick,
  status: predictions.status,
  isPremium: predictions.isPremium,
  odds: predictions.odds,
  confidence: predictions.confidence,
  resultNote: predictions.resultNote,
};

// Newest match first: the order in which results arrive, and the order of the dashboard's streak.
const NEWEST_FIRST = [desc(predictions.matchDate), desc(predictionTracks.createdAt), asc(predictionTracks.id)];

export async function listTrackedPredictions(params: TrackedFilters & { page: number; limit: number }, tx: DbOrTx = db) {
  const where = trackedWhere(params);
  const [rows, [total]] = await Promise.all([
    tx
      .select(trackedItem)
      .from(predictionTracks)
      .innerJoin(predictions, eq(predictions.id, predictionTracks.predictionId))
      .innerJoin(leagues, eq(leagues.id, predictions.leagueId))
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    tx
      .select({ value: count() })
      .from(predictionTracks)
      .innerJoin(predictions, eq(predictions.id, predictionTracks.predictionId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
export type TrackedPredictionItem = Awaited<ReturnType<typeof listTrackedPredictions>>["rows"][number];

/** The few columns the dashboard statistics need, for every tracked pick, newest match first. */
export function listTrackedPicksForStats(userId: string, tx: DbOrTx = db) {
  return tx
    .select({ status: predictions.status, odds: predictions.odds, confidence: predictions.confidence, matchDate: predictions.matchDate })
    .from(predictionTracks)
    .innerJoin(predictions, eq(predictions.id, predictionTracks.predictionId))
    .where(trackedWhere({ userId }))
    .orderBy(...NEWEST_FIRST);
}

/**
 * Statuses of the member's decided (WIN/LOSS) tracked picks, newest match first, `limit` of them: enough to
 * count the current streak without reading the whole history.
 */
export async function listDecidedStatusesNewestFirst(userId: string, limit: number, tx: DbOrTx = db): Promise<PredictionStatus[]> {
  const rows = await tx
    .select({ status: predictions.status })
    .from(predictionTracks)
    .innerJoin(predictions, eq(predictions.id, predictionTracks.predictionId))
    .where(and(trackedWhere({ userId }), inArray(predictions.status, ["WIN", "LOSS"])))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
  return rows.map((row) => row.status);
}

/** The ids of every prediction the user follows (the Follow buttons' state). */
export async function listTrackedPredictionIds(userId: string, tx: DbOrTx = db): Promise<string[]> {
  const rows = await tx
    .select({ id: predictionTracks.predictionId })
    .from(predictionTracks)
    .innerJoin(predictions, eq(predictions.id, predictionTracks.predictionId))
    .where(trackedWhere({ userId }))
    .orderBy(desc(predictionTracks.createdAt));
  return rows.map((row) => row.id);
}

/** The leagues of the user's tracked picks: the options of the League filter. */
export function listTrackedLeagues(userId: string, tx: DbOrTx = db) {
  return tx
    .selectDistinct({ id: leagues.id, name: leagues.name })
    .from(predictionTracks)
    .innerJoin(predictions, eq(predictions.id, predictionTracks.predictionId))
    .innerJoin(leagues, eq(leagues.id, predictions.leagueId))
    .where(trackedWhere({ userId }))
    .orderBy(asc(leagues.name));
}

/** Follows the prediction unless already followed; true when a row was created. */
export async function createTrack(userId: string, predictionId: string, tx: DbOrTx = db): Promise<boolean> {
  const rows = await tx
    .insert(predictionTracks)
    .values({ userId, predictionId })
    .onConflictDoNothing()
    .returning({ id: predictionTracks.id });
  return rows.length > 0;
}

/** Stops following; only the user's own row can match. True when one was removed. */
export async function deleteTrack(userId: string, predictionId: string, tx: DbOrTx = db): Promise<boolean> {
  const rows = await tx
    .delete(predictionTracks)
    .where(and(eq(predictionTracks.userId, userId), eq(predictionTracks.predictionId, predictionId)))
    .returning({ id: predictionTracks.id });
  return rows.length > 0;
}

/** A published prediction's id, or null (what may be followed). */
export async function getPublishedPredictionId(id: string, tx: DbOrTx = db): Promise<string | null> {
  const [row] = await tx
    .select({ id: predictions.id })
    .from(predictions)
    .where(and(eq(predictions.id, id), eq(predictions.isPublished, true)))
    .limit(1);
  return row?.id ?? null;
}
