import "server-only";

import { and, asc, desc, eq, gte, lte, or } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { mlModels, modelBacktests, type ModelBacktest, type NewModelBacktest } from "@/db/schema";

// Stored backtests of model versions: SQL only. The backtest job writes them; the live pipeline reads the
// pool weights and value threshold of the latest succeeded one; the track record and the ML-models page show them.

export async function insertBacktest(values: NewModelBacktest, tx: DbOrTx = db): Promise<ModelBacktest> {
  const [row] = await tx.insert(modelBacktests).values(values).returning();
  return row!;
}

export async function updateBacktest(id: string, values: Partial<NewModelBacktest>, tx: DbOrTx = db): Promise<void> {
  await tx
    .update(modelBacktests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(modelBacktests.id, id));
}

/** The newest succeeded backtest of a model version for one market (finished by `finishedBy`, when given), or null. */
export async function latestSucceededBacktest(
  params: { modelId: string; modelVersion: string; market: string; finishedBy?: Date },
  tx: DbOrTx = db,
): Promise<ModelBacktest | null> {
  const [row] = await tx
    .select()
    .from(modelBacktests)
    .where(
      and(
        eq(modelBacktests.modelId, params.modelId),
        eq(modelBacktests.modelVersion, params.modelVersion),
        eq(modelBacktests.market, params.market),
        eq(modelBacktests.status, "succeeded"),
        params.finishedBy ? lte(modelBacktests.finishedAt, params.finishedBy) : undefined,
      ),
    )
    .orderBy(desc(modelBacktests.createdAt), desc(modelBacktests.id))
    .limit(1);
  return row ?? null;
}

/** A model's backtests, newest first. */
export function listBacktestsForModel(
  params: { modelId: string; limit: number },
  tx: DbOrTx = db,
): Promise<ModelBacktest[]> {
  return tx
    .select()
    .from(modelBacktests)
    .where(eq(modelBacktests.modelId, params.modelId))
    .orderBy(desc(modelBacktests.createdAt), desc(modelBacktests.id))
    .limit(params.limit);
}

/** A model's backtest still running that started after `since` (older ones were cut off by a restart). */
export async function findRunningBacktest(
  params: { modelId: string; since: Date },
  tx: DbOrTx = db,
): Promise<ModelBacktest | null> {
  const [row] = await tx
    .select()
    .from(modelBacktests)
    .where(
      and(
        eq(modelBacktests.modelId, params.modelId),
        eq(modelBacktests.status, "running"),
        gte(modelBacktests.createdAt, params.since),
      ),
    )
    .orderBy(desc(modelBacktests.createdAt))
    .limit(1);
  return row ?? null;
}

export async function getBacktest(id: string, tx: DbOrTx = db): Promise<ModelBacktest | null> {
  const [row] = await tx.select().from(modelBacktests).where(eq(modelBacktests.id, id)).limit(1);
  return row ?? null;
}

/** The newest backtest of each model (of any status, or only succeeded ones), for the models page. */
export function listLatestBacktests(params: { succeededOnly: boolean }, tx: DbOrTx = db): Promise<ModelBacktest[]> {
  return tx
    .selectDistinctOn([modelBacktests.modelId])
    .from(modelBacktests)
    .where(params.succeededOnly ? eq(modelBacktests.status, "succeeded") : undefined)
    .orderBy(modelBacktests.modelId, desc(modelBacktests.createdAt), desc(modelBacktests.id));
}

/** The models that have at least one stored backtest, of any status (the demo's start-up backtests the others). */
export async function listModelIdsWithBacktests(tx: DbOrTx = db): Promise<Set<string>> {
  const rows = await tx.selectDistinct({ modelId: modelBacktests.modelId }).from(modelBacktests);
  return new Set(rows.map((row) => row.modelId));
}

/**
 * The newest succeeded backtest per model and market, of the given model versions only (the versions that
 * publish today: a backtest of an earlier version describes a forecast no longer made), with the model's name.
 */
export async function listLatestBacktestsOfVersions(
  versions: readonly { modelId: string; version: string }[],
  tx: DbOrTx = db,
) {
  if (versions.length === 0) return [];
  return tx
    .selectDistinctOn([modelBacktests.modelId, modelBacktests.market], {
      backtest: modelBacktests,
      modelName: mlModels.name,
    })
    .from(modelBacktests)
    .innerJoin(mlModels, eq(mlModels.id, modelBacktests.modelId))
    .where(
      and(
        eq(modelBacktests.status, "succeeded"),
        or(
          ...versions.map((v) =>
            and(eq(modelBacktests.modelId, v.modelId), eq(modelBacktests.modelVersion, v.version)),
          ),
        ),
      ),
    )
    .orderBy(
      asc(modelBacktests.modelId),
      asc(modelBacktests.market),
      desc(modelBacktests.createdAt),
      desc(modelBacktests.id),
    );
}
