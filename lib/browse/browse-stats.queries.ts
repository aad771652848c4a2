import "server-only";

import { and, asc, count, eq, gte, lt, not, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { categories, leagues, markets, predictions, teams } from "@/db/schema";
import { leagueSummaryColumns, publicLeague } from "@/lib/catalogue/reference.queries";
import { hiddenPick, type PickVisibility } from "@/lib/predictions/predictions.queries";

// Per-league and per-category statistics for /leagues and /categories: one statement per page, grouped in
// SQL (the original asked the API once per card). Only published predictions count, as on every public page.

/** Counts over a group of published predictions; accuracy is derived from won and lost by the service. */
function predictionCounts(now: Date) {
  return {
    total: count().as("total"),
    // A pick is upcoming while it is unsettled and its match has not started.
    upcoming: sql<number>`count(*) filter (where ${predictions.status} = 'PENDING' and ${predictions.matchDate} >
        ${now.toISOString()})`
      .mapWith(Number)
      .as("upcoming"),
    won: sql<number>`count(*) filter (where ${predictions.status} = 'WIN')`.mapWith(Number).as("won"),
    lost: sql<number>`count(*) filter (where ${predictions.status} = 'LOSS')`.mapWith(Number).as("lost"),
    voided: sql<number>`count(*) filter (where ${predictions.status} = 'VOID')`.mapWith(Number).as("voided"),
  };
}

// Drizzle does not run mapWith on SQL nulls, so groups a left join misses are coalesced in SQL.

/** Every public league (reference.queries publicLeague) with its team count and prediction counts (zeros when it has
 * none). */
export async function listLeagueStats(params: { now: Date }, tx: DbOrTx = db) {
  const byLeague = tx
    .select({ leagueId: predictions.leagueId, ...predictionCounts(params.now) })
    .from(predictions)
    .where(eq(predictions.isPublished, true))
    .groupBy(predictions.leagueId)
    .as("league_predictions");
  const teamCounts = tx
    .select({ leagueId: teams.leagueId, teams: count().as("teams") })
    .from(teams)
    .groupBy(teams.leagueId)
    .as("league_teams");
  return tx
    .select({
      ...leagueSummaryColumns,
      teams: sql<number>`coalesce(${teamCounts.teams}, 0)`.mapWith(Number),
      predictions: sql<number>`coalesce(${byLeague.total}, 0)`.mapWith(Number),
      upcoming: sql<number>`coalesce(${byLeague.upcoming}, 0)`.mapWith(Number),
      won: sql<number>`coalesce(${byLeague.won}, 0)`.mapWith(Number),
      lost: sql<number>`coalesce(${byLeague.lost}, 0)`.mapWith(Number),
      voided: sql<number>`coalesce(${byLeague.voided}, 0)`.mapWith(Number),
    })
    .from(leagues)
    .leftJoin(byLeague, eq(byLeague.leagueId, leagues.id))
    .leftJoin(teamCounts, eq(teamCounts.leagueId, leagues.id))
    .where(publicLeague(tx))
    .orderBy(asc(leagues.sortOrder), asc(leagues.name));
}

/**
 * Every category with its market names, prediction counts and the average decimal odds of its predictions,
 * plus (the same on every row) how many published predictions fall in today's window [todayStart, todayEnd).
 * The odds are a withheld field: the average is over the picks `readableBy` (a visitor) may read, since a
 * withheld pick's odds would move it by their own value (null: every pick).
 */
export async function listCategoryStats(
  params: { now: Date; todayStart: Date; todayEnd: Date; readableBy?: PickVisibility | null },
  tx: DbOrTx = db,
) {
  const hidden = hiddenPick(params.readableBy);
  const byCategory = tx
    .select({
      categoryId: predictions.categoryId,
      ...predictionCounts(params.now),
      averageOdds: (hidden
        ? sql<number | null>`avg(${predictions.decimalOdds}) filter (where ${not(hidden)})`
        : sql<number | null>`avg(${predictions.decimalOdds})`
      ).as("average_odds"),
    })
    .from(predictions)
    .where(eq(predictions.isPublished, true))
    .groupBy(predictions.categoryId)
    .as("category_predictions");
  const marketLists = tx
    .select({
      categoryId: markets.categoryId,
      names: sql<string[]>`array_agg(${markets.name} order by ${markets.sortOrder}, ${markets.name})`.as("names"),
    })
    .from(markets)
    .groupBy(markets.categoryId)
    .as("category_markets");
  const today = tx
    .select({ value: count() })
    .from(predictions)
    .where(
      and(
        eq(predictions.isPublished, true),
        gte(predictions.matchDate, params.todayStart),
        lt(predictions.matchDate, params.todayEnd),
      ),
    );
  return tx
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      markets: sql<string[]>`coalesce(${marketLists.names}, array[]::text[])`,
      predictions: sql<number>`coalesce(${byCategory.total}, 0)`.mapWith(Number),
      upcoming: sql<number>`coalesce(${byCategory.upcoming}, 0)`.mapWith(Number),
      won: sql<number>`coalesce(${byCategory.won}, 0)`.mapWith(Number),
      lost: sql<number>`coalesce(${byCategory.lost}, 0)`.mapWith(Number),
      voided: sql<number>`coalesce(${byCategory.voided}, 0)`.mapWith(Number),
      averageOdds: sql<number | null>`${byCategory.averageOdds}`.mapWith(Number),
      todayPredictions: sql<number>`(${today})`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(byCategory, eq(byCategory.categoryId, categories.id))
    .leftJoin(marketLists, eq(marketLists.categoryId, categories.id))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}
