import "server-only";

import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { matches, matchProviderRefs, type MatchStatus, type NewMatch } from "@/db/schema";

// Match writes (fixtures and results) and the ids other providers use for them: SQL only. Reads for
// listing and generation are in match-reads.ts.
//
// Status rules enforced here, in the statements themselves, so that every writer obeys them:
// - a COMPLETED match never goes back: a later LIVE/UPCOMING/POSTPONED report leaves status, score, detail
//   and kick-off as they are (a corrected final score, still COMPLETED, is taken);
// - result_recorded_at is set when the status becomes COMPLETED, POSTPONED or CANCELLED and cleared when a
//   postponed match is rescheduled (UPCOMING again);
// - season, round and venue are never erased by a report that lacks them.

const TERMINAL_STATUSES: readonly MatchStatus[] = ["COMPLETED", "POSTPONED", "CANCELLED"];
const isTerminalStatus = (status: MatchStatus) => TERMINAL_STATUSES.includes(status);

/** What a provider reports about a match's state. */
export interface MatchState {
  kickoffAt: Date;
  status: MatchStatus;
  statusDetail: string | null;
  homeScore: number | null;
  awayScore: number | null;
  season?: string | null;
  round?: string | null;
  venue?: string | null;
  isNeutral?: boolean;
}

export interface MatchUpsert extends MatchState {
  sportId: string;
  leagueId: string;
  homeTeamId: string;
  awayTeamId: string;
  provider: string;
  externalId: string;
}

export interface MatchWriteResult {
  id: string;
  created: boolean;
  /** Whether anything about the match changed (false for a repeated report). */
  changed: boolean;
}

interface IncomingState {
  kickoffAt: SQL;
  status: SQL;
  statusDetail: SQL;
  homeScore: SQL;
  awayScore: SQL;
  season: SQL;
  round: SQL;
  venue: SQL;
  isNeutral: SQL;
  recordedAt: SQL;
  /** When the provider made this report (the payload's fetch time). */
  syncedAt: SQL;
}

/** The guarded new values of the state columns, and the condition "one of them differs from the stored row". */
function guardedState(incoming: IncomingState) {
  const keep = sql`(${matches.status} = 'COMPLETED' and ${incoming.status} <> 'COMPLETED')`;
  const keepOr = (
    current: SQL | typeof matches.status | typeof matches.kickoffAt | typeof matches.homeScore,
    next: SQL,
  ) => sql`case when ${keep} then ${current} else ${next} end`;
  const next = {
    kickoffAt: keepOr(matches.kickoffAt, incoming.kickoffAt),
    status: keepOr(matches.status, incoming.status),
    statusDetail: keepOr(sql`${matches.statusDetail}`, incoming.statusDetail),
    homeScore: keepOr(matches.homeScore, incoming.homeScore),
    awayScore: keepOr(sql`${matches.awayScore}`, incoming.awayScore),
    season: sql`coalesce(${incoming.season}, ${matches.season})`,
    round: sql`coalesce(${incoming.round}, ${matches.round})`,
    venue: sql`coalesce(${incoming.venue}, ${matches.venue})`,
    isNeutral: sql`coalesce(${incoming.isNeutral}, ${matches.isNeutral})`,
    resultRecordedAt: sql`case
      when ${keep} then ${matches.resultRecordedAt}
      when ${incoming.status} in ('COMPLETED', 'POSTPONED', 'CANCELLED') then
        case when ${matches.status} = ${incoming.status} then coalesce(${matches.resultRecordedAt},
        ${incoming.recordedAt}) else ${incoming.recordedAt} end
      else null end`,
  };
  // A report older than the last one applied (re-processing an old payload) changes nothing.
  const fresh = sql`(${matches.lastSyncedAt} is null or ${matches.lastSyncedAt} <= ${incoming.syncedAt})`;
  const differs = sql`(${matches.kickoffAt}, ${matches.status}, ${matches.statusDetail}, ${matches.homeScore},
    ${matches.awayScore},
      ${matches.season}, ${matches.round}, ${matches.venue}, ${matches.isNeutral}, ${matches.resultRecordedAt})
    is distinct from
    (${next.kickoffAt}, ${next.status}, ${next.statusDetail}, ${next.homeScore}, ${next.awayScore},
      ${next.season}, ${next.round}, ${next.venue}, ${next.isNeutral}, ${next.resultRecordedAt})`;
  return { next, changed: sql`(${fresh} and ${differs})` };
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * Insert or update a match on (provider, externalId) with the status rules above. `now` is when the provider
 * made the report (the payload's fetch time): it stamps result_recorded_at (when the status becomes final)
 * and last_synced_at, and a report older than last_synced_at is ignored.
 */
export async function upsertMatch(
  values: MatchUpsert,
  options: { now: Date },
  tx: DbOrTx = db,
): Promise<MatchWriteResult> {
  const { next, changed } = guardedState({
    kickoffAt: excluded("kickoff_at"),
    status: excluded("status"),
    statusDetail: excluded("status_detail"),
    homeScore: excluded("home_score"),
    awayScore: excluded("away_score"),
    season: excluded("season"),
    round: excluded("round"),
    venue: excluded("venue"),
    isNeutral: excluded("is_neutral"),
    recordedAt: excluded("result_recorded_at"),
    syncedAt: excluded("last_synced_at"),
  });
  const row: NewMatch = {
    sportId: values.sportId,
    leagueId: values.leagueId,
    homeTeamId: values.homeTeamId,
    awayTeamId: values.awayTeamId,
    kickoffAt: values.kickoffAt,
    status: values.status,
    statusDetail: values.statusDetail,
    homeScore: values.homeScore,
    awayScore: values.awayScore,
    season: values.season ?? null,
    round: values.round ?? null,
    venue: values.venue ?? null,
    isNeutral: values.isNeutral ?? false,
    provider: values.provider,
    externalId: values.externalId,
    resultRecordedAt: isTerminalStatus(values.status) ? options.now : null,
    lastSyncedAt: options.now,
  };
  const [written] = await tx
    .insert(matches)
    .values(row)
    .onConflictDoUpdate({
      target: [matches.provider, matches.externalId],
      set: { ...next, lastSyncedAt: excluded("last_synced_at"), updatedAt: sql`now()` },
      setWhere: changed,
    })
    .returning({ id: matches.id, created: sql<boolean>`(xmax = 0)` });
  if (written) return { id: written.id, created: Boolean(written.created), changed: true };
  const [existing] = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.provider, values.provider), eq(matches.externalId, values.externalId)))
    .limit(1);
  return { id: existing!.id, created: false, changed: false };
}

/** Applies a provider's report to a match found by id (through a provider ref), with the same rules. Returns whether it
 * changed. */
export async function updateMatchState(
  id: string,
  state: MatchState,
  options: { now: Date },
  tx: DbOrTx = db,
): Promise<boolean> {
  const param = <T>(value: T | null | undefined, type: string) =>
    value === null || value === undefined ? sql.raw(`null::${type}`) : sql`${value}::${sql.raw(type)}`;
  const { next, changed } = guardedState({
    kickoffAt: sql`${state.kickoffAt.toISOString()}::timestamptz`,
    status: sql`${state.status}::match_status`,
    statusDetail: param(state.statusDetail, "text"),
    homeScore: param(state.homeScore, "integer"),
    awayScore: param(state.awayScore, "integer"),
    season: param(state.season, "text"),
    round: param(state.round, "text"),
    venue: param(state.venue, "text"),
    isNeutral: param(state.isNeutral, "boolean"),
    recordedAt: isTerminalStatus(state.status)
      ? sql`${options.now.toISOString()}::timestamptz`
      : sql.raw("null::timestamptz"),
    syncedAt: sql`${options.now.toISOString()}::timestamptz`,
  });
  const rows = await tx
    .update(matches)
    .set({ ...next, lastSyncedAt: options.now })
    .where(and(eq(matches.id, id), changed))
    .returning({ id: matches.id });
  return rows.length > 0;
}

/** Records that these matches were confirmed by a report made at `at` (nothing else changes; never moves back). */
export async function touchMatchesSynced(ids: readonly string[], at: Date, tx: DbOrTx = db): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(matches)
    .set({ lastSyncedAt: at })
    .where(
      and(
        inArray(matches.id, [...ids]),
        sql`(${matches.lastSyncedAt} is null or ${matches.lastSyncedAt} < ${at.toISOString()}::timestamptz)`,
      ),
    );
}

/** A match by its provider key: its own (provider, externalId), or a provider ref pointing at it. */
export async function findMatchByProviderId(provider: string, externalId: string, tx: DbOrTx = db) {
  const columns = {
    id: matches.id,
    provider: matches.provider,
    status: matches.status,
    homeTeamId: matches.homeTeamId,
    awayTeamId: matches.awayTeamId,
    kickoffAt: matches.kickoffAt,
  };
  const [own] = await tx
    .select(columns)
    .from(matches)
    .where(and(eq(matches.provider, provider), eq(matches.externalId, externalId)))
    .limit(1);
  if (own) return { ...own, viaRef: false };
  const [referenced] = await tx
    .select(columns)
    .from(matchProviderRefs)
    .innerJoin(matches, eq(matches.id, matchProviderRefs.matchId))
    .where(and(eq(matchProviderRefs.provider, provider), eq(matchProviderRefs.externalId, externalId)))
    .limit(1);
  return referenced ? { ...referenced, viaRef: true } : null;
}

/**
 * For providers with their own event ids (The Odds API): our stored match in the league between the two
 * teams with a kick-off within ±windowHours, the nearest first. Home and away may be reported the other way
 * round (neutral venues): `swapped` says so. Matches of `provider` itself, and matches that already carry an
 * id of `provider`, are skipped: those are other games (e.g. the second game of a baseball doubleheader).
 */
export async function findMatchByTeamsAndTime(
  params: {
    leagueId: string;
    homeTeamId: string;
    awayTeamId: string;
    kickoffAt: Date;
    provider: string;
    windowHours?: number;
  },
  tx: DbOrTx = db,
) {
  const windowMs = (params.windowHours ?? 36) * 3_600_000;
  const from = new Date(params.kickoffAt.getTime() - windowMs);
  const to = new Date(params.kickoffAt.getTime() + windowMs);
  const sameWay = and(eq(matches.homeTeamId, params.homeTeamId), eq(matches.awayTeamId, params.awayTeamId));
  const otherWay = and(eq(matches.homeTeamId, params.awayTeamId), eq(matches.awayTeamId, params.homeTeamId));
  const [row] = await tx
    .select({
      id: matches.id,
      kickoffAt: matches.kickoffAt,
      status: matches.status,
      provider: matches.provider,
      homeTeamId: matches.homeTeamId,
    })
    .from(matches)
    .where(
      and(
        eq(matches.leagueId, params.leagueId),
        sql`(${sameWay} or ${otherWay})`,
        gte(matches.kickoffAt, from),
        lte(matches.kickoffAt, to),
        eq(matches.isDemo, false),
        ne(matches.provider, params.provider),
        sql`not exists (select 1 from ${matchProviderRefs} where ${matchProviderRefs.matchId} = ${matches.id} and
          ${matchProviderRefs.provider} = ${params.provider})`,
      ),
    )
    .orderBy(
      sql`(${matches.homeTeamId} = ${params.homeTeamId}) desc`,
      sql`abs(extract(epoch from (${matches.kickoffAt} - ${params.kickoffAt.toISOString()}::timestamptz)))`,
    )
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    kickoffAt: row.kickoffAt,
    status: row.status,
    provider: row.provider,
    swapped: row.homeTeamId !== params.homeTeamId,
  };
}

/** Remembers another provider's id for a match (idempotent). */
export async function addMatchProviderRef(
  matchId: string,
  provider: string,
  externalId: string,
  tx: DbOrTx = db,
): Promise<void> {
  await tx
    .insert(matchProviderRefs)
    .values({ matchId, provider, externalId })
    .onConflictDoNothing({ target: [matchProviderRefs.provider, matchProviderRefs.externalId] });
}

export function listMatchProviderRefs(matchId: string, tx: DbOrTx = db) {
  return tx
    .select({ provider: matchProviderRefs.provider, externalId: matchProviderRefs.externalId })
    .from(matchProviderRefs)
    .where(eq(matchProviderRefs.matchId, matchId))
    .orderBy(asc(matchProviderRefs.provider));
}
