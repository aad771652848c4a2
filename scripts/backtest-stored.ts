// npm run backtest:stored -- [<model id> ...] — runs the stored backtest (the backtest-model job) of each model
// whose sport has real finished matches in the database (or of the models named), waits for it on the
// in-process runner, and prints what the model_backtests row holds: the figures the ML-models page and the
// live pipeline read. With Inngest configured it only queues the jobs. Typical use after an import:
//   npm run data:import -- ../shared/data/*.csv && npm run backtest:stored
// Run with the app stopped when using the embedded database (one process per PGlite data directory).
import { closeConnection, db } from "@/db";
import { runMigrations } from "@/db/migrate";
import { listSportsWithResults } from "@/lib/models/history.queries";
import * as backtestQueries from "@/lib/models/backtests.queries";
import * as modelQueries from "@/lib/models/models.queries";
import { seedReferenceData } from "@/db/seed";
import { getModel } from "@/lib/engine/registry";
import { env } from "@/lib/env";
import { getLocalRunner } from "@/lib/jobs";
import { enqueueBacktest } from "@/lib/models/backtest.service";
import { registerJobBodies } from "@/lib/pipeline/job-bodies.service";

const pct = (x: number | null | undefined) =>
  x === null || x === undefined ? "—" : `${x >= 0 ? "+" : ""}${(x * 100).toFixed(2)} %`;
const num = (x: number | null | undefined, digits = 4) => (x === null || x === undefined ? "—" : x.toFixed(digits));

async function main() {
  const wanted = process.argv.slice(2).filter((argument) => argument !== "--");
  await runMigrations();
  registerJobBodies();
  await seedReferenceData(db);
  const sports = new Set(await listSportsWithResults({ isDemo: false }));
  const models = (await modelQueries.listModelRows()).filter((model) => {
    if (wanted.length > 0) return wanted.includes(model.id);
    const engine = getModel(model.engine);
    return engine !== undefined && engine !== null && sports.has(engine.sport);
  });
  if (models.length === 0) {
    console.error(
      wanted.length > 0
        ? `No model named ${wanted.join(", ")}.`
        : "No model's sport has real finished matches: import history first (npm run data:import).",
    );
    process.exitCode = 2;
    return;
  }
  for (const model of models) {
    const started = performance.now();
    const job = await enqueueBacktest(model.id, undefined, "manual");
    if (env.INNGEST_EVENT_KEY || env.INNGEST_DEV) {
      console.log(`${model.id}: queued on Inngest (run ${job.runId}).`);
      continue;
    }
    await getLocalRunner().idle();
    const [row] = await backtestQueries.listBacktestsForModel({ modelId: model.id, limit: 1 });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (!row || row.status !== "succeeded" || !row.metrics) {
      console.log(
        `${model.id} ${model.version}: ${row?.status ?? "no row"} (${seconds} s)${row?.error ? ` — ${row.error}` : ""}`,
      );
      process.exitCode = 1;
      continue;
    }
    const m = row.metrics;
    const score = (name: string, s: { n: number; logLoss: number; rps: number } | null) =>
      `  ${name.padEnd(10)} ${s ? `n ${s.n}, log loss ${num(s.logLoss)}, RPS ${num(s.rps)}` : "—"}`;
    console.log(
      [
        `${model.id} ${row.modelVersion} (${row.market}): ${row.matches} matches scored, ` +
          `${row.periodFrom?.toISOString().slice(0, 10)} … ${row.periodTo?.toISOString().slice(0, 10)}, ` +
          `${row.isDemo ? "demo" : "real"} history, ${seconds} s`,
        score("fair", m.scores.fair),
        score("model", m.scores.model),
        score("consensus", m.scores.consensus),
        score("close", m.scores.closing),
        `  de-vig ${m.marginMethod.chosen}; pool ` +
          `${m.pool ? `a ${num(m.pool.a, 3)}, b ${num(m.pool.b, 3)}, n ${m.pool.n}, ` : ""}` +
          `${m.pool ? (m.pool.applied ? "applied" : "not applied") : "not fitted"}; ` +
          `beats consensus: ${row.beatsConsensus ? "yes" : "no"}`,
        `  value picks: threshold ${pct(m.valuePicks.threshold)}, n ${m.valuePicks.n}, ROI ` +
          `${pct(m.valuePicks.roi.mean)} [${pct(m.valuePicks.roi.lo)}, ${pct(m.valuePicks.roi.hi)}], CLV ` +
          `${pct(m.valuePicks.clv.mean)} [${pct(m.valuePicks.clv.lo)}, ${pct(m.valuePicks.clv.hi)}] (n ` +
          `${m.valuePicks.clv.n}), stated edge ${pct(m.valuePicks.statedEdge)}`,
      ].join("\n"),
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    getLocalRunner().shutdown();
    await closeConnection();
    // The job machinery may leave a timer behind (retries, logging); the work is done and stored.
    setTimeout(() => process.exit(), 1000).unref();
  });
