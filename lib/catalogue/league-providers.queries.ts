import "server-only";

import { and, asc, eq, inArray, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { leagues, sports } from "@/db/schema";

// Leagues as the data providers know them: ESPN paths (sports.espnSport / leagues.espnSlug) and The Odds
// API sport keys. SQL only.

const leagueProviderColumns = {
  id: leagues.id,
  name: leagues.name,
  sportId: leagues.sportId,
  espnSlug: leagues.espnSlug,
  oddsApiKey: leagues.oddsApiKey,
  isActive: leagues.isActive,
  espnSport: sports.espnSport,
};

/** A league with its ESPN path (sports.espnSport / leagues.espnSlug) and The Odds API key. */
export async function getLeagueProviders(leagueId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select(leagueProviderColumns)
    .from(leagues)
    .innerJoin(sports, eq(sports.id, leagues.sportId))
    .where(eq(leagues.id, leagueId))
    .limit(1);
  return row ?? null;
}

/** Active leagues that at least one provider covers (what a scheduled scrape walks through). */
export function listLeaguesWithProviders(
  params: { leagueIds?: readonly string[]; activeOnly?: boolean } = {},
  tx: DbOrTx = db,
) {
  return tx
    .select(leagueProviderColumns)
    .from(leagues)
    .innerJoin(sports, eq(sports.id, leagues.sportId))
    .where(
      and(
        sql`(${leagues.espnSlug} is not null or ${leagues.oddsApiKey} is not null)`,
        params.activeOnly === false ? undefined : eq(leagues.isActive, true),
        params.leagueIds ? inArray(leagues.id, [...params.leagueIds]) : undefined,
      ),
    )
    .orderBy(asc(leagues.sortOrder));
}

export async function getLeagueByOddsApiKey(sportKey: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select(leagueProviderColumns)
    .from(leagues)
    .innerJoin(sports, eq(sports.id, leagues.sportId))
    .where(eq(leagues.oddsApiKey, sportKey))
    .orderBy(asc(leagues.sortOrder))
    .limit(1);
  return row ?? null;
}
