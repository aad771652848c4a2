import "server-only";

import { getAutomationConfig } from "@/lib/jobs/automation.queries";
import type { JobRunStatus } from "@/db/schema";
import { inngest, isInngestConfigured } from "@/lib/jobs/inngest.client";
import { JOB_REQUEST_EVENTS } from "@/lib/jobs/events.input";
import { AppError } from "@/lib/core/errors";
import { logger } from "@/lib/logger";

import { localJobTask } from "./execute.service";
import { getLocalRunner } from "./local-runner.service";
import { hasJobBody } from "./registry.service";
import { appendRunLogs, finishRun, makeLogLine, recordQueuedRun, recordSkippedRun } from "./runs.service";
import { configureScheduler } from "./scheduler.service";
import { jobPayloadSchemas, type JobName, type JobPayload, type JobRunner, type JobTrigger } from "./jobs.input";

// Requesting a job. With Inngest configured (INNGEST_EVENT_KEY or INNGEST_DEV) the request becomes an
// event for Inngest; otherwise the local in-process runner executes it. Either way a job_runs row is
// created first, so the caller gets a run id and the panel sees the run at once.
//
// Idempotency: a request with an idempotencyKey that was already used returns the existing run
// (deduplicated: true) and starts nothing: the unique index on job_runs.idempotency_key decides, and the
// same key is the Inngest event id, so Inngest deduplicates the event too.
//
// Overlap: pipeline runs never overlap. Locally a manual run waits for the running one; a cron tick that
// finds a pipeline run queued or running is recorded as 'skipped' (visible in the Logs tab) and not
// started, so a slow run does not pile up a backlog of ticks. On Inngest the run-pipeline function has a
// concurrency limit of 1: an overlapping run waits in Inngest's queue.

export interface DispatchOptions {
  trigger: JobTrigger;
  requestedById?: string | null;
  idempotencyKey?: string | null;
}

export interface DispatchResult {
  runId: string;
  status: JobRunStatus;
  runner: JobRunner;
  /** The Inngest event id, when sent to Inngest. */
  eventId?: string;
  /** True when the idempotency key had been used: nothing new was started. */
  deduplicated: boolean;
}

/** The concurrency key of a job's runs: pipeline runs share one. */
const overlapKey = (name: JobName) => (name === "pipeline" ? "pipeline" : null);

export async function dispatchJob<N extends JobName>(
  name: N,
  payload: JobPayload<N>,
  options: DispatchOptions,
): Promise<DispatchResult> {
  if (!hasJobBody(name)) throw new AppError("service_unavailable", `The ${name} job is not available yet.`);
  const parsed = jobPayloadSchemas[name].parse(payload) as JobPayload<N>;
  const base = {
    jobName: name,
    trigger: options.trigger,
    input: parsed as Record<string, unknown>,
    idempotencyKey: options.idempotencyKey ?? null,
    requestedById: options.requestedById ?? null,
  };
  return isInngestConfigured() ? sendToInngest(name, parsed, base) : runLocally(name, parsed, base);
}

type RunBase = {
  jobName: string;
  trigger: JobTrigger;
  input: Record<string, unknown>;
  idempotencyKey: string | null;
  requestedById: string | null;
};

async function runLocally<N extends JobName>(name: N, payload: JobPayload<N>, base: RunBase): Promise<DispatchResult> {
  const runner = getLocalRunner();
  const config = await getAutomationConfig();
  if (config) runner.setMaxConcurrent(config.maxConcurrent);
  const key = overlapKey(name);
  if (base.trigger === "cron" && key && runner.isKeyActive(key)) {
    const { run, created } = await recordSkippedRun({
      ...base,
      runner: "local",
      reason: "Skipped: the previous pipeline run is still in progress (scheduled runs never overlap).",
    });
    return { runId: run.id, status: run.status, runner: "local", deduplicated: !created };
  }
  const { run, created } = await recordQueuedRun({ ...base, runner: "local" });
  if (!created) return { runId: run.id, status: run.status, runner: "local", deduplicated: true };
  void runner.submit(localJobTask({ runId: run.id, name, payload, trigger: base.trigger, key }));
  return { runId: run.id, status: "queued", runner: "local", deduplicated: false };
}

async function sendToInngest<N extends JobName>(
  name: N,
  payload: JobPayload<N>,
  base: RunBase,
): Promise<DispatchResult> {
  const event = name in JOB_REQUEST_EVENTS ? JOB_REQUEST_EVENTS[name as keyof typeof JOB_REQUEST_EVENTS] : undefined;
  if (!event) throw new AppError("service_unavailable", `The ${name} job has no Inngest function yet.`);
  const { run, created } = await recordQueuedRun({ ...base, runner: "inngest" });
  if (!created) return { runId: run.id, status: run.status, runner: "inngest", deduplicated: true };
  try {
    const { ids } = await inngest.send({
      name: event.name,
      // A stable id: Inngest ignores a second event with the same id (24 h), so a retried send is harmless.
      id: base.idempotencyKey ?? `job-run-${run.id}`,
      data: {
        runId: run.id,
        trigger: base.trigger,
        ...(base.requestedById ? { requestedById: base.requestedById } : {}),
        payload,
      },
    });
    return { runId: run.id, status: "queued", runner: "inngest", eventId: ids[0], deduplicated: false };
  } catch (error) {
    logger.error("jobs.inngest_send_failed", { runId: run.id, job: name, error });
    const message = "Could not send the job event to Inngest.";
    await appendRunLogs(run.id, [makeLogLine("error", message)]);
    await finishRun(run.id, { status: "failed", error: message });
    throw new AppError("service_unavailable", "The job could not be queued: Inngest did not accept the event.");
  }
}

/** A cron tick's idempotency key: one run per scheduled minute, even with several server processes. */
export function cronIdempotencyKey(scheduledAt: Date): string {
  const minute = new Date(Math.floor(scheduledAt.getTime() / 60_000) * 60_000);
  return `pipeline:cron:${minute.toISOString().slice(0, 16)}Z`;
}

configureScheduler({
  onTick: async (scheduledAt) => {
    await dispatchJob("pipeline", {}, { trigger: "cron", idempotencyKey: cronIdempotencyKey(scheduledAt) });
  },
  inngestOwnsSchedule: isInngestConfigured,
});
