import "server-only";

import { and, count, eq, gte, lt, not, or, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { matches, predictions } from "@/db/schema";
import type { PickVisibility } from "@/lib/predictions/entitlements.rules";

import { hiddenPick } from "./predictions.queries";

// Counts of published picks for the home page's figures: SQL only. Windows arrive as dates. The page is
// the same for everyone, so figures over a hidden field (confidence) count only the picks `visibility`
// (a visitor's) may read: a withheld pick's confidence would move the mean, or the count, by its value.

const p = predictions;

/** Mean confidence of the rows `visibility` may read (all rows when it is null). */
function averageConfidence(visibility: PickVisibility | null) {
  const hidden = hiddenPick(visibility);
  const mean = hidden ? sql`avg(${p.confidence}) filter (where not ${hidden})` : sql`avg(${p.confidence})`;
  return sql<number | null>`(${mean})::float8`.mapWith((value) => (value === null ? null : Number(value)));
}

/** How many rows `visibility` may read have a confidence of at least `threshold`. */
function countConfident(visibility: PickVisibility | null, threshold: number) {
  const hidden = hiddenPick(visibility);
  const confident = sql`${p.confidence} >= ${threshold}`;
  return sql<number>`count(*) filter (where ${hidden ? and(not(hidden), confident) : confident})`.mapWith(Number);
}

/** Published picks whose match starts in [from, to): how many, their mean confidence and distinct markets. */
export async function getPublishedPickFigures(
  params: { from: Date; to?: Date },
  visibility: PickVisibility | null = null,
  tx: DbOrTx = db,
) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      averageConfidence: averageConfidence(visibility),
      markets: sql<number>`count(distinct ${p.market})`.mapWith(Number),
    })
    .from(p)
    .where(
      and(eq(p.isPublished, true), gte(p.matchDate, params.from), params.to ? lt(p.matchDate, params.to) : undefined),
    );
  return row!;
}

/**
 * Published PENDING picks on matches in play (match status LIVE) or kicking off in [now, until): the
 * live teaser. A pick counts as live when its match is LIVE, whatever the clock says.
 */
export async function getLiveAndUpcomingFigures(
  params: { now: Date; until: Date; highConfidence: number },
  visibility: PickVisibility | null = null,
  tx: DbOrTx = db,
) {
  const isLive = sql`${matches.status} = 'LIVE'`;
  const [row] = await tx
    .select({
      live: sql<number>`count(*) filter (where ${isLive})`.mapWith(Number),
      upcoming: sql<number>`count(*) filter (where ${matches.status} is distinct from 'LIVE')`.mapWith(Number),
      averageConfidence: averageConfidence(visibility),
      highConfidence: countConfident(visibility, params.highConfidence),
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

/**
 * Counts by state, and the average confidence: over every prediction, or with `readableBy` over the
 * published ones that visibility may read (what anyone may be told).
 */
export async function getPredictionStats({ readableBy }: { readableBy?: PickVisibility | null } = {}, tx: DbOrTx = db) {
  const hidden = hiddenPick(readableBy);
  const averaged =
    readableBy === undefined ? undefined : and(eq(predictions.isPublished, true), hidden ? not(hidden) : undefined);
  const [row] = await tx
    .select({
      total: count(),
      published: sql<number>`count(*) filter (where ${predictions.isPublished})`.mapWith(Number),
      premium: sql<number>`count(*) filter (where ${predictions.isPremium})`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${predictions.status} = 'PENDING')`.mapWith(Number),
      won: sql<number>`count(*) filter (where ${predictions.status} = 'WIN')`.mapWith(Number),
      lost: sql<number>`count(*) filter (where ${predictions.status} = 'LOSS')`.mapWith(Number),
      voided: sql<number>`count(*) filter (where ${predictions.status} = 'VOID')`.mapWith(Number),
      averageConfidence: (averaged
        ? sql<number | null>`avg(${predictions.confidence}) filter (where ${averaged})`
        : sql<number | null>`avg(${predictions.confidence})`
      ).mapWith((value) => (value === null ? null : Number(value))),
    })
    .from(predictions);
  return row!;
}
