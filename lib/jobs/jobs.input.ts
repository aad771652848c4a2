import { z } from "zod";

import type { JobCounts, JobLogLine, JobRunner, JobTrigger } from "@/db/schema";

// The background jobs: their names, their payloads (validated wherever a job is requested, and by Inngest
// when an event arrives) and the context a job body receives. A body is plain async code; the same body
// runs on the local in-process runner and inside an Inngest function (docs/architecture.md, "The data
// pipeline"). Payload schemas have no defaults or transforms: Inngest event schemas must keep input and
// output types equal.

export type { JobRunner, JobTrigger };

/** Jobs that can be requested (dispatchJob) and that have an Inngest function or a local body. */
export type JobName =
  "pipeline" | "scrape" | "generate" | "settle" | "train-model" | "backtest-model" | "expire-subscriptions";

/**
 * The pipeline's stages, in order. 'process' (raw provider payloads → teams, matches, odds) is a stage
 * only: it is never requested on its own, but its body is registered like a job's.
 */
export const PIPELINE_STAGES = ["scrape", "process", "generate", "settle"] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** Everything a body can be registered for. */
export type BodyName = JobName | "process";

export const PROVIDER_IDS = ["espn", "odds-api"] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,49}$/, "Invalid id");
const entityId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid id");
const leagueList = z.array(slug).max(50);

export const jobPayloadSchemas = {
  /** A manual run may narrow the pipeline to one sport or league; a cron run covers the automation config. */
  pipeline: z.object({ sport: slug.optional(), league: slug.optional() }).strict(),
  /**
   * Fixtures, results and odds for these leagues from these providers (default: the automation config's).
   * `dates` (ESPN's YYYYMMDD or YYYYMMDD-YYYYMMDD) replaces the default scoreboard window, e.g. to backfill
   * a day from the scraping API; The Odds API has no date parameter and ignores it.
   */
  scrape: z
    .object({
      leagues: leagueList.optional(),
      providers: z.array(z.enum(PROVIDER_IDS)).max(2).optional(),
      dates: z
        .string()
        .regex(/^\d{8}(-\d{8})?$/, "Invalid dates")
        .optional(),
    })
    .strict(),
  /** Stored raw payloads → teams, matches and odds snapshots. */
  process: z.object({ leagues: leagueList.optional() }).strict(),
  /** Predictions for upcoming matches (all in these leagues, or the listed matches). */
  generate: z
    .object({
      leagues: leagueList.optional(),
      matchIds: z.array(entityId).max(500).optional(),
      markets: z
        .array(z.string().regex(/^[a-z0-9_-]{1,40}$/))
        .max(20)
        .optional(),
    })
    .strict(),
  /** Settle pending predictions of finished matches (all in these leagues, or the listed matches). */
  settle: z.object({ leagues: leagueList.optional(), matchIds: z.array(entityId).max(500).optional() }).strict(),
  /** Fit a registered model and backtest it. */
  "train-model": z.object({ modelId: entityId }).strict(),
  /** Backtest a model's version on the history in the database (into the recorded running backtest, if given). */
  "backtest-model": z.object({ modelId: entityId, backtestId: entityId.optional() }).strict(),
  /** Subscriptions past their end date → EXPIRED (payments issue). */
  "expire-subscriptions": z.object({}).strict(),
} satisfies Record<BodyName, z.ZodType<Record<string, unknown>>>;

const JOB_TRIGGERS = ["cron", "manual", "event"] as const satisfies readonly JobTrigger[];

/**
 * A job request as it travels in an Inngest event: who asked, how, the run row already created for it
 * (absent for runs Inngest starts itself, e.g. its cron), and the payload.
 */
export const jobRequestSchema = <N extends BodyName>(name: N) =>
  z
    .object({
      runId: entityId.optional(),
      trigger: z.enum(JOB_TRIGGERS),
      requestedById: entityId.optional(),
      payload: jobPayloadSchemas[name],
    })
    .strict();

type JobPayloads = { [N in BodyName]: z.infer<(typeof jobPayloadSchemas)[N]> };
export type JobPayload<N extends BodyName> = JobPayloads[N];

export type LogLevel = JobLogLine["level"];

/**
 * What a job body receives besides its payload. The same shape on both runners:
 * - `step(name, fn)`: a unit of work. On Inngest it is `step.run` (memoised, retried on its own, so fn must be
 *   idempotent and return JSON-serialisable data); locally it is an awaited call with a log line. A step
 *   inside a step runs inline (Inngest does not nest steps). Run steps one after another, not in parallel.
 * - `log(level, message, fields?)`: a line in the run's log (the automation panel's Logs tab) and in the
 *   server log. Never log secrets. Lines are capped per run (MAX_LOG_LINES) and in length.
 * - `addCounts({ matches: 3 })`: adds to the run's counters (the metrics read `matches` and `predictions`;
 *   other keys are shown as they are: odds, settled, stagesUnavailable…).
 * - `recordProviderCall(provider, outcome)`: one call to a data provider and whether it worked. The run is
 *   recorded partial when some failed and failed when all did (lib/jobs/run-status.rules.ts); the automation
 *   panel and the admin dashboard show each provider's last error from these.
 * - `signal`: aborted when the server shuts down (local runner); pass it to fetches.
 */
export interface JobContext {
  runId: string;
  runner: JobRunner;
  trigger: JobTrigger;
  /** 1 for the first attempt. */
  attempt: number;
  log(level: LogLevel, message: string, fields?: Record<string, unknown>): void;
  addCounts(partial: JobCounts): void;
  recordProviderCall(provider: ProviderId, outcome: { ok: true } | { ok: false; error: unknown }): void;
  step<T>(name: string, fn: () => Promise<T>): Promise<T>;
  signal: AbortSignal;
}

/** A job body: does the work, reports through ctx, and may also return counts (added to the run's). */
export type JobBody<N extends BodyName = BodyName> = (
  payload: JobPayload<N>,
  ctx: JobContext,
) => Promise<JobCounts | void>;
