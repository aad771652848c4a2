import type { RunStatusVariant } from "@/components/admin/job-run-list";

// What the automation API answers (lib/pipeline/automation.service.ts), as the dashboard's automation panel reads it.

/** A data provider's calls over the last 24 hours and its most recent failure
 * (lib/pipeline/automation-health.service.ts). */
export interface ProviderHealthView {
  provider: string;
  name: string;
  calls: number;
  failures: number;
  successRate: number | null;
  lastError: { at: string; message: string; runId: string; jobName: string } | null;
}

/** The admin dashboard's pipeline figures (GET /api/admin/dashboard → pipeline). */
export interface PipelineHealthView {
  windowHours: number;
  runs: { succeeded: number; partial: number; failed: number; finished: number; rate: number | null };
  providers: ProviderHealthView[];
}

export interface AutomationStatus {
  scheduler: {
    isRunning: boolean;
    enabled: boolean;
    interval: string;
    timeZone: string;
    nextRunAt: string | null;
    runner: "local" | "inngest";
  };
  pipeline: { recentJobs: number; recentPredictions: number };
  providers: ProviderHealthView[];
}

export interface AutomationMetrics {
  timeframe: string;
  metrics: {
    successRate: number | null;
    /** The success rate's n: succeeded + partial + failed runs. */
    finishedJobs: number;
    totalJobs: number;
    totalMatches: number;
    totalPredictions: number;
    failedJobs: number;
    partialJobs: number;
    succeededJobs: number;
    skippedJobs: number;
  };
}

export interface JobRunSummary {
  id: string;
  jobName: string;
  trigger: string;
  status: string;
  runner: string;
  counts: Record<string, unknown>;
  error: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  createdAt: string;
}

export interface JobRunDetail extends JobRunSummary {
  logLines: { at: string; level: "debug" | "info" | "warn" | "error"; message: string }[];
}

export interface TestAnswer {
  message: string;
  overall: { status: string; passedTests: number; totalTests: number };
}

/** Badge look of each run status: partial (some provider calls failed) stands out from succeeded. */
export const RUN_STATUS_VARIANT: Record<string, RunStatusVariant> = {
  succeeded: "default",
  running: "secondary",
  queued: "secondary",
  partial: "outline",
  failed: "destructive",
};

/** Runs still going: their log grows, so an open one is polled. */
export const OPEN_RUN_STATUSES = new Set(["queued", "running"]);
