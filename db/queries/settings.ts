import "server-only";

import { eq, inArray } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { globalSettings } from "@/db/schema";

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
