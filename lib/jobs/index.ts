import "server-only";

// Background jobs: request them (dispatchJob), plug bodies in (registerJobBodies, lib/pipeline/job-bodies.service.ts),
// run the embedded schedule (startScheduler from instrumentation.ts) and read what exists. docs/architecture.md, "The
// data pipeline", tells the whole story.

export { cronIdempotencyKey, dispatchJob } from "./dispatch.service";
export { checkCronExpression, CRON_TIME_ZONE, EXPIRY_CRON, nextCronRuns, PIPELINE_CRON } from "./cron.rules";
export { NonRetriableJobError } from "./job-errors.rules";
export { runInngestJob } from "./execute.service";
export { getLocalRunner } from "./local-runner.service";
export { getJobBody, hasJobBody, registerJob, unregisterJob } from "./registry.service";
export { cancelInterruptedLocalRuns, MAX_LOG_LINES } from "./runs.service";
export {
  enableSchedulerTimers,
  nextRuns,
  reloadScheduler,
  schedulerState,
  startScheduler,
  stopScheduler,
} from "./scheduler.service";
export { PIPELINE_STAGES, type BodyName, type JobContext } from "./jobs.input";
