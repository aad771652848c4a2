import "server-only";

import { backtestModelJob } from "@/lib/models/backtest.service";
import { trainModelJob } from "@/lib/models/training.service";
import { expiryWithTrialRemindersJob } from "@/lib/growth/trial.service";
import { generateStage, processStage, scrapeStage, settleStage } from "@/lib/pipeline/stages.service";

import { runPipeline } from "../jobs/run-pipeline.service";
import { registerJob } from "../jobs/registry.service";

// The one file that wires job code into the runners: each registerJob(name, body) line names the code that
// runs for a job or a pipeline stage, on the local runner and in the Inngest functions alike. Nothing in
// lib/jobs imports it (the services it wires request jobs through lib/jobs): the server's start-up, the
// Inngest functions, scripts and tests call registerJobBodies().
// Names: pipeline, the stages scrape → process → generate → settle, train-model, backtest-model, expire-subscriptions
// (with the trial reminders).
//
// A body takes its payload (lib/jobs/jobs.input.ts jobPayloadSchemas) and a JobContext; it does its side effects
// inside ctx.step(...) with idempotent writes, reports counts and throws NonRetriableJobError for permanent
// failures (or lets a retriable ProviderError through). A job without a body here answers 503 when asked
// for: expire-subscriptions (payments issue).

/** Registers every job body (again, harmlessly, if they already are). */
export function registerJobBodies(): void {
  registerJob("pipeline", runPipeline);
  registerJob("scrape", scrapeStage);
  registerJob("process", processStage);
  registerJob("generate", generateStage);
  registerJob("settle", settleStage);
  registerJob("train-model", trainModelJob);
  registerJob("backtest-model", backtestModelJob);
  registerJob("expire-subscriptions", expiryWithTrialRemindersJob);
}
