// What the automation API answers (lib/services/automation.ts), as the dashboard's automation panel reads it.

export interface AutomationStatus {
  scheduler: { isRunning: boolean; enabled: boolean; interval: string; timeZone: string; nextRunAt: string | null; runner: "local" | "inngest" };
  pipeline: { recentJobs: number; recentPredictions: number };
}

export interface AutomationMetrics {
  timeframe: string;
  metrics: {
    successRate: number | null;
    totalJobs: number;
    totalMatches: number;
    totalPredictions: number;
    failedJobs: number;
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

/** Runs still going: their log grows, so an open one is polled. */
export const OPEN_RUN_STATUSES = new Set(["queued", "running"]);
