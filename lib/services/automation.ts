import "server-only";

import { db } from "@/db";
import * as automationQueries from "@/db/queries/automation";
import * as jobRunQueries from "@/db/queries/job-runs";
import type { AutomationConfig, ModelSport } from "@/db/schema";
import { AUTOMATION_DEFAULTS } from "@/db/seed/data/automation";
import { isInngestConfigured } from "@/inngest/client";
import { AppError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import {
  checkCronExpression,
  CRON_TIME_ZONE,
  dispatchJob,
  getLocalRunner,
  hasJobBody,
  nextCronRuns,
  nextRuns,
  PIPELINE_STAGES,
  reloadScheduler,
  schedulerState,
} from "@/lib/jobs";
import { SPORT_ALIASES } from "@/lib/jobs/pipeline";
import type {
  AutomationConfigInput,
  AutomationMetricsQuery,
  ExecutePipelineInput,
  ListJobRunsQuery,
  TestAutomationInput,
} from "@/lib/validations/automation";

import { recordAudit, type AuditActor } from "./audit";

// The automation panel (admin spec §2, §3, §7): scheduler status, metrics, configuration, start / stop,
// run the pipeline now, a system test, and the job runs behind the Logs tab. Numbers come from the
// job_runs table (both runners record there). Every write is audited: automation.start, automation.stop,
// automation.config_update, automation.execute.

const HOUR = 60 * 60 * 1000;
const TIMEFRAME_MS = { "24h": 24 * HOUR, "7d": 7 * 24 * HOUR, "30d": 30 * 24 * HOUR } as const;

type ConfigFields = Pick<AutomationConfig, "enabled" | "sports" | "leagues" | "interval" | "providers" | "autoPredictions" | "maxConcurrent">;
const CONFIG_KEYS = ["enabled", "sports", "leagues", "interval", "providers", "autoPredictions", "maxConcurrent"] as const satisfies readonly (keyof ConfigFields)[];

async function loadConfig(): Promise<AutomationConfig> {
  return (await automationQueries.getAutomationConfig()) ?? automationQueries.ensureAutomationConfig(AUTOMATION_DEFAULTS);
}

function toConfigDto(config: AutomationConfig) {
  return {
    enabled: config.enabled,
    sports: config.sports,
    leagues: config.leagues,
    interval: config.interval,
    timeZone: CRON_TIME_ZONE,
    providers: config.providers,
    autoPredictions: config.autoPredictions,
    maxConcurrent: config.maxConcurrent,
    isRunning: config.isRunning,
    startedAt: config.startedAt,
    stoppedAt: config.stoppedAt,
    updatedAt: config.updatedAt,
  };
}

function toRunDto(run: jobRunQueries.JobRunSummary) {
  return {
    id: run.id,
    jobName: run.jobName,
    trigger: run.trigger,
    status: run.status,
    runner: run.runner,
    input: run.input,
    counts: run.counts,
    error: run.error,
    attempts: run.attempts,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    durationMs: run.durationMs,
    requestedById: run.requestedById,
    createdAt: run.createdAt,
  };
}

async function schedulerDto(config: AutomationConfig, now = new Date()) {
  const [next] = await nextRuns(1, config, now);
  return {
    isRunning: config.isRunning,
    enabled: config.enabled,
    interval: config.interval,
    timeZone: CRON_TIME_ZONE,
    nextRunAt: next ?? null,
    /** Who runs jobs and the schedule: the local in-process runner (croner) or Inngest. */
    runner: isInngestConfigured() ? ("inngest" as const) : ("local" as const),
  };
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * The panel's status cards: scheduler Running/Stopped and, over the last 24 hours, the job runs started
 * (recentJobs: every job, skipped ticks excluded) and the predictions the pipeline generated
 * (recentPredictions: the sum of counts.predictions of pipeline runs).
 */
export async function getAutomationStatus(now = new Date()) {
  const config = await loadConfig();
  const since = new Date(now.getTime() - 24 * HOUR);
  const [all, pipeline, lastRun, scheduler] = await Promise.all([
    jobRunQueries.summariseJobRuns({ since }),
    jobRunQueries.summariseJobRuns({ since, jobName: "pipeline" }),
    jobRunQueries.getLatestJobRun("pipeline"),
    schedulerDto(config, now),
  ]);
  return {
    scheduler,
    pipeline: { recentJobs: all.total, recentPredictions: pipeline.predictions, lastRun: lastRun ? toRunDto(lastRun) : null },
    config: toConfigDto(config),
  };
}

/**
 * Metrics over the timeframe, from job_runs created in it. successRate: succeeded over finished
 * (succeeded + failed) runs in percent to one decimal, null when none finished; skipped runs are neither
 * counted as jobs nor as failures. totalMatches / totalPredictions: sums of counts.matches / .predictions.
 */
export async function getAutomationMetrics(query: AutomationMetricsQuery, now = new Date()) {
  const since = new Date(now.getTime() - TIMEFRAME_MS[query.timeframe]);
  const totals = await jobRunQueries.summariseJobRuns({ since });
  const finished = totals.succeeded + totals.failed;
  return {
    timeframe: query.timeframe,
    since,
    metrics: {
      successRate: finished === 0 ? null : Math.round((totals.succeeded / finished) * 1000) / 10,
      totalJobs: totals.total,
      totalMatches: totals.matches,
      totalPredictions: totals.predictions,
      failedJobs: totals.failed,
      succeededJobs: totals.succeeded,
      skippedJobs: totals.skipped,
      averageDurationMs: totals.averageDurationMs,
    },
  };
}

export async function getAutomationConfigView() {
  return toConfigDto(await loadConfig());
}

/** The Logs tab: runs newest first, without their log lines. */
export async function listJobRuns(query: ListJobRunsQuery) {
  const { rows, total } = await jobRunQueries.listJobRuns({ page: query.page, limit: query.limit, jobName: query.name, status: query.status });
  return {
    runs: rows.map(toRunDto),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.max(1, Math.ceil(total / query.limit)) },
  };
}

/** One run with its log lines. */
export async function getJobRun(id: string) {
  const run = await jobRunQueries.getJobRun(id);
  if (!run) throw new AppError("not_found", "Job run not found.");
  return { ...toRunDto(run), logLines: run.logLines };
}

// ── Writing ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Starts the automation: saves the optional configuration, sets enabled and isRunning, and (re)starts the
 * local schedule. Jobs already running are not affected.
 */
export async function startAutomation(actor: AuditActor, input: AutomationConfigInput = {}, now = new Date()) {
  await checkReferences(input);
  const config = await db.transaction(async (tx) => {
    const before = (await automationQueries.getAutomationConfig(tx)) ?? (await automationQueries.ensureAutomationConfig(AUTOMATION_DEFAULTS, tx));
    const after = await automationQueries.updateAutomationConfig(
      { ...configFields(input), enabled: true, isRunning: true, startedAt: now, updatedById: actor.id },
      tx,
    );
    await recordAudit(tx, actor, { action: "automation.start", entityType: "automation_config", entityId: after.id, ...changes(before, after, ["isRunning"]) });
    return after;
  });
  await reloadScheduler();
  return { message: "Automation system started successfully", scheduler: await schedulerDto(config, now), config: toConfigDto(config) };
}

/** Stops the schedule (isRunning = false). A run in progress finishes; manual runs stay possible. */
export async function stopAutomation(actor: AuditActor, now = new Date()) {
  const config = await db.transaction(async (tx) => {
    const before = (await automationQueries.getAutomationConfig(tx)) ?? (await automationQueries.ensureAutomationConfig(AUTOMATION_DEFAULTS, tx));
    const after = await automationQueries.updateAutomationConfig({ isRunning: false, stoppedAt: now, updatedById: actor.id }, tx);
    await recordAudit(tx, actor, { action: "automation.stop", entityType: "automation_config", entityId: after.id, ...changes(before, after, ["isRunning"]) });
    return after;
  });
  await reloadScheduler();
  return { message: "Automation system stopped successfully", scheduler: await schedulerDto(config, now) };
}

/** Saves configuration changes and applies them to the schedule and the local runner. */
export async function updateAutomationConfig(actor: AuditActor, input: AutomationConfigInput) {
  if (Object.keys(input).length === 0) throw new AppError("validation_failed", "Send at least one setting to change.");
  await checkReferences(input);
  const config = await db.transaction(async (tx) => {
    const before = (await automationQueries.getAutomationConfig(tx)) ?? (await automationQueries.ensureAutomationConfig(AUTOMATION_DEFAULTS, tx));
    const after = await automationQueries.updateAutomationConfig({ ...configFields(input), updatedById: actor.id }, tx);
    await recordAudit(tx, actor, { action: "automation.config_update", entityType: "automation_config", entityId: after.id, ...changes(before, after) });
    return after;
  });
  getLocalRunner().setMaxConcurrent(config.maxConcurrent);
  await reloadScheduler();
  return { message: "Configuration updated successfully", config: toConfigDto(config), scheduler: await schedulerDto(config) };
}

/**
 * Runs the pipeline now (trigger 'manual'), for one league, one sport, or the configured leagues. A league
 * decides its sport, so the panel's { sport: 'football', league: 'nfl' } runs the NFL; 'soccer' means our
 * 'football'. Works while the schedule is stopped.
 */
export async function executePipeline(actor: AuditActor, input: ExecutePipelineInput) {
  const sport = input.sport ? (SPORT_ALIASES[input.sport] ?? input.sport) : undefined;
  if (sport && (await automationQueries.listExistingSportIds([sport])).length === 0) {
    throw new AppError("validation_failed", `Unknown sport '${input.sport}'.`, [{ path: "sport", message: "Unknown sport" }]);
  }
  if (input.league && (await automationQueries.listExistingLeagues([input.league])).length === 0) {
    throw new AppError("validation_failed", `Unknown league '${input.league}'.`, [{ path: "league", message: "Unknown league" }]);
  }
  const payload = { ...(sport ? { sport } : {}), ...(input.league ? { league: input.league } : {}) };
  const result = await dispatchJob("pipeline", payload, { trigger: "manual", requestedById: actor.id });
  await recordAudit(db, actor, {
    action: "automation.execute",
    entityType: "job_run",
    entityId: result.runId,
    after: { job: "pipeline", ...payload, runner: result.runner, status: result.status },
  });
  return { message: "Pipeline execution started", runId: result.runId, status: result.status, runner: result.runner, eventId: result.eventId ?? null };
}

// ── System test ───────────────────────────────────────────────────────────────────────────────────────

type TestStatus = "passed" | "failed";
interface TestResult {
  name: string;
  status: TestStatus;
  detail: string;
  durationMs: number;
}

/** Configured flags of the data providers (the scraper panel's API test shows the same three). */
export interface ProviderFlags {
  /** ESPN scoreboards (fixtures, live scores, results): its base URL is set. */
  scoresApi: boolean;
  /** The Odds API: its base URL and a key (ODDS_API_KEY or the odds_api_key setting) are set. */
  oddsApi: boolean;
  /** ESPN game summaries (match details, final results), served from the same ESPN base URL. */
  sportsDataApi: boolean;
}

/** Which providers are configured. No network call: only the base URLs and the key's presence. */
export async function getProviderFlags(): Promise<ProviderFlags> {
  const espn = isHttpUrl(env.ESPN_BASE_URL);
  const oddsKey = Boolean(env.ODDS_API_KEY) || (await automationQueries.hasNonEmptySetting("odds_api_key"));
  return { scoresApi: espn, oddsApi: isHttpUrl(env.ODDS_API_BASE_URL) && oddsKey, sportsDataApi: espn };
}

/**
 * Real checks of the automation system (nothing is written): the database answers, the schedule is valid
 * and computable, the providers are configured, each configured sport has an ACTIVE model, and every
 * pipeline stage has a body. Read-only, so not audited (the server log records who ran it). overall.status: 'passed' when all pass, 'failed' when none does, else 'partial'.
 */
export async function testAutomation(actor: AuditActor, input: TestAutomationInput) {
  logger.info("automation.test", { actorId: actor.id, component: input.component });
  const wanted = input.component;
  const checks: Array<[string, () => Promise<Omit<TestResult, "name" | "durationMs">>]> = [];
  let providers: ProviderFlags | undefined;
  const config = await loadConfig().catch(() => null);
  if (wanted === "all" || wanted === "database") checks.push(["database", checkDatabase]);
  if (wanted === "all" || wanted === "scheduler") checks.push(["scheduler", () => checkScheduler(config)]);
  if (wanted === "all" || wanted === "providers") {
    checks.push([
      "providers",
      async () => {
        providers = await getProviderFlags();
        return checkProviders(providers, config);
      },
    ]);
  }
  if (wanted === "all" || wanted === "models") checks.push(["models", () => checkModels(config)]);
  if (wanted === "all" || wanted === "jobs") checks.push(["jobs", checkJobs]);

  const tests: TestResult[] = [];
  for (const [name, run] of checks) {
    const started = Date.now();
    try {
      tests.push({ name, ...(await run()), durationMs: Date.now() - started });
    } catch (error) {
      tests.push({ name, status: "failed", detail: `The check itself failed: ${error instanceof Error ? error.message.split("\n")[0] : "unknown error"}`, durationMs: Date.now() - started });
    }
  }
  const passedTests = tests.filter((test) => test.status === "passed").length;
  const totalTests = tests.length;
  const status = passedTests === totalTests ? "passed" : passedTests === 0 ? "failed" : "partial";
  return {
    message: `System test completed: ${passedTests}/${totalTests} tests passed`,
    overall: { status, passedTests, totalTests },
    tests,
    ...(providers ? { providers } : {}),
  };
}

async function checkDatabase() {
  const started = Date.now();
  const ok = await automationQueries.pingDatabase();
  return ok
    ? { status: "passed" as const, detail: `Round trip in ${Date.now() - started} ms.` }
    : { status: "failed" as const, detail: "The database answered, but not with the expected row." };
}

async function checkScheduler(config: AutomationConfig | null) {
  if (!config) return { status: "failed" as const, detail: "The automation config could not be read." };
  const cron = checkCronExpression(config.interval);
  if (!cron.ok) return { status: "failed" as const, detail: `The schedule '${config.interval}' is invalid: ${cron.reason}.` };
  const [next] = nextCronRuns(cron.pattern, 1);
  if (!next) return { status: "failed" as const, detail: `The schedule '${config.interval}' never runs.` };
  const state = schedulerState();
  const where = isInngestConfigured()
    ? "Inngest runs the schedule (its deploy-time cron)"
    : state.active
      ? "the local scheduler's timer is active in this process"
      : `no local timer in this process (${state.reason ?? "not started"})`;
  return {
    status: "passed" as const,
    detail: `${config.isRunning && config.enabled ? "Running" : "Stopped"}; '${config.interval}' (${CRON_TIME_ZONE}) next fires at ${next.toISOString()}; ${where}.`,
  };
}

function checkProviders(flags: ProviderFlags, config: AutomationConfig | null) {
  const wanted = config?.providers ?? [];
  const problems: string[] = [];
  if (!flags.scoresApi) problems.push("the ESPN base URL (ESPN_BASE_URL) is not an http(s) URL");
  if (!flags.oddsApi && wanted.includes("odds-api")) problems.push("odds-api is enabled in the config but The Odds API has no key (ODDS_API_KEY or the odds_api_key setting)");
  const summary = `scores API ${yesNo(flags.scoresApi)}, odds API ${yesNo(flags.oddsApi)}, sports-data API ${yesNo(flags.sportsDataApi)}`;
  return problems.length === 0
    ? { status: "passed" as const, detail: `Configured: ${summary}.` }
    : { status: "failed" as const, detail: `${summary}: ${problems.join("; ")}.` };
}

async function checkModels(config: AutomationConfig | null) {
  const sports = config?.sports ?? [];
  if (sports.length === 0) return { status: "failed" as const, detail: "No sports are configured for automation." };
  const models = await automationQueries.listModelStates();
  const active = new Set(models.filter((model) => model.status === "ACTIVE").map((model) => model.sport));
  const missing = sports.filter((sport) => !active.has(modelSportOf(sport)) && !active.has("ALL"));
  if (missing.length === 0) return { status: "passed" as const, detail: `An ACTIVE model covers each configured sport (${sports.join(", ")}).` };
  return {
    status: "failed" as const,
    detail: `No ACTIVE model for ${missing.join(", ")} (models stay DRAFT until a training run succeeds; train-model job ${hasJobBody("train-model") ? "available" : "not available yet"}).`,
  };
}

async function checkJobs() {
  const missing = PIPELINE_STAGES.filter((stage) => !hasJobBody(stage));
  const runner = isInngestConfigured() ? "Inngest" : `the local runner (max ${getLocalRunner().getMaxConcurrent()} at once)`;
  if (missing.length === 0) return { status: "passed" as const, detail: `Every pipeline stage has a body; jobs run on ${runner}.` };
  return {
    status: "failed" as const,
    detail: `Pipeline stages not available yet: ${missing.join(", ")} (no body registered in lib/jobs/bodies.ts); jobs run on ${runner}.`,
  };
}

// ── Helpers ───────────────────────────────────────────────────────────────────────────────────────────

/** Configured sports and leagues must exist (sports: ids such as 'football'; leagues: 'nfl', 'epl'…). */
async function checkReferences(input: AutomationConfigInput) {
  const issues: Array<{ path: string; message: string }> = [];
  if (input.sports?.length) {
    const known = new Set(await automationQueries.listExistingSportIds(input.sports));
    const unknown = input.sports.filter((id) => !known.has(id));
    if (unknown.length > 0) issues.push({ path: "sports", message: `Unknown sport: ${unknown.join(", ")}` });
  }
  if (input.leagues?.length) {
    const known = new Set((await automationQueries.listExistingLeagues(input.leagues)).map((league) => league.id));
    const unknown = input.leagues.filter((id) => !known.has(id));
    if (unknown.length > 0) issues.push({ path: "leagues", message: `Unknown league: ${unknown.join(", ")}` });
  }
  if (issues.length > 0) throw new AppError("validation_failed", `${issues[0]!.path}: ${issues[0]!.message}`, issues);
}

function configFields(input: AutomationConfigInput): Partial<ConfigFields> {
  const fields: Partial<ConfigFields> = {};
  if (input.enabled !== undefined) fields.enabled = input.enabled;
  if (input.sports !== undefined) fields.sports = input.sports;
  if (input.leagues !== undefined) fields.leagues = input.leagues;
  if (input.interval !== undefined) fields.interval = input.interval;
  if (input.providers !== undefined) fields.providers = input.providers;
  if (input.autoPredictions !== undefined) fields.autoPredictions = input.autoPredictions;
  if (input.maxConcurrent !== undefined) fields.maxConcurrent = input.maxConcurrent;
  return fields;
}

/** The audit's before/after: the config fields (plus `extra`) whose values changed. */
function changes(before: AutomationConfig, after: AutomationConfig, extra: Array<keyof AutomationConfig> = []) {
  const beforeOut: Record<string, unknown> = {};
  const afterOut: Record<string, unknown> = {};
  for (const key of [...CONFIG_KEYS, ...extra]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    beforeOut[key] = before[key];
    afterOut[key] = after[key];
  }
  return { before: beforeOut, after: afterOut };
}

function modelSportOf(sportId: string): ModelSport {
  return sportId.toUpperCase().replace(/-/g, "_") as ModelSport;
}

function isHttpUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const yesNo = (value: boolean) => (value ? "yes" : "no");
