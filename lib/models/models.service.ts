import "server-only";

import { db, type DbOrTx } from "@/db";
import { latestSucceededBacktest } from "@/lib/models/backtests.queries";
import * as modelQueries from "@/lib/models/models.queries";
import type { MlModel, ModelBacktest, Role } from "@/db/schema";
import { AppError } from "@/lib/core/errors";
import { resolveMarket } from "@/lib/engine/markets";
import { getModel, getModelInfo } from "@/lib/engine/registry";
import type { CreateModelInput, UpdateModelStatusInput } from "@/lib/models/models.input";

import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";

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

/**
 * Whether a model's current version may serve: its latest succeeded backtest (of its sport's result market)
 * beat the market consensus. The one rule every way of activating a model asks.
 */
export async function activationCheck(
  model: MlModel,
  tx: DbOrTx = db,
): Promise<{ allowed: boolean; backtest: ModelBacktest | null; reason: string | null }> {
  const engine = getModel(model.engine);
  // The version that would serve is the engine's (generation stamps it on every pick, the backtest job on
  // every backtest); a row that was never trained may still show an older label.
  const version = engine?.version ?? model.version;
  const backtest = engine
    ? await latestSucceededBacktest(
        { modelId: model.id, modelVersion: version, market: resolveMarket(engine.sport, "moneyline") },
        tx,
      )
    : null;
  if (!backtest)
    return {
      allowed: false,
      backtest,
      reason: `This version (${version}) has no backtest yet: run one before activating it.`,
    };
  if (!backtest.beatsConsensus) {
    const scores = backtest.metrics?.scores;
    const figures = scores?.consensus
      ? ` (log loss ${scores.fair.logLoss.toFixed(4)} vs ${scores.consensus.logLoss.toFixed(4)} on ` +
        `${backtest.matches} matches)`
      : "";
    return {
      allowed: false,
      backtest,
      reason: `This version's backtest does not beat the market consensus${figures}.`,
    };
  }
  return { allowed: true, backtest, reason: null };
}

/** The figures an activation override is audited with. */
function backtestFigures(backtest: ModelBacktest | null) {
  if (!backtest) return null;
  const scores = backtest.metrics?.scores;
  return {
    id: backtest.id,
    version: backtest.modelVersion,
    market: backtest.market,
    matches: backtest.matches,
    isDemo: backtest.isDemo,
    beatsConsensus: backtest.beatsConsensus,
    fairLogLoss: scores?.fair.logLoss ?? null,
    consensusLogLoss: scores?.consensus?.logLoss ?? null,
  };
}

/**
 * PATCH /api/admin/models/{id}/status. Pausing is always allowed (never while training); activating only a
 * version whose backtest beats the consensus, or by a super admin's override with a reason, audited with
 * the backtest's figures.
 */
export async function setModelStatus(actor: AuditActor & { role: Role }, id: string, input: UpdateModelStatusInput) {
  return db.transaction(async (tx) => {
    const model = await modelQueries.lockModel(id, tx);
    if (!model) throw new AppError("not_found", "Model not found.");
    if (model.status === "TRAINING")
      throw new AppError("conflict", "A model cannot be paused or resumed while it is training.");
    if (model.status === input.status) return toModelDto(model, 0);
    let override: { reason: string; backtest: ReturnType<typeof backtestFigures> } | null = null;
    if (input.status === "ACTIVE") {
      const check = await activationCheck(model, tx);
      if (!check.allowed) {
        if (!input.override)
          throw new AppError(
            "conflict",
            `${check.reason} A super admin can activate it with an override and a reason.`,
          );
        if (actor.role !== "SUPER_ADMIN")
          throw new AppError("forbidden", "Only a super admin can override the backtest and activate this version.");
        override = { reason: input.override.reason, backtest: backtestFigures(check.backtest) };
      }
    }
    const updated = await modelQueries.updateModelStatus(id, input.status, tx);
    await recordAudit(tx, actor, {
      action: override ? "model.activation_override" : "model.status_change",
      entityType: "ml_model",
      entityId: id,
      before: { status: model.status },
      after: override
        ? { status: input.status, version: model.version, reason: override.reason, backtest: override.backtest }
        : { status: input.status },
    });
    return toModelDto(updated!, 0);
  });
}

/**
 * POST /api/admin/models: registers a model on one of the engines lib/engine ships (the schema checks
 * the engine fits the sport). It starts as DRAFT with the engine's type and hyper-parameters and gets
 * its metrics from its first training run. Audited.
 */
export async function createModel(actor: AuditActor, input: CreateModelInput) {
  const engine = getModelInfo(input.engine);
  if (!engine) throw new AppError("validation_failed", "Unknown engine.");
  return db.transaction(async (tx) => {
    const model = await modelQueries.createModel(
      {
        name: input.name,
        description: input.description ?? null,
        type: engine.type,
        sport: input.sport,
        engine: engine.key,
        version: engine.version,
        parameters: engine.parameters,
        createdById: actor.id,
      },
      tx,
    );
    await recordAudit(tx, actor, {
      action: "model.create",
      entityType: "ml_model",
      entityId: model.id,
      after: { name: model.name, sport: model.sport, engine: model.engine },
    });
    return toModelDto(model, 0);
  });
}

/** How many training runs the Performance tab charts. */
const RUN_HISTORY_LIMIT = 100;

/** A metric of a stored run, or null when the run has none (failed runs, NaN stored as null). */
function metric(metrics: Record<string, unknown> | null, key: string): number | null {
  const value = metrics?.[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** GET /api/admin/models/{id}/runs: the model's training runs, oldest first, with each run's backtest metrics. */
export async function listModelRuns(modelId: string) {
  const model = await modelQueries.getModelRow(modelId);
  if (!model) throw new AppError("not_found", "Model not found.");
  const runs = await modelQueries.listTrainingRuns({ modelId, limit: RUN_HISTORY_LIMIT });
  return {
    model: { id: model.id, name: model.name, status: model.status },
    runs: runs.map((run) => ({
      id: run.id,
      status: run.status,
      progress: run.progress,
      version: run.version,
      startedAt: run.startedAt?.toISOString() ?? null,
      finishedAt: run.finishedAt?.toISOString() ?? null,
      createdAt: run.createdAt.toISOString(),
      error: run.error,
      metrics: {
        accuracy: metric(run.metrics, "accuracy"),
        precision: metric(run.metrics, "precision"),
        recall: metric(run.metrics, "recall"),
        f1Score: metric(run.metrics, "f1"),
        logLoss: metric(run.metrics, "logLoss"),
        brier: metric(run.metrics, "brier"),
        rps: metric(run.metrics, "rps"),
        scoredMatches: metric(run.metrics, "n"),
      },
    })),
  };
}
