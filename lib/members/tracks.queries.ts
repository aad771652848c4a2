import "server-only";

import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { leagues, predictionTracks, predictions, type PredictionStatus } from "@/db/schema";

// Predictions a member follows: SQL only. Every query is scoped to one user and reads only published
// predictions (an unpublished one is invisible to members everywhere, so it leaves their history too).
// Each track carries a copy of its pick's match date, published flag and status (kept by triggers), so the
// member's lists filter and sort on the member's own index entries and join the pick only for the rows shown.

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

const t = predictionTracks;
const PUBLISHED = sql`${t.isPublished}`;
const DECIDED = sql`${t.status} in ('WIN', 'LOSS')`;

function trackedWhere(filters: TrackedFilters): SQL | undefined {
  return and(
    eq(t.userId, filters.userId),
    // Written as literals, not bound parameters: the partial indexes' predicates must be provable from the
    // query text for a prepared statement's generic plan to use them.
    PUBLISHED,
    filters.from ? gte(t.matchDate, filters.from) : undefined,
    filters.until ? lt(t.matchDate, filters.until) : undefined,
    filters.status ? eq(t.status, filters.status) : undefined,
    filters.league ? eq(predictions.leagueId, filters.league) : undefined,
    filters.predictionId ? eq(t.predictionId, filters.predictionId) : undefined,
  );
}

/** A prediction as a member's lists show it (followed picks here, favourites in favorites.queries.ts). */
export const memberPredictionColumns = {
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
  decimalOdds: predictions.decimalOdds,
  confidence: predictions.confidence,
};

const trackedItem = {
  id: predictions.id,
  trackedAt: predictionTracks.createdAt,
  ...memberPredictionColumns,
  resultNote: predictions.resultNote,
};

// Newest match first: the order in which results arrive, and the order of the dashboard's streak. Written
// key for key as the prediction_tracks_member_* indexes (direction and nulls), so a page reads its rows only.
const NEWEST_FIRST = [desc(t.matchDate), desc(t.createdAt), asc(t.id)];

function selectTracked(tx: DbOrTx, where: SQL | undefined) {
  return tx
    .select(trackedItem)
    .from(t)
    .innerJoin(predictions, eq(predictions.id, t.predictionId))
    .innerJoin(leagues, eq(leagues.id, predictions.leagueId))
    .where(where)
    .orderBy(...NEWEST_FIRST);
}

export async function listTrackedPredictions(
  params: TrackedFilters & { page: number; limit: number },
  tx: DbOrTx = db,
) {
  const where = trackedWhere(params);
  const counted = tx.select({ value: count() }).from(t);
  const [rows, [total]] = await Promise.all([
    selectTracked(tx, where)
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    // Only the League filter needs the pick itself; the other filters are on the track's copies.
    (params.league ? counted.innerJoin(predictions, eq(predictions.id, t.predictionId)) : counted).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
export type TrackedPredictionItem = Awaited<ReturnType<typeof listTrackedPredictions>>["rows"][number];

/** The member's `limit` newest tracked picks (the dashboard's list): no count, `limit` index entries read. */
export function listNewestTrackedPredictions(
  userId: string,
  limit: number,
  tx: DbOrTx = db,
): Promise<TrackedPredictionItem[]> {
  return selectTracked(tx, trackedWhere({ userId })).limit(limit);
}

/**
 * The few columns the dashboard statistics need, for every tracked pick, newest match first: read from the
 * picks themselves, not the tracks' copies, as the full recomputation the kept sums and copies are tested against.
 */
export function listTrackedPicksForStats(userId: string, tx: DbOrTx = db) {
  return tx
    .select({
      status: predictions.status,
      odds: predictions.odds,
      confidence: predictions.confidence,
      matchDate: predictions.matchDate,
      stakeResult: predictions.stakeResult,
    })
    .from(t)
    .innerJoin(predictions, eq(predictions.id, t.predictionId))
    .where(and(eq(t.userId, userId), eq(predictions.isPublished, true)))
    .orderBy(desc(predictions.matchDate), desc(t.createdAt), asc(t.id));
}

/**
 * Statuses of the member's decided (WIN/LOSS) tracked picks, newest match first, `limit` of them: enough to
 * count the current streak without reading the whole history. Read from the decided-picks index alone.
 */
export async function listDecidedStatusesNewestFirst(
  userId: string,
  limit: number,
  tx: DbOrTx = db,
): Promise<PredictionStatus[]> {
  const rows = await tx
    .select({ status: t.status })
    .from(t)
    .where(and(trackedWhere({ userId }), DECIDED))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
  return rows.map((row) => row.status!);
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
