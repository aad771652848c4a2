import "server-only";

import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { db, type DbOrTx } from "@/db";
import { leagues, matches, memberBets, memberStaking, sports, teams } from "@/db/schema";

// The SQL of the bet tracker's import and export: the member's staking row, keyset pages of their bets with each
// match's names, one lookup of every match a file names, and the multi-row insert.

const homeTeams = alias(teams, "home_team");
const awayTeams = alias(teams, "away_team");

/** The member's bankroll when they set one (stakes above it are refused); null without. */
export async function readBankroll(userId: string, tx: DbOrTx = db): Promise<number | null> {
  const [row] = await tx
    .select({ bankroll: memberStaking.bankroll })
    .from(memberStaking)
    .where(eq(memberStaking.userId, userId))
    .limit(1);
  return row?.bankroll ?? null;
}

/** The member's book unit: their currency code, or null for units. */
export async function readBookCurrency(userId: string, tx: DbOrTx = db): Promise<string | null> {
  const [row] = await tx
    .select({ currency: memberStaking.currency })
    .from(memberStaking)
    .where(eq(memberStaking.userId, userId))
    .limit(1);
  return row?.currency ?? null;
}

/**
 * Where the previous page ended: the last bet's placement time as PostgreSQL writes it (full microseconds, which a
 * JavaScript Date would round to milliseconds and so skip or repeat rows) and its id.
 */
export interface ExportCursor {
  placedAtKey: string;
  id: string;
}

/** One page of the member's bets, newest placed first, after `cursor` (member_bets_user_placed_idx serves it). */
export function listBetsForExport(userId: string, cursor: ExportCursor | null, limit: number, tx: DbOrTx = db) {
  return tx
    .select({
      id: memberBets.id,
      placedAt: memberBets.placedAt,
      placedAtKey: sql<string>`${memberBets.placedAt}::text`,
      matchId: memberBets.matchId,
      home: homeTeams.name,
      away: awayTeams.name,
      sport: sports.name,
      league: leagues.name,
      kickoffAt: matches.kickoffAt,
      market: memberBets.market,
      selection: memberBets.selection,
      line: memberBets.line,
      bookmaker: memberBets.bookmaker,
      price: memberBets.price,
      stake: memberBets.stake,
      status: memberBets.status,
      stakeResult: memberBets.stakeResult,
      publishedPrice: memberBets.publishedPrice,
      closingProbability: memberBets.closingProbability,
      note: memberBets.note,
    })
    .from(memberBets)
    .innerJoin(matches, eq(matches.id, memberBets.matchId))
    .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(
      and(
        eq(memberBets.userId, userId),
        cursor
          ? or(
              sql`${memberBets.placedAt} < ${cursor.placedAtKey}::timestamptz`,
              and(sql`${memberBets.placedAt} = ${cursor.placedAtKey}::timestamptz`, lt(memberBets.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(memberBets.placedAt), desc(memberBets.id))
    .limit(limit);
}

/** A match as a file may name it: by its UTC kick-off date and its teams' names (compared without case). */
export interface MatchKey {
  day: string;
  home: string;
  away: string;
}

/** Every match a file names, in one query: by id, or by UTC kick-off date with the home and away names. */
export async function findMatchesForImport(ids: readonly string[], keys: readonly MatchKey[], tx: DbOrTx = db) {
  if (ids.length === 0 && keys.length === 0) return [];
  const day = sql<string>`to_char(${matches.kickoffAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const byKey: SQL | undefined =
    keys.length === 0
      ? undefined
      : and(
          gte(matches.kickoffAt, new Date(`${minDay(keys)}T00:00:00Z`)),
          lt(matches.kickoffAt, new Date(Date.parse(`${maxDay(keys)}T00:00:00Z`) + 86_400_000)),
          sql`(${day}, lower(${homeTeams.name}), lower(${awayTeams.name})) in (${sql.join(
            keys.map((key) => sql`(${key.day}, lower(${key.home}), lower(${key.away}))`),
            sql`, `,
          )})`,
        );
  return tx
    .select({
      id: matches.id,
      kickoffAt: matches.kickoffAt,
      status: matches.status,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      day,
      home: homeTeams.name,
      away: awayTeams.name,
    })
    .from(matches)
    .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .where(or(ids.length > 0 ? inArray(matches.id, [...ids]) : undefined, byKey));
}

const minDay = (keys: readonly MatchKey[]) => keys.reduce((min, key) => (key.day < min ? key.day : min), keys[0]!.day);
const maxDay = (keys: readonly MatchKey[]) => keys.reduce((max, key) => (key.day > max ? key.day : max), keys[0]!.day);

/** Which of these ids are already the member's bets (an exported file imported again). */
export async function listOwnBetIds(userId: string, ids: readonly string[], tx: DbOrTx = db) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: memberBets.id })
    .from(memberBets)
    .where(and(eq(memberBets.userId, userId), inArray(memberBets.id, [...ids])));
  return rows.map((row) => row.id);
}

/** Rows per insert statement: 1,000 bets × 11 columns stays far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;

/** Inserts the bets in multi-row statements; call inside a transaction so that all go in or none. */
export async function insertBets(values: (typeof memberBets.$inferInsert)[], tx: DbOrTx = db) {
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    await tx.insert(memberBets).values(values.slice(start, start + INSERT_CHUNK));
  }
}
