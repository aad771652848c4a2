// Writes the reference data. Idempotent: safe to run on every start.
// - Code-owned rows (sports, leagues, categories, markets, plans) are upserted: a fix in db/seed/data
//   reaches existing databases. Columns an admin may change (leagues.isActive and logoUrl, plans.isActive)
//   are left alone on update.
// - Admin-owned rows (global settings, the automation config, ML models) are inserted only when absent:
//   an admin's value is never overwritten. A model row that was never trained and still carries the old
//   placeholder version "v1" is given its engine's version, the one it publishes with.
import { and, eq, isNull } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import type { DbOrTx } from "@/db";
import { automationConfig, categories, globalSettings, leagues, markets, mlModels, plans, sports } from "@/db/schema";

import { AUTOMATION_DEFAULTS } from "./data/automation";
import { CATEGORIES, MARKETS } from "./data/categories";
import { LEAGUES, SPORTS } from "./data/leagues";
import { ML_MODELS, PLACEHOLDER_MODEL_VERSION } from "./data/models";
import { PLANS } from "./data/plans";
import { SETTINGS } from "./data/settings";
import { countRows, excludedSet } from "./upsert";

export interface ReferenceDataSummary {
  sports: number;
  leagues: number;
  categories: number;
  markets: number;
  plans: number;
  settings: number;
  /** Settings inserted by this run (0 when all existed). */
  settingsInserted: number;
  mlModels: number;
  /** Whether this run created the automation config row. */
  automationConfigCreated: boolean;
}

export async function seedReferenceData(db: DbOrTx): Promise<ReferenceDataSummary> {
  return db.transaction(async (tx) => {
    await tx
      .insert(sports)
      .values(SPORTS)
      .onConflictDoUpdate({
        target: sports.id,
        set: excludedSet(sports, ["name", "espnSport", "isListed", "sortOrder"]),
      });

    await tx
      .insert(leagues)
      .values(LEAGUES)
      .onConflictDoUpdate({
        target: leagues.id,
        set: excludedSet(leagues, [
          "name",
          "shortName",
          "sportId",
          "country",
          "tier",
          "espnSlug",
          "oddsApiKey",
          "isListed",
          "sortOrder",
        ]),
      });

    await tx
      .insert(categories)
      .values(CATEGORIES)
      .onConflictDoUpdate({
        target: categories.id,
        set: excludedSet(categories, ["name", "description", "sortOrder"]),
      });

    await tx
      .insert(markets)
      .values(MARKETS)
      .onConflictDoUpdate({
        target: markets.id,
        set: excludedSet(markets, ["categoryId", "name", "description", "sortOrder"]),
      });

    await tx
      .insert(plans)
      .values(PLANS)
      .onConflictDoUpdate({
        target: plans.id,
        set: excludedSet(plans, [
          "name",
          "description",
          "priceUsd",
          "features",
          "dailyPredictionLimit",
          "includesPremiumPicks",
          "apiAccess",
          "isPopular",
          "sortOrder",
        ]),
      });

    const insertedSettings = await tx
      .insert(globalSettings)
      .values(
        SETTINGS.map((setting) => ({
          key: setting.key,
          type: setting.type,
          category: setting.category,
          description: setting.description,
          isSecret: setting.isSecret ?? false,
          value: setting.defaultValue,
          defaultValue: setting.defaultValue,
        })),
      )
      .onConflictDoNothing({ target: globalSettings.key })
      .returning({ key: globalSettings.key });

    const insertedConfig = await tx
      .insert(automationConfig)
      .values(AUTOMATION_DEFAULTS)
      .onConflictDoNothing({ target: automationConfig.id })
      .returning({ id: automationConfig.id });

    await tx.insert(mlModels).values(ML_MODELS).onConflictDoNothing({ target: mlModels.id });
    for (const model of ML_MODELS) {
      await tx
        .update(mlModels)
        .set({ version: model.version })
        .where(
          and(
            eq(mlModels.id, model.id!),
            eq(mlModels.version, PLACEHOLDER_MODEL_VERSION),
            isNull(mlModels.lastTrainedAt),
          ),
        );
    }

    const countOf = (table: PgTable) => countRows(tx, table);
    return {
      sports: await countOf(sports),
      leagues: await countOf(leagues),
      categories: await countOf(categories),
      markets: await countOf(markets),
      plans: await countOf(plans),
      settings: await countOf(globalSettings),
      settingsInserted: insertedSettings.length,
      mlModels: await countOf(mlModels),
      automationConfigCreated: insertedConfig.length > 0,
    };
  });
}
