import "server-only";

import { writeFileSync } from "node:fs";
import path from "node:path";

import { db, getConnection } from "@/db";
import { runMigrations } from "@/db/migrate";
import { withoutRevalidation } from "@/lib/cache/revalidate";
import { resolveAuthSecret } from "@/lib/accounts/auth-secret.service";
import { embeddedFiles, ensureEmbeddedDirectories } from "@/lib/embedded-files";
import { isFreshDatabase } from "@/lib/system/system.queries";
import { countDemoRows, seedDatabase } from "@/db/seed";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { mailDeliveryNotice } from "@/lib/mail/transport.service";

export interface PrepareOptions {
  /** Build the demo world on a new database and keep it current (defaults to SEED_DEMO_DATA). */
  demo?: boolean;
  /** Print generated logins, and where e-mail goes, to stdout (the server does; tests don't). */
  printCredentials?: boolean;
}

let prepared: Promise<void> | undefined;

/**
 * Brings the database to the current schema and makes sure reference data and a super admin exist.
 * Idempotent and memoised per process: instrumentation.ts calls it once before the first request.
 */
export function prepareDatabase(options: PrepareOptions = {}): Promise<void> {
  prepared ??= runPrepare(options).catch((error: unknown) => {
    prepared = undefined;
    throw error;
  });
  return prepared;
}

async function runPrepare({ demo = env.SEED_DEMO_DATA, printCredentials = false }: PrepareOptions) {
  const started = Date.now();
  // Every directory the embedded mode writes to exists before anything reads or writes there.
  ensureEmbeddedDirectories();
  // Fails fast when a production server deployment has no AUTH_SECRET; creates the embedded one.
  resolveAuthSecret();
  await runMigrations();
  // The demo world is built on a new database and rolled forward (last week's fixtures become results,
  // next week's appear) while it exists; after `npm run db:remove-demo` it stays gone.
  const withDemo = demo && ((await isFreshDatabase()) || (await countDemoRows(db)) > 0);
  const result = await seedDatabase(db, {
    demo: withDemo,
    superAdmin: { email: env.SUPERADMIN_EMAIL, password: env.SUPERADMIN_PASSWORD },
  });
  logger.info("database.ready", { ms: Date.now() - started, ...result.counts });
  if (printCredentials) {
    printGeneratedLogins(result);
    printMailDelivery();
  }
  // server.mjs revalidates every public page once it listens; asking it now would wait on ourselves.
  if (withDemo) await withoutRevalidation(() => refreshDemoPredictions());
}

/**
 * The demo world's predictions: its recent past is replayed as the pipeline would have run it day by day
 * (each pick made and locked before its kick-off from what was known then; the first start publishes a few
 * weeks of them, a restart only the days since), picks on matches that have since kicked off get their
 * closing line, those on finished matches are settled, and the models predict the upcoming demo fixtures, so
 * a first start shows real model output and a settled record to judge without any network.
 */
export async function refreshDemoPredictions(now: Date = new Date()) {
  const started = Date.now();
  const [
    { recordClosingLines },
    { settleFinishedMatches },
    { generatePredictions },
    { replayDemoPredictions },
    { DEFAULT_MARKETS },
    { settleMemberBets },
  ] = await Promise.all([
    import("@/lib/settlement/closing-line.service"),
    import("@/lib/settlement/settlement.service"),
    import("@/lib/generation/generation.service"),
    import("@/lib/generation/replay.service"),
    import("@/lib/engine/markets"),
    import("@/lib/bets/bet-settlement.service"),
  ]);
  const replayed = await replayDemoPredictions({ now, markets: [...DEFAULT_MARKETS] });
  const closed = await recordClosingLines({ now });
  const settled = await settleFinishedMatches({ now });
  // Members' bets on the demo matches settle with them, as the pipeline's settle stage does.
  const bets = await settleMemberBets({ now });
  const generated = await generatePredictions({ markets: [...DEFAULT_MARKETS], now });
  logger.info("demo.predictions_ready", {
    ms: Date.now() - started,
    replayed: replayed.generated,
    closed: closed.recorded,
    settled: settled.settled,
    betsSettled: bets.settled,
    generated: generated.generated,
  });
  return { replay: replayed, closed: closed.recorded, settled: settled.settled, generated: generated.generated };
}

/**
 * Starts the embedded job machinery in the server process, after prepareDatabase(): closes local runs a
 * previous process left open, lets this process create timers, and starts the automation schedule
 * (croner, UTC) when the config says enabled && isRunning and Inngest is not configured. Only
 * instrumentation.ts calls it, so `next build`, scripts and tests never start a timer.
 */
export async function startBackgroundJobs(): Promise<void> {
  const jobs = await import("@/lib/jobs");
  const { registerJobBodies } = await import("@/lib/pipeline/job-bodies.service");
  registerJobBodies();
  await jobs.cancelInterruptedLocalRuns();
  jobs.enableSchedulerTimers();
  const state = await jobs.startScheduler();
  const { startMaintenanceSchedule } = await import("@/lib/pipeline/maintenance.service");
  startMaintenanceSchedule();
  logger.info("jobs.ready", {
    schedule: state.active ? state.pattern : null,
    nextRunAt: state.nextRunAt?.toISOString() ?? null,
    reason: state.reason,
  });
  await queueFirstDemoBacktests().catch((error: unknown) => logger.error("demo.backtests_not_queued", { error }));
}

/**
 * The demo world's first backtests: with demo history and no backtest stored yet, one backtest-model job per
 * model whose sport has demo results, queued in the background (the server answers meanwhile), so the track
 * record's Backtest section and the models page have figures in a fresh clone.
 */
export async function queueFirstDemoBacktests(): Promise<string[]> {
  if ((await countDemoRows(db)) === 0) return [];
  const { queueDemoBacktests } = await import("@/lib/models/backtest.service");
  const models = await queueDemoBacktests();
  if (models.length > 0) logger.info("demo.backtests_queued", { models });
  return models;
}

type SeedResult = Awaited<ReturnType<typeof seedDatabase>>;

/**
 * Prints passwords the seed generated (they exist nowhere else in clear). On the embedded database they
 * are also written, owner-readable only, to <data dir>-logins.txt so a missed console line is not fatal.
 */
function printGeneratedLogins(result: SeedResult) {
  const logins = [result.superAdmin, ...(result.demoUsers ?? [])].filter((login) => login?.password);
  if (logins.length === 0) return;
  const lines = logins.map((login) => `  ${login!.email}  ${login!.password}`);
  const text = ["Generated logins (change them after signing in):", ...lines, ""].join("\n");
  let savedTo = "";
  const files = getConnection().mode === "embedded" ? ensureEmbeddedDirectories(embeddedFiles()) : null;
  if (files) {
    const file = files.logins;
    writeFileSync(file, text, { mode: 0o600 });
    savedTo = `(also saved to ${path.relative(process.cwd(), file)})\n`;
  }
  console.log(`\n${text}${savedTo}`);
}

/** Says where e-mail goes when it is not sent over SMTP: into this log, or (a deployment without SMTP) nowhere yet. */
function printMailDelivery() {
  const notice = mailDeliveryNotice();
  if (!notice) return;
  if (notice.level === "warn") console.warn(`\n${notice.text}\n`);
  else console.log(notice.text);
}
