import "server-only";

// Background jobs: request them (dispatchJob), plug bodies in (registerJobBodies, lib/pipeline/job-bodies.service.ts), run the embedded
// schedule (startScheduler from instrumentation.ts) and read what exists. docs/architecture.md, "The data
// pipeline", tells the whole story.

export { cronIdempotencyKey, dispatchJob, type DispatchOptions, type DispatchResult } from "./dispatch.service";
export { checkCronExpression, CRON_TIME_ZONE, EXPIRY_CRON, MIN_CRON_GAP_MINUTES, nextCronRuns, PIPELINE_CRON } from "./cron.rules";
export { isRetriable, NonRetriableJobError, publicErrorMessage, RetriableJobError } from "./job-errors.rules";
export { runInngestJob, type InngestJobInput, type InngestJobResult } from "./execute.service";
export { getLocalRunner } from "./local-runner.service";
export { getJobBody, hasJobBody, registerJob, registeredJobNames, unregisterJob } from "./registry.service";
export { cancelInterruptedLocalRuns, MAX_LOG_LINES } from "./runs.service";
export {
  enableSchedulerTimers,
  nextRuns,
  reloadScheduler,
  schedulerState,
  startScheduler,
  stopScheduler,
  type SchedulerState,
} from "./scheduler.service";
export {
  JOB_NAMES,
  jobPayloadSchemas,
  PIPELINE_STAGES,
  PROVIDER_IDS,
  type BodyName,
  type JobBody,
  type JobContext,
  type JobCounts,
  type JobName,
  type JobPayload,
  type PipelineStage,
  type ProviderId,
} from "./jobs.input";
