// What GET /api/admin/scraping answers (lib/scraping/admin.service.ts), as the browser receives it.

export interface ScrapingSourceRow {
  id: string;
  name: string;
  url: string;
  status: "active" | "inactive" | "error";
  lastScrapeAt: string | null;
  totalRecords: number;
  successRate: number;
}

export interface ScrapingJobRow {
  id: string;
  source: string;
  league: string | null;
  providers: string[];
  status: "pending" | "running" | "completed" | "partial" | "failed" | "cancelled";
  progress: number;
  recordsFound: number;
  startTime: string | null;
  endTime: string | null;
  error: string | null;
}

export interface ScrapingOverview {
  summary: {
    activeSources: number;
    totalSources: number;
    runningJobs: number;
    totalRecords: number;
    /** Jobs whose every provider call worked, over finishedJobs (partial and failed jobs are not successes). */
    averageSuccessRate: number | null;
    finishedJobs: number;
    partialJobs: number;
    failedJobs: number;
  };
  sources: ScrapingSourceRow[];
  jobs: ScrapingJobRow[];
}
