import "server-only";

import { asc, eq, inArray } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { globalSettings, type SettingValue } from "@/db/schema";

export async function getSettingValues(keys: readonly string[], tx: DbOrTx = db) {
  if (keys.length === 0) return new Map<string, unknown>();
  const rows = await tx
    .select({ key: globalSettings.key, value: globalSettings.value, defaultValue: globalSettings.defaultValue })
    .from(globalSettings)
    .where(inArray(globalSettings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value ?? row.defaultValue]));
}

export async function getSettingValue(key: string, tx: DbOrTx = db): Promise<unknown> {
  const [row] = await tx
    .select({ value: globalSettings.value, defaultValue: globalSettings.defaultValue })
    .from(globalSettings)
    .where(eq(globalSettings.key, key))
    .limit(1);
  return row ? (row.value ?? row.defaultValue) : undefined;
}

const settingColumns = {
  key: globalSettings.key,
  value: globalSettings.value,
  type: globalSettings.type,
  category: globalSettings.category,
  description: globalSettings.description,
  isSecret: globalSettings.isSecret,
  defaultValue: globalSettings.defaultValue,
  updatedAt: globalSettings.updatedAt,
};
export type SettingRow = Awaited<ReturnType<typeof listGlobalSettings>>[number];

/** Every global setting, by category then key. */
export async function listGlobalSettings(tx: DbOrTx = db) {
  return tx.select(settingColumns).from(globalSettings).orderBy(asc(globalSettings.category), asc(globalSettings.key));
}

/** One setting, locked for the rest of the transaction (an edit reads, checks and writes it). */
export async function getSettingForUpdate(key: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select(settingColumns)
    .from(globalSettings)
    .where(eq(globalSettings.key, key))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function updateSettingValue(
  params: { key: string; value: SettingValue; updatedById: string | null },
  tx: DbOrTx = db,
) {
  const [row] = await tx
    .update(globalSettings)
    .set({ value: params.value, updatedById: params.updatedById, updatedAt: new Date() })
    .where(eq(globalSettings.key, params.key))
    .returning(settingColumns);
  return row ?? null;
}

/** Sets a setting's value and its stored default (Reset to Defaults). */
export async function resetSettingValue(
  params: { key: string; value: SettingValue; updatedById: string | null },
  tx: DbOrTx = db,
) {
  const [row] = await tx
    .update(globalSettings)
    .set({ value: params.value, defaultValue: params.value, updatedById: params.updatedById, updatedAt: new Date() })
    .where(eq(globalSettings.key, params.key))
    .returning(settingColumns);
  return row ?? null;
}
