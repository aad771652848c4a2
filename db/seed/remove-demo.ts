// Removes the demo world: every row flagged isDemo, and anything that hangs off demo rows, in an order that
// satisfies the foreign keys. Reference data, the super admin and real data are left alone.
import { count, eq, inArray, or, sql } from "drizzle-orm";

import type { DbOrTx } from "@/db";
import { matches, oddsSnapshots, predictions, teams, users } from "@/db/schema";

import { removeDemoAdUnits } from "./demo/ads";

export interface RemoveDemoSummary {
  predictions: number;
  oddsSnapshots: number;
  matches: number;
  teams: number;
  users: number;
  adUnits: number;
}

export async function removeDemoData(db: DbOrTx): Promise<RemoveDemoSummary> {
  return db.transaction(async (tx) => {
    const demoTeamIds = tx.select({ id: teams.id }).from(teams).where(eq(teams.isDemo, true));
    // A match is part of the demo world if it is flagged or plays a demo team (teams are restrict-referenced).
    const demoMatchCondition = or(
      eq(matches.isDemo, true),
      inArray(matches.homeTeamId, demoTeamIds),
      inArray(matches.awayTeamId, demoTeamIds),
    );
    const demoMatchIds = tx.select({ id: matches.id }).from(matches).where(demoMatchCondition);

    // Predictions on demo matches (their tracks and favourites cascade).
    const deletedPredictions = await tx
      .delete(predictions)
      .where(or(eq(predictions.isDemo, true), inArray(predictions.matchId, demoMatchIds)))
      .returning({ id: predictions.id });
    // Odds would cascade with their matches; deleted explicitly to report the count.
    const deletedOdds = await tx
      .delete(oddsSnapshots)
      .where(or(eq(oddsSnapshots.isDemo, true), inArray(oddsSnapshots.matchId, demoMatchIds)))
      .returning({ id: oddsSnapshots.id });
    const deletedMatches = await tx.delete(matches).where(demoMatchCondition).returning({ id: matches.id });
    // Team aliases and favourite teams cascade; predictions keep their copied team names (team ids set null).
    const deletedTeams = await tx.delete(teams).where(eq(teams.isDemo, true)).returning({ id: teams.id });
    // Demo accounts: preferences, tracks, favourites and subscriptions cascade; authored rows keep a null author.
    const deletedUsers = await tx.delete(users).where(eq(users.isDemo, true)).returning({ id: users.id });
    // Demo ad units (their events cascade).
    const deletedAdUnits = await removeDemoAdUnits(tx);

    return {
      predictions: deletedPredictions.length,
      oddsSnapshots: deletedOdds.length,
      matches: deletedMatches.length,
      teams: deletedTeams.length,
      users: deletedUsers.length,
      adUnits: deletedAdUnits,
    };
  });
}

/** Number of rows still flagged isDemo (0 after removeDemoData). */
export async function countDemoRows(db: DbOrTx): Promise<number> {
  const counts = await Promise.all(
    [
      db.select({ value: count() }).from(users).where(eq(users.isDemo, true)),
      db.select({ value: count() }).from(teams).where(eq(teams.isDemo, true)),
      db.select({ value: count() }).from(matches).where(eq(matches.isDemo, true)),
      db.select({ value: count() }).from(oddsSnapshots).where(eq(oddsSnapshots.isDemo, true)),
      db.select({ value: count() }).from(predictions).where(eq(predictions.isDemo, true)),
    ].map(async (query) => (await query)[0]?.value ?? 0),
  );
  return counts.reduce((sum, value) => sum + value, 0);
}

/**
 * Whether any demo row is left: demo matches, predictions or teams (what public pages show). A cheap
 * existence test, read on every public page through a cached reader.
 */
export async function hasDemoRows(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({
      present: sql<boolean>`exists (select 1 from ${matches} where ${matches.isDemo})
        or exists (select 1 from ${predictions} where ${predictions.isDemo})
        or exists (select 1 from ${teams} where ${teams.isDemo})`,
    })
    .from(sql`(select 1) as one`);
  return row?.present === true;
}
