import "server-only";

import { and, asc, count, desc, eq, inArray } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import {
  mlModels,
  modelTrainingRuns,
  predictions,
  type MlModel,
  type NewMlModel,
  type NewModelTrainingRun,
} from "@/db/schema";

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

export async function updateModelStatus(
  id: string,
  status: MlModel["status"],
  tx: DbOrTx = db,
): Promise<MlModel | null> {
  const [row] = await tx.update(mlModels).set({ status }).where(eq(mlModels.id, id)).returning();
  return row ?? null;
}

export type ModelUpdate = Partial<
  Pick<
    MlModel,
    | "status"
    | "accuracy"
    | "precision"
    | "recall"
    | "f1Score"
    | "logLoss"
    | "brier"
    | "rps"
    | "trainingProgress"
    | "lastTrainedAt"
    | "metrics"
    | "version"
  >
>;

export async function updateModel(id: string, values: ModelUpdate, tx: DbOrTx = db): Promise<MlModel | null> {
  const [row] = await tx.update(mlModels).set(values).where(eq(mlModels.id, id)).returning();
  return row ?? null;
}

export async function getModelRow(id: string, tx: DbOrTx = db): Promise<MlModel | null> {
  const [row] = await tx.select().from(mlModels).where(eq(mlModels.id, id)).limit(1);
  return row ?? null;
}

export async function createTrainingRun(values: NewModelTrainingRun, tx: DbOrTx = db) {
  const [row] = await tx.insert(modelTrainingRuns).values(values).returning({ id: modelTrainingRuns.id });
  return row!;
}

export async function updateTrainingRun(id: string, values: Partial<NewModelTrainingRun>, tx: DbOrTx = db) {
  await tx.update(modelTrainingRuns).set(values).where(eq(modelTrainingRuns.id, id));
}

/** The newest training run of a model that has not finished. */
export async function getOpenTrainingRun(modelId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({ id: modelTrainingRuns.id })
    .from(modelTrainingRuns)
    .where(and(eq(modelTrainingRuns.modelId, modelId), inArray(modelTrainingRuns.status, ["queued", "running"])))
    .orderBy(desc(modelTrainingRuns.createdAt))
    .limit(1);
  return row ?? null;
}

export async function createModel(
  values: Pick<
    NewMlModel,
    "name" | "description" | "type" | "sport" | "engine" | "version" | "parameters" | "createdById"
  >,
  tx: DbOrTx = db,
) {
  const [row] = await tx
    .insert(mlModels)
    .values({ ...values, status: "DRAFT" })
    .returning();
  return row!;
}

/** A model's training runs, oldest first (the Performance tab's time axis), at most `limit` of the newest. */
export async function listTrainingRuns(params: { modelId: string; limit: number }, tx: DbOrTx = db) {
  const rows = await tx
    .select({
      id: modelTrainingRuns.id,
      status: modelTrainingRuns.status,
      progress: modelTrainingRuns.progress,
      version: modelTrainingRuns.version,
      startedAt: modelTrainingRuns.startedAt,
      finishedAt: modelTrainingRuns.finishedAt,
      metrics: modelTrainingRuns.metrics,
      error: modelTrainingRuns.error,
      createdAt: modelTrainingRuns.createdAt,
    })
    .from(modelTrainingRuns)
    .where(eq(modelTrainingRuns.modelId, params.modelId))
    .orderBy(desc(modelTrainingRuns.createdAt), desc(modelTrainingRuns.id))
    .limit(params.limit);
  return rows.reverse();
}

/** Every model, by name. */
export function listModelRows(tx: DbOrTx = db): Promise<MlModel[]> {
  return tx.select().from(mlModels).orderBy(asc(mlModels.name));
}
