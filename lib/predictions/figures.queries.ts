import "server-only";

import { and, eq, gte, lt, or, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { matches, predictions } from "@/db/schema";

// Counts of published picks for the home page's figures: SQL only. Windows arrive as dates.

const p = predictions;
const averageConfidence = sql<number | null>`avg(${p.confidence})::float8`.mapWith((value) => (value === null ? null : Number(value)));

/** Published picks whose match starts in [from, to): how many, their mean confidence and distinct markets. */
export async function getPublishedPickFigures(params: { from: Date; to?: Date }, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      averageConfidence,
      markets: sql<number>`count(distinct ${p.market})`.mapWith(Number),
    })
    .from(p)
    .where(and(eq(p.isPublished, true), gte(p.matchDate, params.from), params.to ? lt(p.matchDate, params.to) : undefined));
  return row!;
}

/**
 * Published PENDING picks on matches in play (match status LIVE) or kicking off in [now, until): the
 * live teaser. A pick counts as live when its match is LIVE, whatever the clock says.
 */
export async function getLiveAndUpcomingFigures(params: { now: Date; until: Date; highConfidence: number }, tx: DbOrTx = db) {
  const isLive = sql`${matches.status} = 'LIVE'`;
  const [row] = await tx
    .select({
      live: sql<number>`count(*) filter (where ${isLive})`.mapWith(Number),
      upcoming: sql<number>`count(*) filter (where ${matches.status} is distinct from 'LIVE')`.mapWith(Number),
      averageConfidence,
      highConfidence: sql<number>`count(*) filter (where ${p.confidence} >= ${params.highConfidence})`.mapWith(Number),
    })
    .from(p)
    .leftJoin(matches, eq(matches.id, p.matchId))
    .where(
      and(
        eq(p.isPublished, true),
        eq(p.status, "PENDING"),
        or(isLive, and(gte(p.matchDate, params.now), lt(p.matchDate, params.until))),
      ),
    );
  return row!;
}
