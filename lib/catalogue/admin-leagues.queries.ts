import "server-only";

import { asc, eq, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { leagues, matches, predictions, sports, teams } from "@/db/schema";

// Every league with how many teams, matches (and upcoming ones) and predictions it holds: the admin
// leagues page. Counted in correlated subqueries so one league's rows never multiply another's.

export async function listLeaguesWithCounts(tx: DbOrTx = db) {
  return tx
    .select({
      id: leagues.id,
      name: leagues.name,
      shortName: leagues.shortName,
      sportName: sports.name,
      country: leagues.country,
      tier: leagues.tier,
      isListed: leagues.isListed,
      isActive: leagues.isActive,
      teams: sql<number>`(select count(*) from ${teams} where ${teams.leagueId} = ${leagues.id})`.mapWith(Number),
      matches: sql<number>`(select count(*) from ${matches} where ${matches.leagueId} = ${leagues.id})`.mapWith(Number),
      upcomingMatches:
        sql<number>`(select count(*) from ${matches} where ${matches.leagueId} = ${leagues.id} and ${matches.status} =
          'UPCOMING')`.mapWith(Number),
      predictions:
        sql<number>`(select count(*) from ${predictions} where ${predictions.leagueId} = ${leagues.id})`.mapWith(
          Number,
        ),
    })
    .from(leagues)
    .innerJoin(sports, eq(sports.id, leagues.sportId))
    .orderBy(asc(sports.sortOrder), asc(leagues.sortOrder), asc(leagues.name));
}
