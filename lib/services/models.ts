import "server-only";

import { db } from "@/db";
import * as modelQueries from "@/db/queries/models";
import type { MlModel } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { UpdateModelStatusInput } from "@/lib/validations/models";

import { recordAudit, type AuditActor } from "./audit";

// The ML models screen: the registry's models with their measured metrics and how many predictions
// each has published; admins pause and resume them (never while training).

function toModelDto(model: MlModel, predictions: number) {
  return {
    id: model.id,
    name: model.name,
    description: model.description,
    type: model.type,
    sport: model.sport,
    engine: model.engine,
    status: model.status,
    version: model.version,
    accuracy: model.accuracy,
    precision: model.precision,
    recall: model.recall,
    f1Score: model.f1Score,
    logLoss: model.logLoss,
    brier: model.brier,
    rps: model.rps,
    trainingProgress: model.trainingProgress,
    lastTrained: model.lastTrainedAt?.toISOString() ?? null,
    predictions,
    createdAt: model.createdAt.toISOString(),
  };
}

export async function listModels() {
  const rows = await modelQueries.listModelsWithPredictionCounts();
  return rows.map((row) => toModelDto(row.model, row.predictions));
}

export async function setModelStatus(actor: AuditActor, id: string, input: UpdateModelStatusInput) {
  return db.transaction(async (tx) => {
    const model = await modelQueries.lockModel(id, tx);
    if (!model) throw new AppError("not_found", "Model not found.");
    if (model.status === "TRAINING") throw new AppError("conflict", "A model cannot be paused or resumed while it is training.");
    if (model.status === input.status) return toModelDto(model, 0);
    const updated = await modelQueries.updateModelStatus(id, input.status, tx);
    await recordAudit(tx, actor, { action: "model.status_change", entityType: "ml_model", entityId: id, before: { status: model.status }, after: { status: input.status } });
    return toModelDto(updated!, 0);
  });
}
