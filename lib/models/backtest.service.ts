import "server-only";

import { db } from "@/db";
import {
  listCompletedMatchesForModel,
  listResultSnapshotsForModel,
  listSportsWithResults,
  listSpreadLinesForModel,
} from "@/lib/models/history.queries";
import * as backtestQueries from "@/lib/models/backtests.queries";
import * as modelQueries from "@/lib/models/models.queries";
import { AppError } from "@/lib/core/errors";
import { revalidatePublicData } from "@/lib/cache/revalidate";
import { CACHE_TAGS } from "@/lib/cache/tags";
import type { BacktestRow } from "@/lib/engine/backtest";
import type { RowMarket } from "@/lib/engine/fair-backtest";
import { isThreeWaySport, resolveMarket } from "@/lib/engine/markets";
import { getModel } from "@/lib/engine/registry";
import type { SportModel } from "@/lib/engine/types";
import { dispatchJob, NonRetriableJobError } from "@/lib/jobs";
import type { JobContext, JobPayload, JobTrigger } from "@/lib/jobs/jobs.input";

import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";
import { BacktestInputError, backtestModel, MIN_BACKTEST_MATCHES } from "./backtest-metrics.rules";
import { rowMarkets } from "./backtest-rows.rules";

// The stored backtest of a model version (the engine's version: the code that runs and publishes, whatever
// version an untrained model row still shows): the fair forecast's walk-forward over the finished matches of the
// model's sport in the database, with the prices their odds snapshots held, written as one model_backtests
// row per market (running → succeeded, or failed with the reason). It runs after every successful training,
// on demand from the models page, and once for the demo world at its first start. Activation reads it
// (lib/models/models.service.ts): a version that does not beat the consensus needs a super admin's override.

/** A backtest still "running" after this long was cut off (a restart); it no longer blocks a new one. */
const STALE_BACKTEST_MS = 60 * 60 * 1000;

/** The market a model's stored backtest covers: the result market of its sport ('1x2', 'moneyline'). */
function backtestMarket(sport: string): string {
  return resolveMarket(sport, "moneyline");
}

/** POST /api/admin/models/{id}/backtest: records a running backtest of the model's version and queues the job. */
export async function requestBacktest(actor: AuditActor, modelId: string) {
  const backtest = await db.transaction(async (tx) => {
    const model = await modelQueries.lockModel(modelId, tx);
    if (!model) throw new AppError("not_found", "Model not found.");
    const engine = getModel(model.engine);
    if (!engine) throw new AppError("conflict", "This model has no engine to backtest.");
    const running = await backtestQueries.findRunningBacktest(
      { modelId, since: new Date(Date.now() - STALE_BACKTEST_MS) },
      tx,
    );
    if (running) throw new AppError("conflict", "A backtest of this model is already running.");
    const row = await backtestQueries.insertBacktest(
      {
        modelId,
        modelVersion: engine.version,
        sportId: engine.sport,
        market: backtestMarket(engine.sport),
        status: "running",
        requestedById: actor.id,
      },
      tx,
    );
    await recordAudit(tx, actor, {
      action: "model.backtest",
      entityType: "ml_model",
      entityId: modelId,
      after: { backtestId: row.id, version: engine.version },
    });
    return row;
  });
  const job = await enqueueBacktest(modelId, backtest.id, "manual", actor.id);
  return { backtestId: backtest.id, version: backtest.modelVersion, jobRunId: job.runId, message: "Backtest started" };
}

/** Queues the backtest-model job (after training, at the demo's first start, or for a request above). */
export function enqueueBacktest(
  modelId: string,
  backtestId: string | undefined,
  trigger: JobTrigger,
  requestedById: string | null = null,
) {
  return dispatchJob("backtest-model", backtestId ? { modelId, backtestId } : { modelId }, {
    trigger,
    requestedById,
    idempotencyKey: backtestId ? `backtest:${backtestId}` : null,
  });
}

/**
 * The demo's first backtests: one job per model that has no stored backtest yet and whose sport has
 * finished demo matches. Returns the models queued.
 */
export async function queueDemoBacktests(): Promise<string[]> {
  // Per model, not "any backtest at all": a model added later, or a database that already holds another
  // model's backtest, still gets its first figures.
  const [sports, backtested] = await Promise.all([
    listSportsWithResults({ isDemo: true }).then((list) => new Set(list)),
    backtestQueries.listModelIdsWithBacktests(),
  ]);
  const models = (await modelQueries.listModelRows()).filter((model) => {
    const engine = getModel(model.engine);
    return !backtested.has(model.id) && engine !== undefined && engine !== null && sports.has(engine.sport);
  });
  for (const model of models) await enqueueBacktest(model.id, undefined, "event");
  return models.map((model) => model.id);
}

/**
 * The history a backtest runs on: the real (imported or live) finished matches of the sport when there are
 * enough of them, otherwise the demo past (and the row says so). Every match's prices are the odds snapshots
 * captured at or before its kick-off: result-market prices and, for two-way sports, home spread lines.
 */
async function loadHistory(
  engine: SportModel,
  before: Date,
): Promise<{ rows: BacktestRow[]; isDemo: boolean; markets: Map<string, RowMarket> }> {
  const outcomes = isThreeWaySport(engine.sport) ? 3 : 2;
  for (const isDemo of [false, true]) {
    const history = await listCompletedMatchesForModel({ sport: engine.sport, before, isDemo });
    if (history.length < MIN_BACKTEST_MATCHES && !isDemo) continue;
    const params = { sport: engine.sport, before, isDemo };
    const prices = await listResultSnapshotsForModel(params);
    const spreads = outcomes === 2 ? await listSpreadLinesForModel(params) : [];
    const markets = rowMarkets(prices, outcomes, spreads);
    if (!isDemo && markets.size < MIN_BACKTEST_MATCHES) continue;
    return { rows: history.map((match) => ({ ...match, outcomes })), isDemo, markets };
  }
  return { rows: [], isDemo: false, markets: new Map() };
}

/** The backtest-model job body. */
export async function backtestModelJob(payload: JobPayload<"backtest-model">, ctx: JobContext) {
  const model = await modelQueries.getModelRow(payload.modelId);
  const engine = model && getModel(model.engine);
  if (!model || !engine) throw new NonRetriableJobError(`Model ${payload.modelId} has no engine to backtest.`);
  // In a step: Inngest replays the code outside steps, which must not record a second row.
  const backtest = await ctx.step("record-backtest", async () => {
    const existing = payload.backtestId ? await backtestQueries.getBacktest(payload.backtestId) : null;
    if (existing && existing.status !== "running")
      return { id: existing.id, modelVersion: existing.modelVersion, done: existing.status };
    const row =
      existing ??
      (await backtestQueries.insertBacktest({
        modelId: model.id,
        modelVersion: engine.version,
        sportId: engine.sport,
        market: backtestMarket(engine.sport),
        status: "running",
      }));
    await backtestQueries.updateBacktest(row.id, { startedAt: new Date(), jobRunId: ctx.runId });
    return { id: row.id, modelVersion: row.modelVersion, done: null };
  });
  if (backtest.done) {
    ctx.log("info", `Backtest ${backtest.id} already ${backtest.done}; nothing to do.`);
    return { backtests: 0 };
  }

  // The step returns a failure rather than throwing it: on Inngest a throwing step ends the attempt before
  // the code after it runs, and the row must say failed on both runners.
  const outcome = await ctx.step("load-and-backtest", async () => {
    try {
      const { rows, isDemo, markets } = await loadHistory(engine, new Date());
      const started = performance.now();
      const result = backtestModel(engine, rows, markets);
      return {
        ok: true as const,
        result: {
          ...result,
          periodFrom: result.periodFrom.toISOString(),
          periodTo: result.periodTo.toISOString(),
          isDemo,
          history: rows.length,
          seconds: (performance.now() - started) / 1000,
        },
      };
    } catch (error) {
      if (!(error instanceof BacktestInputError))
        ctx.log("error", "The backtest failed", { error: error instanceof Error ? error.stack : String(error) });
      return { ok: false as const, error: error instanceof Error ? error.message : String(error) };
    }
  });
  if (!outcome.ok) {
    await backtestQueries.updateBacktest(backtest.id, {
      status: "failed",
      error: outcome.error.slice(0, 500),
      finishedAt: new Date(),
    });
    throw new NonRetriableJobError(outcome.error);
  }
  const result = outcome.result;
  await backtestQueries.updateBacktest(backtest.id, {
    status: "succeeded",
    periodFrom: new Date(result.periodFrom),
    periodTo: new Date(result.periodTo),
    matches: result.n,
    isDemo: result.isDemo,
    beatsConsensus: result.beatsConsensus,
    metrics: result.metrics,
    error: null,
    finishedAt: new Date(),
  });
  // The track record's Backtest section shows the newest succeeded run.
  await revalidatePublicData([CACHE_TAGS.backtests]);
  const s = result.metrics.scores;
  ctx.log(
    "info",
    `Backtested ${model.id} ${backtest.modelVersion}: ${result.n} of ${result.history} ` +
      `${result.isDemo ? "demo " : ""}matches scored in ${result.seconds.toFixed(1)} s; log loss fair ` +
      `${s.fair.logLoss.toFixed(4)} vs consensus ${s.consensus?.logLoss.toFixed(4) ?? "—"}`,
  );
  ctx.addCounts({ matches: result.n });
  return { backtests: 1 };
}

export type BacktestOverview = Awaited<ReturnType<typeof modelBacktestsOverview>>[number];

/**
 * The models page's Backtests section: each model with its version, the status of its newest backtest
 * (running, failed with the reason, succeeded) and the figures of its newest succeeded one.
 */
export async function modelBacktestsOverview() {
  const [models, latest, succeeded] = await Promise.all([
    modelQueries.listModelRows(),
    backtestQueries.listLatestBacktests({ succeededOnly: false }),
    backtestQueries.listLatestBacktests({ succeededOnly: true }),
  ]);
  const latestOf = new Map(latest.map((row) => [row.modelId, row]));
  const succeededOf = new Map(succeeded.map((row) => [row.modelId, row]));
  return models.map((model) => {
    const last = latestOf.get(model.id) ?? null;
    const figures = succeededOf.get(model.id) ?? null;
    return {
      id: model.id,
      name: model.name,
      engine: model.engine,
      version: model.version,
      status: model.status,
      latest: last && {
        id: last.id,
        status: last.status,
        version: last.modelVersion,
        error: last.error,
        createdAt: last.createdAt.toISOString(),
      },
      figures: figures &&
        figures.metrics && {
          id: figures.id,
          version: figures.modelVersion,
          market: figures.market,
          isDemo: figures.isDemo,
          matches: figures.matches,
          periodFrom: figures.periodFrom?.toISOString() ?? null,
          periodTo: figures.periodTo?.toISOString() ?? null,
          finishedAt: figures.finishedAt?.toISOString() ?? null,
          beatsConsensus: figures.beatsConsensus === true,
          metrics: figures.metrics,
        },
    };
  });
}
