import "server-only";

import { eq, inArray, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import {
  automationConfig,
  globalSettings,
  leagues,
  mlModels,
  sports,
  type AutomationConfig,
  type NewAutomationConfig,
} from "@/db/schema";

// The automation config row and the few reads the automation system test needs. SQL only.

const CONFIG_ID = "default";

export async function getAutomationConfig(tx: DbOrTx = db): Promise<AutomationConfig | null> {
  const [row] = await tx.select().from(automationConfig).where(eq(automationConfig.id, CONFIG_ID));
  return row ?? null;
}

/** Inserts the row from `defaults` when it is missing (the seed normally has); returns the current row. */
export async function ensureAutomationConfig(
  defaults: NewAutomationConfig,
  tx: DbOrTx = db,
): Promise<AutomationConfig> {
  await tx
    .insert(automationConfig)
    .values({ ...defaults, id: CONFIG_ID })
    .onConflictDoNothing({ target: automationConfig.id });
  const row = await getAutomationConfig(tx);
  if (!row) throw new Error("automation_config row missing after insert");
  return row;
}

export type AutomationConfigUpdate = Partial<
  Pick<
    NewAutomationConfig,
    | "enabled"
    | "sports"
    | "leagues"
    | "interval"
    | "providers"
    | "autoPredictions"
    | "maxConcurrent"
    | "isRunning"
    | "startedAt"
    | "stoppedAt"
    | "updatedById"
  >
>;

export async function updateAutomationConfig(
  values: AutomationConfigUpdate,
  tx: DbOrTx = db,
): Promise<AutomationConfig> {
  const [row] = await tx.update(automationConfig).set(values).where(eq(automationConfig.id, CONFIG_ID)).returning();
  if (!row) throw new Error("automation_config row missing");
  return row;
}

/** Which of these sport ids exist. */
export async function listExistingSportIds(ids: string[], tx: DbOrTx = db): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ id: sports.id }).from(sports).where(inArray(sports.id, ids));
  return rows.map((row) => row.id);
}

/** Which of these league ids exist, with their sport. */
export async function listExistingLeagues(
  ids: string[],
  tx: DbOrTx = db,
): Promise<Array<{ id: string; sportId: string }>> {
  if (ids.length === 0) return [];
  return tx.select({ id: leagues.id, sportId: leagues.sportId }).from(leagues).where(inArray(leagues.id, ids));
}

/** The leagues of a sport (a manual run for a whole sport). */
export async function listLeagueIdsOfSport(sportId: string, tx: DbOrTx = db): Promise<string[]> {
  const rows = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.sportId, sportId));
  return rows.map((row) => row.id);
}

/** The model registry's sports and statuses (the automation system test's 'models' check). */
export function listModelStates(tx: DbOrTx = db) {
  return tx
    .select({ id: mlModels.id, sport: mlModels.sport, status: mlModels.status, version: mlModels.version })
    .from(mlModels);
}

/** Whether a global setting holds a non-empty string (e.g. odds_api_key). The value itself is not returned. */
export async function hasNonEmptySetting(key: string, tx: DbOrTx = db): Promise<boolean> {
  const [row] = await tx
    .select({
      present: sql<boolean>`jsonb_typeof(${globalSettings.value}) = 'string' and length(${globalSettings.value} #>>
        '{}') > 0`,
    })
    .from(globalSettings)
    .where(eq(globalSettings.key, key));
  return row?.present === true;
}

/** One round trip to the database, timed by the caller. */
export async function canReachDatabase(tx: DbOrTx = db): Promise<boolean> {
  const result = await tx.execute(sql`select 1 as ok`);
  const rows = (Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows) ?? [];
  return rows.length === 1;
}
