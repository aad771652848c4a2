import "server-only";

import { and, asc, eq, exists, ilike, or } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { categories, leagues, markets, predictions, sports } from "@/db/schema";

import { containsPattern } from "@/db/sql/like";

// Reference data: sports, leagues, categories and their markets.

// What the public side lists (docs/decisions.md, "Coverage follows the published picks"): the catalogue's
// own leagues (isListed), and every other league as soon as it has a published pick, so a league whose
// picks are on /predictions is on /leagues and found by its search too (NHL and NFL picks used to sit in
// "unlisted" leagues). A sport is listed with its first public league.

/** A league the public side lists: in the catalogue, or with at least one published pick. */
export function publicLeague(tx: DbOrTx = db) {
  const published = tx
    .select({ id: predictions.id })
    .from(predictions)
    .where(and(eq(predictions.leagueId, leagues.id), eq(predictions.isPublished, true)));
  return or(eq(leagues.isListed, true), exists(published))!;
}

/** Public sports by default (listed, or holding a public league); `listedOnly: false` adds every sport of the table. */
export function listSports(params: { listedOnly?: boolean } = {}, tx: DbOrTx = db) {
  const withPublicLeague = tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(and(eq(leagues.sportId, sports.id), publicLeague(tx)));
  return tx
    .select({ id: sports.id, name: sports.name })
    .from(sports)
    .where(params.listedOnly === false ? undefined : or(eq(sports.isListed, true), exists(withPublicLeague)))
    .orderBy(asc(sports.sortOrder), asc(sports.name));
}

/** A league as the lists name it: id, name, sport, country and tier. */
export const leagueSummaryColumns = {
  id: leagues.id,
  name: leagues.name,
  sport: leagues.sportId,
  country: leagues.country,
  tier: leagues.tier,
};

export function listLeagues(params: { search?: string; sport?: string; listedOnly?: boolean }, tx: DbOrTx = db) {
  const pattern = params.search ? containsPattern(params.search) : undefined;
  return tx
    .select(leagueSummaryColumns)
    .from(leagues)
    .where(
      and(
        params.listedOnly === false ? undefined : publicLeague(tx),
        params.sport ? eq(leagues.sportId, params.sport) : undefined,
        pattern ? or(ilike(leagues.name, pattern), ilike(leagues.country, pattern)) : undefined,
      ),
    )
    .orderBy(asc(leagues.sortOrder), asc(leagues.name));
}

export function listCategories(params: { search?: string }, tx: DbOrTx = db) {
  const pattern = params.search ? containsPattern(params.search) : undefined;
  const marketMatches = pattern
    ? exists(
        tx
          .select({ id: markets.id })
          .from(markets)
          .where(and(eq(markets.categoryId, categories.id), ilike(markets.name, pattern))),
      )
    : undefined;
  return tx
    .select({ id: categories.id, name: categories.name, description: categories.description })
    .from(categories)
    .where(
      pattern ? or(ilike(categories.name, pattern), ilike(categories.description, pattern), marketMatches) : undefined,
    )
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export function listMarkets(tx: DbOrTx = db) {
  return tx
    .select({ id: markets.id, name: markets.name, categoryId: markets.categoryId })
    .from(markets)
    .orderBy(asc(markets.sortOrder), asc(markets.name));
}

/** Every league's id and short name (settings name leagues by short name, e.g. 'EPL'). */
export function listLeagueShortNames(tx: DbOrTx = db) {
  return tx.select({ id: leagues.id, shortName: leagues.shortName }).from(leagues);
}
