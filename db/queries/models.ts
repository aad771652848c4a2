import "server-only";

import { asc, count, eq } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { mlModels, predictions, type MlModel } from "@/db/schema";

/** Every model with the number of predictions it has published. */
export function listModelsWithPredictionCounts(tx: DbOrTx = db) {
  return tx
    .select({ model: mlModels, predictions: count(predictions.id) })
    .from(mlModels)
    .leftJoin(predictions, eq(predictions.modelId, mlModels.id))
    .groupBy(mlModels.id)
    .orderBy(asc(mlModels.name));
}

export async function lockModel(id: string, tx: DbOrTx): Promise<MlModel | null> {
  const [row] = await tx.select().from(mlModels).where(eq(mlModels.id, id)).for("update").limit(1);
  return row ?? null;
}

export async function updateModelStatus(id: string, status: MlModel["status"], tx: DbOrTx = db): Promise<MlModel | null> {
  const [row] = await tx.update(mlModels).set({ status }).where(eq(mlModels.id, id)).returning();
  return row ?? null;
}
