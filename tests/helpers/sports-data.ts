// Helpers for the sports-data integration tests: table counts to prove a second run wrote nothing.
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import { db } from "@/db";
import { matches, matchProviderRefs, oddsSnapshots, rawPayloads, teamAliases, teams } from "@/db/schema";

async function rows(table: PgTable): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

/** Row counts of every sports-data table. */
export async function sportsDataCounts() {
  return {
    teams: await rows(teams),
    teamAliases: await rows(teamAliases),
    matches: await rows(matches),
    matchProviderRefs: await rows(matchProviderRefs),
    oddsSnapshots: await rows(oddsSnapshots),
    rawPayloads: await rows(rawPayloads),
  };
}
