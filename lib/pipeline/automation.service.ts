import "server-only";

import { db } from "@/db";
import * as automationQueries from "@/lib/jobs/automation.queries";
import * as jobRunQueries from "@/lib/jobs/job-runs.queries";
import type { AutomationConfig } from "@/db/schema";
import { AUTOMATION_DEFAULTS } from "@/db/seed/data/automation";
import { isInngestConfigured } from "@/lib/jobs/inngest.client";
import { AppError } from "@/lib/core/errors";
import { CRON_TIME_ZONE, dispatchJob, getLocalRunner, nextRuns, reloadScheduler } from "@/lib/jobs";
import { SPORT_ALIASES } from "@/lib/jobs/run-pipeline.service";
import type {
  AutomationConfigInput,
  AutomationMetricsQuery,
  ExecutePipelineInput,
  ListJobRunsQuery,
} from "@/lib/pipeline/automation.input";

import { jobSuccessRate } from "@/lib/jobs/run-status.rules";
import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";
import { exactPagination } from "@/lib/core/pagination";
import { getProviderHealth } from "./automation-health.service";
import { toJobRunDto } from "@/lib/jobs/job-runs.dto";

// The automation panel: scheduler status, metrics, configuration, start / stop,
// run the pipeline now, and the job runs behind the Logs tab (Test System is in automation-test.ts).
// Numbers come from the job_runs table (both runners record there). Every write is audited:
// automation.start, automation.stop, automation.config_update, automation.execute.

const HOUR = 60 * 60 * 1000;
const TIMEFRAME_MS = { "24h": 24 * HOUR, "7d": 7 * 24 * HOUR, "30d": 30 * 24 * HOUR } as const;

type ConfigFields = Pick<
  AutomationConfig,
  "enabled" | "sports" | "leagues" | "interval" | "providers" | "autoPredictions" | "maxConcurrent"
>;
const CONFIG_KEYS = [
  "enabled",
  "sports",
  "leagues",
  "interval",
  "providers",
  "autoPredictions",
  "maxConcurrent",
] as const satisfies readonly (keyof ConfigFields)[];

/** The automation config row, created with the defaults on first use. */
export async function loadConfig(): Promise<AutomationConfig> {
  return (
    (await automationQueries.getAutomationConfig()) ?? automationQueries.ensureAutomationConfig(AUTOMATION_DEFAULTS)
  );
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
 * (recentPredictions: the sum of counts.predictions of pipeline runs), and each data provider's calls over
 * the same 24 hours with its last error (providers).
 */
export async function getAutomationStatus(now = new Date()) {
  const config = await loadConfig();
  const since = new Date(now.getTime() - 24 * HOUR);
  const [all, pipeline, lastRun, scheduler, health] = await Promise.all([
    jobRunQueries.summariseJobRuns({ since }),
    jobRunQueries.summariseJobRuns({ since, jobName: "pipeline" }),
    jobRunQueries.getLatestJobRun("pipeline"),
    schedulerDto(config, now),
    getProviderHealth(now),
  ]);
  return {
    scheduler,
    pipeline: {
      recentJobs: all.total,
      recentPredictions: pipeline.predictions,
      lastRun: lastRun ? toJobRunDto(lastRun) : null,
    },
    providers: health.providers,
    config: toConfigDto(config),
  };
}

/**
 * Metrics over the timeframe, from job_runs created in it. successRate: succeeded over finished
 * (succeeded + partial + failed) runs in percent to one decimal, null when none finished (finishedJobs is
 * its n): a run with failed provider calls is partial or failed, never a success. Skipped runs are neither
 * counted as jobs nor as failures. totalMatches / totalPredictions: sums of counts.matches / .predictions.
 */
export async function getAutomationMetrics(query: AutomationMetricsQuery, now = new Date()) {
  const since = new Date(now.getTime() - TIMEFRAME_MS[query.timeframe]);
  const totals = await jobRunQueries.summariseJobRuns({ since });
  const rate = jobSuccessRate(totals);
  return {
    timeframe: query.timeframe,
    since,
    metrics: {
      successRate: rate.rate,
      finishedJobs: rate.finished,
      totalJobs: totals.total,
      totalMatches: totals.matches,
      totalPredictions: totals.predictions,
      failedJobs: totals.failed,
      partialJobs: totals.partial,
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
  const { rows, total } = await jobRunQueries.listJobRuns({
    page: query.page,
    limit: query.limit,
    jobName: query.name,
    status: query.status,
  });
  return {
    runs: rows.map(toJobRunDto),
    pagination: exactPagination(query.page, query.limit, total),
  };
}

/** One run with its log lines. */
export async function getJobRun(id: string) {
  const run = await jobRunQueries.getJobRun(id);
  if (!run) throw new AppError("not_found", "Job run not found.");
  return { ...toJobRunDto(run), logLines: run.logLines };
}

// ── Writing ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Starts the automation: saves the optional configuration, sets enabled and isRunning, and (re)starts the
 * local schedule. Jobs already running are not affected.
 */
export async function startAutomation(actor: AuditActor, input: AutomationConfigInput = {}, now = new Date()) {
  await checkReferences(input);
  const config = await db.transaction(async (tx) => {
    const before =
      (await automationQueries.getAutomationConfig(tx)) ??
      (await automationQueries.ensureAutomationConfig(AUTOMATION_DEFAULTS, tx));
    const after = await automationQueries.updateAutomationConfig(
      { ...configFields(input), enabled: true, isRunning: true, startedAt: now, updatedById: actor.id },
      tx,
    );
    await recordAudit(tx, actor, {
      action: "automation.start",
      entityType: "automation_config",
      entityId: after.id,
      ...changes(before, after, ["isRunning"]),
    });
    return after;
  });
  await reloadScheduler();
  return {
    message: "Automation system started successfully",
    scheduler: await schedulerDto(config, now),
    config: toConfigDto(config),
  };
}

/** Stops the schedule (isRunning = false). A run in progress finishes; manual runs stay possible. */
export async function stopAutomation(actor: AuditActor, now = new Date()) {
  const config = await db.transaction(async (tx) => {
    const before =
      (await automationQueries.getAutomationConfig(tx)) ??
      (await automationQueries.ensureAutomationConfig(AUTOMATION_DEFAULTS, tx));
    const after = await automationQueries.updateAutomationConfig(
      { isRunning: false, stoppedAt: now, updatedById: actor.id },
      tx,
    );
    await recordAudit(tx, actor, {
      action: "automation.stop",
      entityType: "automation_config",
      entityId: after.id,
      ...changes(before, after, ["isRunning"]),
    });
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
    const before =
      (await automationQueries.getAutomationConfig(tx)) ??
      (await automationQueries.ensureAutomationConfig(AUTOMATION_DEFAULTS, tx));
    const after = await automationQueries.updateAutomationConfig({ ...configFields(input), updatedById: actor.id }, tx);
    await recordAudit(tx, actor, {
      action: "automation.config_update",
      entityType: "automation_config",
      entityId: after.id,
      ...changes(before, after),
    });
    return after;
  });
  getLocalRunner().setMaxConcurrent(config.maxConcurrent);
  await reloadScheduler();
  return {
    message: "Configuration updated successfully",
    config: toConfigDto(config),
    scheduler: await schedulerDto(config),
  };
}

/**
 * Runs the pipeline now (trigger 'manual'), for one league, one sport, or the configured leagues. A league
 * decides its sport, so the panel's { sport: 'football', league: 'nfl' } runs the NFL; 'soccer' means our
 * 'football'. Works while the schedule is stopped.
 */
export async function executePipeline(actor: AuditActor, input: ExecutePipelineInput) {
  const sport = input.sport ? (SPORT_ALIASES[input.sport] ?? input.sport) : undefined;
  if (sport && (await automationQueries.listExistingSportIds([sport])).length === 0) {
    throw new AppError("validation_failed", `Unknown sport '${input.sport}'.`, [
      { path: "sport", message: "Unknown sport" },
    ]);
  }
  if (input.league && (await automationQueries.listExistingLeagues([input.league])).length === 0) {
    throw new AppError("validation_failed", `Unknown league '${input.league}'.`, [
      { path: "league", message: "Unknown league" },
    ]);
  }
  const payload = { ...(sport ? { sport } : {}), ...(input.league ? { league: input.league } : {}) };
  const result = await dispatchJob("pipeline", payload, { trigger: "manual", requestedById: actor.id });
  await recordAudit(db, actor, {
    action: "automation.execute",
    entityType: "job_run",
    entityId: result.runId,
    after: { job: "pipeline", ...payload, runner: result.runner, status: result.status },
  });
  return {
    message: "Pipeline execution started",
    runId: result.runId,
    status: result.status,
    runner: result.runner,
    eventId: result.eventId ?? null,
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
