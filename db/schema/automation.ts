// The automation pipeline: its single configuration row and the record of every job run (whichever runner
// executed it, Inngest or the local in-process runner). The automation panel's status, metrics and logs read these.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text } from "drizzle-orm/pg-core";

import { idColumn, timestamps, timestamptz } from "./columns";
import { users } from "./users";

/** Exactly one row, id 'default' (the automation defaults are seeded into it). */
export const automationConfig = pgTable(
  "automation_config",
  {
    id: text("id").primaryKey().default("default"),
    enabled: boolean("enabled").notNull().default(true),
    sports: text("sports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    leagues: text("leagues")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Cron expression in UTC; the default runs every 6 hours at minute 0.
    interval: text("interval").notNull().default("0 */6 * * *"),
    providers: text("providers")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    autoPredictions: boolean("auto_predictions").notNull().default(true),
    /** 1..10. */
    maxConcurrent: integer("max_concurrent").notNull().default(3),
    /** Scheduler state shown as Running / Stopped. */
    isRunning: boolean("is_running").notNull().default(false),
    startedAt: timestamptz("started_at"),
    stoppedAt: timestamptz("stopped_at"),
    updatedById: text("updated_by_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("automation_config_single_row_check", sql`${t.id} = 'default'`),
    check("automation_config_max_concurrent_check", sql`${t.maxConcurrent} between 1 and 10`),
  ],
);
export type AutomationConfig = typeof automationConfig.$inferSelect;
export type NewAutomationConfig = typeof automationConfig.$inferInsert;

export const jobTriggerEnum = pgEnum("job_trigger", ["cron", "manual", "event"]);
export type JobTrigger = (typeof jobTriggerEnum.enumValues)[number];
/**
 * queued → running → succeeded | partial | failed. A failed attempt that will be retried goes back to queued.
 * partial: the job finished but some of its provider calls failed (the failing providers are named in
 * `error`); a run whose every provider call failed is failed. skipped: recorded without running (a cron
 * tick while the previous pipeline run is still going, or while automation is stopped). cancelled:
 * interrupted (the server stopped before the run finished).
 */
export const jobRunStatusEnum = pgEnum("job_run_status", [
  "queued",
  "running",
  "succeeded",
  "partial",
  "failed",
  "cancelled",
  "skipped",
]);
export type JobRunStatus = (typeof jobRunStatusEnum.enumValues)[number];
export const jobRunnerEnum = pgEnum("job_runner", ["local", "inngest"]);
export type JobRunner = (typeof jobRunnerEnum.enumValues)[number];

export interface JobLogLine {
  /** ISO timestamp. */
  at: string;
  level: "debug" | "info" | "warn" | "error";
  message: string;
  /** Small structured details (ids, counts); never secrets. */
  fields?: Record<string, unknown>;
}

/** Counters a run reports, e.g. { matches: 12, odds: 96, predictions: 30, settled: 8 }. */
export type JobCounts = Record<string, number>;

/** A provider's calls in one run: how many were made, how many failed, and the last failure. */
export interface ProviderCallTally {
  calls: number;
  failures: number;
  /** The last failure: when (ISO) and a sentence without secrets (no keys, no URLs with credentials). */
  lastError: { at: string; message: string } | null;
}

/** Provider id ('espn', 'odds-api') → its calls in the run. */
export type ProviderCalls = Record<string, ProviderCallTally>;

export const jobRuns = pgTable(
  "job_runs",
  {
    id: idColumn(),
    /** The job name (lib/jobs/jobs.input.ts JobName): 'pipeline', 'scrape', 'generate', 'settle', 'train-model'… */
    jobName: text("job_name").notNull(),
    trigger: jobTriggerEnum("trigger").notNull(),
    status: jobRunStatusEnum("status").notNull().default("queued"),
    runner: jobRunnerEnum("runner").notNull(),
    /** The event payload or parameters, e.g. { sport: 'football', league: 'nfl' }. */
    input: jsonb("input").$type<Record<string, unknown>>(),
    startedAt: timestamptz("started_at"),
    finishedAt: timestamptz("finished_at"),
    durationMs: integer("duration_ms"),
    counts: jsonb("counts").$type<JobCounts>().notNull().default({}),
    logLines: jsonb("log_lines").$type<JobLogLine[]>().notNull().default([]),
    /** The data provider calls the run made (the scrape stage's fetches), per provider; {} for jobs that call none. */
    providerCalls: jsonb("provider_calls").$type<ProviderCalls>().notNull().default({}),
    /** A sentence an admin can read; the stack stays in the server log. */
    error: text("error"),
    /** Attempts started so far (retries of retriable failures count). */
    attempts: integer("attempts").notNull().default(0),
    /** The Inngest run id when Inngest executed the job. */
    externalId: text("external_id"),
    /** Set for runs that must happen once (e.g. 'pipeline:2025-01-01T06:00Z'); a second request is refused. */
    idempotencyKey: text("idempotency_key").unique(),
    requestedById: text("requested_by_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    index("job_runs_job_name_created_at_idx").on(t.jobName, t.createdAt),
    index("job_runs_status_idx").on(t.status),
    index("job_runs_created_at_idx").on(t.createdAt),
  ],
);
export type JobRun = typeof jobRuns.$inferSelect;
export type NewJobRun = typeof jobRuns.$inferInsert;
