import { z } from "zod";

import { checkCronExpression } from "@/lib/jobs/cron.rules";

import { slugId } from "@/lib/core/common.input";

// Inputs of the automation API (max concurrent jobs 1 to 10).
// The cron check uses croner through lib/jobs/cron.rules.ts, a pure module (no server code), so a browser form can
// share these schemas.

export const AUTOMATION_PROVIDERS = ["espn", "odds-api"] as const;
const AUTOMATION_TEST_COMPONENTS = ["all", "database", "scheduler", "providers", "models", "jobs"] as const;
const METRICS_TIMEFRAMES = ["24h", "7d", "30d"] as const;
const JOB_RUN_STATUSES = ["queued", "running", "succeeded", "partial", "failed", "cancelled", "skipped"] as const;
const JOB_RUN_NAMES = [
  "pipeline",
  "scrape",
  "generate",
  "settle",
  "train-model",
  "backtest-model",
  "expire-subscriptions",
] as const;

const uniqueList = <T extends z.ZodType<string>>(item: T, max: number) =>
  z
    .array(item)
    .max(max, `At most ${max} items`)
    .transform((items) => [...new Set(items)]);

/** A five-field cron expression in UTC that croner accepts, firing at least 5 minutes apart. */
const cronExpressionSchema = z
  .string()
  .trim()
  .max(100, "Must be at most 100 characters")
  .superRefine((value, context) => {
    const check = checkCronExpression(value);
    if (!check.ok) context.addIssue({ code: "custom", message: check.reason });
  })
  .transform((value) => value.replace(/\s+/g, " "));

/**
 * The automation configuration. Every field is optional so a caller may send only what
 * changes; unknown keys are refused (400). Sports and leagues must also exist (checked by the service).
 */
export const automationConfigSchema = z
  .object({
    enabled: z.boolean(),
    sports: uniqueList(slugId, 20),
    leagues: uniqueList(slugId, 20),
    interval: cronExpressionSchema,
    providers: uniqueList(z.enum(AUTOMATION_PROVIDERS), AUTOMATION_PROVIDERS.length),
    autoPredictions: z.boolean(),
    maxConcurrent: z
      .number()
      .int("Must be a whole number")
      .min(1, "Must be between 1 and 10")
      .max(10, "Must be between 1 and 10"),
  })
  .partial()
  .strict();
export type AutomationConfigInput = z.infer<typeof automationConfigSchema>;

/** POST /api/automation/start: an optional configuration to save before starting. */
export const startAutomationSchema = automationConfigSchema;

/** POST /api/automation/execute-pipeline: the panel sends { sport: 'football', league: 'nfl' }; both optional. */
export const executePipelineSchema = z
  .object({
    sport: slugId.optional(),
    league: slugId.optional(),
  })
  .strict();
export type ExecutePipelineInput = z.infer<typeof executePipelineSchema>;

export const testAutomationSchema = z
  .object({
    component: z.enum(AUTOMATION_TEST_COMPONENTS).default("all"),
  })
  .strict();
export type TestAutomationInput = z.infer<typeof testAutomationSchema>;

export const automationMetricsQuerySchema = z.object({
  timeframe: z.enum(METRICS_TIMEFRAMES).default("24h"),
});
export type AutomationMetricsQuery = z.infer<typeof automationMetricsQuerySchema>;

export const listJobRunsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  name: z.enum(JOB_RUN_NAMES).optional(),
  status: z.enum(JOB_RUN_STATUSES).optional(),
});
export type ListJobRunsQuery = z.infer<typeof listJobRunsQuerySchema>;

export const jobRunParamsSchema = z.object({ runId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
