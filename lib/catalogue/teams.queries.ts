import "server-only";

import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { teamAliases, teams } from "@/db/schema";

// Teams and their aliases: SQL only. Alias keys are computed by lib/market/providers/team-names.rules.ts; these
// functions store and look them up (sport-scoped, never matching demo teams, which carry no aliases).

interface TeamDetails {
  shortName?: string | null;
  abbreviation?: string | null;
  logoUrl?: string | null;
  country?: string | null;
  leagueId?: string | null;
}

/**
 * The team holding one of `keys` in the sport, preferring the earliest key (the caller lists the most
 * specific first, e.g. a provider id key before name keys). Null when none is known.
 */
async function findTeamIdByAliases(sportId: string, keys: readonly string[], tx: DbOrTx = db): Promise<string | null> {
  if (keys.length === 0) return null;
  const rows = await tx
    .select({ teamId: teamAliases.teamId, alias: teamAliases.alias })
    .from(teamAliases)
    .innerJoin(teams, eq(teams.id, teamAliases.teamId))
    .where(and(eq(teamAliases.sportId, sportId), inArray(teamAliases.alias, [...keys]), eq(teams.isDemo, false)));
  for (const key of keys) {
    const row = rows.find((candidate) => candidate.alias === key);
    if (row) return row.teamId;
  }
  return null;
}

/** Stores alias keys for a team; keys another team already holds stay with that team. Returns how many were added. */
async function addTeamAliases(
  teamId: string,
  sportId: string,
  keys: readonly string[],
  source: string,
  tx: DbOrTx = db,
): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await tx
    .insert(teamAliases)
    .values([...new Set(keys)].map((alias) => ({ teamId, sportId, alias, source })))
    .onConflictDoNothing({ target: [teamAliases.sportId, teamAliases.alias] })
    .returning({ id: teamAliases.id });
  return rows.length;
}

/** Fills a team's empty details (logo, abbreviation, short name, league) without overwriting what is set. */
async function fillTeamDetails(teamId: string, details: TeamDetails, tx: DbOrTx = db): Promise<void> {
  const set: Record<string, unknown> = {};
  const conditions = [];
  const columns = {
    shortName: teams.shortName,
    abbreviation: teams.abbreviation,
    logoUrl: teams.logoUrl,
    country: teams.country,
    leagueId: teams.leagueId,
  } as const;
  for (const [key, column] of Object.entries(columns) as Array<
    [keyof TeamDetails, (typeof columns)[keyof typeof columns]]
  >) {
    const value = details[key];
    if (value === undefined || value === null || value === "") continue;
    set[key] = sql`coalesce(${column}, ${value})`;
    conditions.push(isNull(column));
  }
  if (conditions.length === 0) return;
  await tx
    .update(teams)
    .set(set)
    .where(and(eq(teams.id, teamId), or(...conditions)));
}

interface NewProviderTeam extends TeamDetails {
  sportId: string;
  name: string;
  /** 'espn', 'history', …: where the row came from. */
  provider: string;
  externalId?: string | null;
}

function teamRow(values: NewProviderTeam) {
  return {
    sportId: values.sportId,
    leagueId: values.leagueId ?? null,
    name: values.name,
    shortName: values.shortName ?? null,
    abbreviation: values.abbreviation ?? null,
    logoUrl: values.logoUrl ?? null,
    country: values.country ?? null,
    provider: values.provider,
    externalId: values.externalId ?? null,
  };
}

/**
 * Inserts a team, or returns the existing row when the same (provider, externalId) or the same real
 * (league, name) already exists (a concurrent run, or a team whose aliases were incomplete).
 */
async function createTeam(values: NewProviderTeam, tx: DbOrTx = db): Promise<{ id: string; created: boolean }> {
  const [inserted] = await tx.insert(teams).values(teamRow(values)).onConflictDoNothing().returning({ id: teams.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(
      or(
        values.externalId
          ? and(eq(teams.provider, values.provider), eq(teams.externalId, values.externalId))
          : undefined,
        and(
          values.leagueId ? eq(teams.leagueId, values.leagueId) : isNull(teams.leagueId),
          eq(teams.name, values.name),
          eq(teams.isDemo, false),
        ),
      ),
    )
    .limit(1);
  if (!existing) throw new Error(`Team "${values.name}" could be neither created nor found`);
  return { id: existing.id, created: false };
}

export interface ResolveTeamParams extends NewProviderTeam {
  /** Alias keys to look up, most specific first (provider id key, then name keys). */
  keys: readonly string[];
  /** Which provider used these names (team_aliases.source). */
  source: string;
  /** Create the team when no alias matches (ESPN, history import); false → null instead (The Odds API). */
  create: boolean;
}

/**
 * The team a provider means: found through its alias keys (then any keys it lacks are added and empty
 * details filled), or created with all the keys when `create` is set. Null when unknown and not created.
 */
export async function resolveTeam(
  params: ResolveTeamParams,
  tx: DbOrTx = db,
): Promise<{ id: string; created: boolean } | null> {
  const { keys, source, create, ...team } = params;
  const found = await findTeamIdByAliases(team.sportId, keys, tx);
  if (found) {
    await addTeamAliases(found, team.sportId, keys, source, tx);
    await fillTeamDetails(found, team, tx);
    return { id: found, created: false };
  }
  if (!create) return null;
  const created = await createTeam(team, tx);
  await addTeamAliases(created.id, team.sportId, keys, source, tx);
  return created;
}

/** Alias keys of a team (for tests and the admin data view). */
export function listTeamAliases(teamId: string, tx: DbOrTx = db) {
  return tx
    .select({ alias: teamAliases.alias, source: teamAliases.source })
    .from(teamAliases)
    .where(eq(teamAliases.teamId, teamId))
    .orderBy(teamAliases.alias);
}
