import "server-only";

import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { db, type DbOrTx } from "@/db";
import { leagues, matches, teams, type MatchStatus } from "@/db/schema";

// Matches read for the sports-data API, the admin schedule and prediction generation: SQL only. The
// writes and the provider-id lookups are in matches.ts.

const homeTeams = alias(teams, "home_team");
const awayTeams = alias(teams, "away_team");

const matchListColumns = {
  id: matches.id,
  sportId: matches.sportId,
  leagueId: matches.leagueId,
  leagueName: leagues.name,
  homeTeamId: matches.homeTeamId,
  homeTeam: homeTeams.name,
  homeTeamLogoUrl: homeTeams.logoUrl,
  awayTeamId: matches.awayTeamId,
  awayTeam: awayTeams.name,
  awayTeamLogoUrl: awayTeams.logoUrl,
  kickoffAt: matches.kickoffAt,
  status: matches.status,
  statusDetail: matches.statusDetail,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  season: matches.season,
  round: matches.round,
  venue: matches.venue,
  isNeutral: matches.isNeutral,
  provider: matches.provider,
  externalId: matches.externalId,
  isDemo: matches.isDemo,
};

export interface ListMatchesParams {
  page: number;
  limit: number;
  status?: MatchStatus;
  sport?: string;
  league?: string;
  /** Kick-off at or after. */
  from?: Date;
  /** Kick-off before. */
  to?: Date;
  /** Default: soonest first for UPCOMING and LIVE, latest first otherwise. */
  order?: "asc" | "desc";
}

export async function listMatches(params: ListMatchesParams, tx: DbOrTx = db) {
  const where = and(
    params.status ? eq(matches.status, params.status) : undefined,
    params.sport ? eq(matches.sportId, params.sport) : undefined,
    params.league ? eq(matches.leagueId, params.league) : undefined,
    params.from ? gte(matches.kickoffAt, params.from) : undefined,
    params.to ? lt(matches.kickoffAt, params.to) : undefined,
  );
  const order = params.order ?? (params.status === "UPCOMING" || params.status === "LIVE" ? "asc" : "desc");
  const direction = order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    tx
      .select(matchListColumns)
      .from(matches)
      .innerJoin(leagues, eq(leagues.id, matches.leagueId))
      .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
      .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
      .where(where)
      .orderBy(direction(matches.kickoffAt), asc(matches.id))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    tx.select({ value: count() }).from(matches).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function getMatch(id: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      ...matchListColumns,
      resultRecordedAt: matches.resultRecordedAt,
      predictionsSettledAt: matches.predictionsSettledAt,
      lastSyncedAt: matches.lastSyncedAt,
      createdAt: matches.createdAt,
      updatedAt: matches.updatedAt,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .where(eq(matches.id, id))
    .limit(1);
  return row ?? null;
}

/** The matches with these ids (as getMatch reads them, without the bookkeeping columns), in no order. */
export async function getMatchesByIds(ids: readonly string[], tx: DbOrTx = db) {
  if (ids.length === 0) return [];
  return tx
    .select(matchListColumns)
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .where(inArray(matches.id, [...ids]));
}

/** Counts by status (totalMatches, upcomingMatches, liveMatches, completedMatches). */
export async function getMatchStats(params: { sport?: string; league?: string } = {}, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      total: count(),
      upcoming: sql<number>`count(*) filter (where ${matches.status} = 'UPCOMING')::int`,
      live: sql<number>`count(*) filter (where ${matches.status} = 'LIVE')::int`,
      completed: sql<number>`count(*) filter (where ${matches.status} = 'COMPLETED')::int`,
      postponed: sql<number>`count(*) filter (where ${matches.status} = 'POSTPONED')::int`,
      cancelled: sql<number>`count(*) filter (where ${matches.status} = 'CANCELLED')::int`,
    })
    .from(matches)
    .where(
      and(
        params.sport ? eq(matches.sportId, params.sport) : undefined,
        params.league ? eq(matches.leagueId, params.league) : undefined,
      ),
    );
  return {
    total: Number(row?.total ?? 0),
    upcoming: Number(row?.upcoming ?? 0),
    live: Number(row?.live ?? 0),
    completed: Number(row?.completed ?? 0),
    postponed: Number(row?.postponed ?? 0),
    cancelled: Number(row?.cancelled ?? 0),
  };
}

/** UPCOMING matches kicking off in [from, to), soonest first: what generation predicts. */
export function listUpcomingMatches(
  params: { from: Date; to: Date; sport?: string; league?: string; leagues?: readonly string[]; limit?: number },
  tx: DbOrTx = db,
) {
  return tx
    .select(matchListColumns)
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .where(
      and(
        eq(matches.status, "UPCOMING"),
        gte(matches.kickoffAt, params.from),
        lt(matches.kickoffAt, params.to),
        params.sport ? eq(matches.sportId, params.sport) : undefined,
        params.league ? eq(matches.leagueId, params.league) : undefined,
        params.leagues ? inArray(matches.leagueId, [...params.leagues]) : undefined,
      ),
    )
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(params.limit ?? 1000);
}

/**
 * Demo matches kicking off in (from, to], soonest first, whatever their status now: the fixtures that were
 * still to be played at `from`, which a replay of the demo's past predicts as the pipeline would have then
 * (a match since played or postponed was upcoming at that instant).
 */
export function listDemoFixturesAsOf(params: { from: Date; to: Date; limit?: number }, tx: DbOrTx = db) {
  return tx
    .select(matchListColumns)
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .where(and(eq(matches.isDemo, true), gt(matches.kickoffAt, params.from), lte(matches.kickoffAt, params.to)))
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(params.limit ?? 5000);
}

/** Kick-off instants of the finished demo matches before `before`, newest first (at most `limit`). */
export async function listFinishedDemoKickoffs(
  params: { before: Date; limit: number },
  tx: DbOrTx = db,
): Promise<Date[]> {
  const rows = await tx
    .select({ kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(and(eq(matches.isDemo, true), eq(matches.status, "COMPLETED"), lt(matches.kickoffAt, params.before)))
    .orderBy(desc(matches.kickoffAt))
    .limit(params.limit);
  return rows.map((row) => row.kickoffAt);
}
