import "server-only";

import { eq } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { globalSettings, type NewGlobalSetting, type SettingValue } from "@/db/schema";

// Writes of the AdSense global settings (the ad console's settings tab). SQL only.

/**
 * Sets one setting's value. The row is inserted from its definition when the seed has not created it
 * yet, so a save never silently does nothing.
 */
export async function upsertSettingValue(
  definition: Pick<NewGlobalSetting, "key" | "type" | "category" | "description" | "defaultValue">,
  value: SettingValue,
  updatedById: string | null,
  tx: DbOrTx = db,
) {
  await tx
    .insert(globalSettings)
    .values({ ...definition, value, updatedById })
    .onConflictDoUpdate({ target: globalSettings.key, set: { value, updatedById, updatedAt: new Date() } });
}

export async function lockSettingValue(key: string, tx: DbOrTx): Promise<unknown> {
  const [row] = await tx
    .select({ value: globalSettings.value, defaultValue: globalSettings.defaultValue })
    .from(globalSettings)
    .where(eq(globalSettings.key, key))
    .for("update")
    .limit(1);
  return row ? (row.value ?? row.defaultValue) : undefined;
}
