import "server-only";

import { db } from "@/db";
import { listCompletedMatchesForModel } from "@/lib/models/history.queries";
import * as modelQueries from "@/lib/models/models.queries";
import { AppError } from "@/lib/core/errors";
import { forecastRows, outcomeIndex, type BacktestRow } from "@/lib/engine/backtest";
import { isThreeWaySport } from "@/lib/engine/markets";
import { classificationReport, summarise } from "@/lib/engine/metrics";
import { getModel } from "@/lib/engine/registry";
import { dispatchJob, NonRetriableJobError } from "@/lib/jobs";
import type { JobContext, JobPayload } from "@/lib/jobs/jobs.input";

import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";
import { enqueueBacktest } from "./backtest.service";
import { activationCheck } from "./models.service";

// Training a model means measuring it honestly on the finished matches in the database: a walk-forward
// over the history, scoring the most recent fifth (every earlier match trains it), so the metrics on the
// models screen are out-of-sample. The models themselves refit on every generation run. A trained version
// then gets its stored backtest against the market (model-backtest.ts); it is ACTIVE after training only when
// that version's backtest already beats the consensus, PAUSED otherwise, until an admin activates it.

/** Share of the history (most recent first) whose forecasts are scored. */
const SCORED_SHARE = 0.2;
/** Below this many scored matches the figures would say nothing: training fails with a clear message. */
const MIN_SCORED_MATCHES = 30;

/** POST /api/admin/models/{id}/train: marks the model TRAINING and queues the job. */
export async function requestTraining(actor: AuditActor, modelId: string) {
  const { trainingRunId, version } = await db.transaction(async (tx) => {
    const model = await modelQueries.lockModel(modelId, tx);
    if (!model) throw new AppError("not_found", "Model not found.");
    if (model.status === "TRAINING") throw new AppError("conflict", "This model is already training.");
    const engine = getModel(model.engine);
    if (!engine) throw new AppError("conflict", "This model has no engine to train.");
    await modelQueries.updateModel(model.id, { status: "TRAINING", trainingProgress: 0 }, tx);
    const run = await modelQueries.createTrainingRun(
      { modelId: model.id, status: "queued", version: engine.version },
      tx,
    );
    await recordAudit(tx, actor, {
      action: "model.train",
      entityType: "ml_model",
      entityId: model.id,
      after: { trainingRunId: run.id },
    });
    return { trainingRunId: run.id, version: engine.version };
  });
  const job = await dispatchJob(
    "train-model",
    { modelId },
    { trigger: "manual", requestedById: actor.id, idempotencyKey: `train:${trainingRunId}` },
  );
  return { trainingRunId, version, jobRunId: job.runId ?? null, message: "Model training started successfully" };
}

/** The train-model job body. */
export async function trainModelJob(payload: JobPayload<"train-model">, ctx: JobContext) {
  const model = await modelQueries.getModelRow(payload.modelId);
  const engine = model && getModel(model.engine);
  if (!model || !engine) throw new NonRetriableJobError(`Model ${payload.modelId} has no engine to train.`);
  const run =
    (await modelQueries.getOpenTrainingRun(model.id)) ??
    (await modelQueries.createTrainingRun({ modelId: model.id, status: "queued", version: engine.version }));
  const progress = async (value: number) => {
    await modelQueries.updateModel(model.id, { trainingProgress: value });
    await modelQueries.updateTrainingRun(run.id, { progress: value });
  };

  try {
    await modelQueries.updateTrainingRun(run.id, { status: "running", startedAt: new Date(), jobRunId: ctx.runId });
    const result = await ctx.step("fit-and-backtest", async () => {
      const now = new Date();
      const history = await listCompletedMatchesForModel({ sport: engine.sport, before: now });
      await progress(20);
      const rows: BacktestRow[] = history.map((match) => ({
        ...match,
        outcomes: isThreeWaySport(engine.sport) ? 3 : 2,
      }));
      const from = rows[Math.floor(rows.length * (1 - SCORED_SHARE))]?.date;
      const scored = forecastRows(engine, rows, { from })
        .filter((forecast) => forecast.probs !== null)
        .map((forecast) => ({ probs: forecast.probs!, outcome: outcomeIndex(forecast.row) }));
      await progress(80);
      if (scored.length < MIN_SCORED_MATCHES) {
        throw new NonRetriableJobError(
          `Only ${scored.length} finished matches could be scored; at least ${MIN_SCORED_MATCHES} are needed.`,
        );
      }
      const summary = summarise(scored);
      const report = classificationReport(scored);
      return { summary, report, trainedOn: rows.length, from: from?.toISOString() ?? null };
    });
    // The run keeps the whole figure set, so the Performance tab can chart every metric over the runs.
    const { precision, recall, f1 } = result.report;
    const metrics = { ...result.summary, precision, recall, f1, trainedOn: result.trainedOn, scoredFrom: result.from };
    const gate = await activationCheck({ ...model, version: engine.version });
    await modelQueries.updateModel(model.id, {
      status: gate.allowed ? "ACTIVE" : "PAUSED",
      version: engine.version,
      accuracy: round(result.report.accuracy),
      precision: round(result.report.precision),
      recall: round(result.report.recall),
      f1Score: round(result.report.f1),
      logLoss: round(result.summary.logLoss),
      brier: round(result.summary.brier),
      rps: result.summary.rps === null ? null : round(result.summary.rps),
      trainingProgress: 100,
      lastTrainedAt: new Date(),
      metrics,
    });
    await modelQueries.updateTrainingRun(run.id, {
      status: "succeeded",
      progress: 100,
      finishedAt: new Date(),
      metrics,
    });
    ctx.log(
      "info",
      `Trained ${model.id}: ${result.summary.n} scored matches, accuracy ` +
        `${(result.report.accuracy * 100).toFixed(1)}%, log loss ${result.summary.logLoss.toFixed(4)}`,
    );
    if (!gate.allowed) ctx.log("info", `${model.id} stays PAUSED: ${gate.reason}`);
    // Every trained version is measured against the market; a failure to queue it does not undo the training.
    await ctx.step("queue-backtest", async () => {
      try {
        const job = await enqueueBacktest(model.id, undefined, "event");
        return { jobRunId: job.runId };
      } catch (error) {
        ctx.log(
          "warn",
          `The backtest of ${model.id} could not be queued: ${error instanceof Error ? error.message : String(error)}`,
        );
        return { jobRunId: null };
      }
    });
    return { matches: result.summary.n };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await modelQueries.updateModel(model.id, { status: "FAILED" });
    await modelQueries.updateTrainingRun(run.id, {
      status: "failed",
      finishedAt: new Date(),
      error: message.slice(0, 500),
    });
    throw error;
  }
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
