// Writes the demo world (db/seed/demo/generate.ts builds it): teams, matches and odds snapshots of provider
// 'demo' (one row per demo bookmaker, selection and capture), every row flagged isDemo, plus the demo member and admin.
// Idempotent: teams and matches are upserted on (provider, externalId), odds on their capture key; a re-run on the same
// day changes nothing, a later run records the results of fixtures that have since been played and adds the new week's
// fixtures. Predictions are not created here: the engine generates them from the model.
import { and, count, eq, sql } from "drizzle-orm";

import type { DbOrTx } from "@/db";
import { matches, oddsSnapshots, teams } from "@/db/schema";

import { ensureDemoUsers, type SeededLogin } from "./accounts";
import { ensureDemoAdUnits } from "./demo/ads";
import { buildDemoWorld, DEFAULT_DEMO_SEED, DEMO_PROVIDER, type DemoWorld } from "./demo/generate";
import { chunk, insertAsJson } from "./upsert";

export interface DemoWorldSummary {
  teams: number;
  matches: number;
  upcomingMatches: number;
  oddsSnapshots: number;
  /** Odds snapshots added by this run. */
  oddsSnapshotsInserted: number;
  users: SeededLogin[];
}

export interface SeedDemoWorldOptions {
  /** The world is built around this instant: results before it, fixtures in the 7 days after it. */
  now?: Date;
  /** PRNG seed; the same seed gives the same teams' strengths, results and prices. */
  seed?: number;
}

export async function seedDemoWorld(db: DbOrTx, options: SeedDemoWorldOptions = {}): Promise<DemoWorldSummary> {
  const now = options.now ?? new Date();
  const world = buildDemoWorld({ now, seed: options.seed ?? DEFAULT_DEMO_SEED });
  const written = await db.transaction((tx) => writeDemoWorld(tx, world, now));
  // Password hashing is slow on purpose; keep it outside the transaction.
  const users = await ensureDemoUsers(db);
  await ensureDemoAdUnits(db);
  return { ...written, users };
}

async function writeDemoWorld(tx: DbOrTx, world: DemoWorld, now: Date): Promise<Omit<DemoWorldSummary, "users">> {
  // Teams
  for (const rows of chunk(world.teams)) {
    await tx
      .insert(teams)
      .values(
        rows.map((team) => ({
          sportId: team.sportId,
          leagueId: team.leagueId,
          name: team.name,
          shortName: team.shortName,
          abbreviation: team.abbreviation,
          country: team.country,
          provider: DEMO_PROVIDER,
          externalId: team.externalId,
          isDemo: true,
        })),
      )
      .onConflictDoUpdate({
        target: [teams.provider, teams.externalId],
        set: {
          name: sql.raw(`excluded."name"`),
          shortName: sql.raw(`excluded."short_name"`),
          abbreviation: sql.raw(`excluded."abbreviation"`),
          country: sql.raw(`excluded."country"`),
        },
        setWhere: sql`(${teams.name}, ${teams.shortName}, ${teams.abbreviation}, ${teams.country}) is distinct from
          (excluded."name", excluded."short_name", excluded."abbreviation", excluded."country")`,
      });
  }
  const teamIds = new Map(
    (
      await tx
        .select({ id: teams.id, externalId: teams.externalId })
        .from(teams)
        .where(eq(teams.provider, DEMO_PROVIDER))
    ).map((row) => [row.externalId, row.id]),
  );
  const teamId = (externalId: string) => {
    const id = teamIds.get(externalId);
    if (!id) throw new Error(`Demo team ${externalId} was not written`);
    return id;
  };

  // Matches: write only new ones and those whose state moved on (status, score, time), so a re-run on a
  // database that already holds the world costs a read instead of thousands of writes.
  const existing = new Map(
    (
      await tx
        .select({
          externalId: matches.externalId,
          kickoffAt: matches.kickoffAt,
          status: matches.status,
          statusDetail: matches.statusDetail,
          homeScore: matches.homeScore,
          awayScore: matches.awayScore,
        })
        .from(matches)
        .where(eq(matches.provider, DEMO_PROVIDER))
    ).map((row) => [row.externalId, row]),
  );
  const changed = world.matches.filter((match) => {
    const stored = existing.get(match.externalId);
    return (
      !stored ||
      stored.kickoffAt.getTime() !== match.kickoffAt.getTime() ||
      stored.status !== match.status ||
      stored.statusDetail !== match.statusDetail ||
      stored.homeScore !== match.homeScore ||
      stored.awayScore !== match.awayScore
    );
  });
  for (const rows of chunk(changed)) {
    await insertAsJson(
      tx,
      matches,
      rows.map((match) => ({
        sportId: match.sportId,
        leagueId: match.leagueId,
        homeTeamId: teamId(match.home.externalId),
        awayTeamId: teamId(match.away.externalId),
        kickoffAt: match.kickoffAt,
        status: match.status,
        statusDetail: match.statusDetail,
        homeScore: match.homeScore,
        awayScore: match.awayScore,
        season: match.season,
        provider: DEMO_PROVIDER,
        externalId: match.externalId,
        resultRecordedAt: match.resultRecordedAt,
        lastSyncedAt: now,
        isDemo: true,
      })),
      sql`on conflict (provider, external_id) do update set
        kickoff_at = excluded.kickoff_at, status = excluded.status, status_detail = excluded.status_detail,
        home_score = excluded.home_score, away_score = excluded.away_score,
        result_recorded_at = excluded.result_recorded_at, last_synced_at = excluded.last_synced_at, updated_at = now()`,
    );
  }
  const matchIds = new Map(
    (
      await tx
        .select({ id: matches.id, externalId: matches.externalId })
        .from(matches)
        .where(eq(matches.provider, DEMO_PROVIDER))
    ).map((row) => [row.externalId, row.id]),
  );

  // Odds: append-only; a capture already stored is skipped. Prices depend only on the match's state and,
  // for fixtures, on today's date, so only new or changed matches and upcoming fixtures can add captures.
  const touched = new Set(changed.map((match) => match.externalId));
  for (const match of world.matches) if (match.status === "UPCOMING") touched.add(match.externalId);
  const oddsBefore = await countDemoOdds(tx);
  for (const rows of chunk(world.odds.filter((odds) => touched.has(odds.matchExternalId)))) {
    await insertAsJson(
      tx,
      oddsSnapshots,
      rows.map((odds) => ({
        matchId: matchIds.get(odds.matchExternalId)!,
        provider: DEMO_PROVIDER,
        bookmaker: odds.bookmaker,
        market: "h2h" as const,
        selection: odds.selection,
        price: odds.price,
        capturedAt: odds.capturedAt,
        isClosing: odds.isClosing,
        isDemo: true,
      })),
      sql`on conflict do nothing`,
    );
  }
  const oddsAfter = await countDemoOdds(tx);

  const demoMatches = and(eq(matches.isDemo, true), eq(matches.provider, DEMO_PROVIDER));
  const [upcoming] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(matches)
    .where(and(demoMatches, eq(matches.status, "UPCOMING")));
  return {
    teams: teamIds.size,
    matches: matchIds.size,
    upcomingMatches: upcoming?.value ?? 0,
    oddsSnapshots: oddsAfter,
    oddsSnapshotsInserted: oddsAfter - oddsBefore,
  };
}

async function countDemoOdds(tx: DbOrTx): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(oddsSnapshots).where(eq(oddsSnapshots.isDemo, true));
  return row?.value ?? 0;
}
