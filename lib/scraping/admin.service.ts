import "server-only";

import { db } from "@/db";
import { finishJobRun } from "@/lib/jobs/job-runs.queries";
import * as jobQueries from "@/lib/scraping/jobs.queries";
import * as sourceQueries from "@/lib/scraping/sources.queries";
import { AppError } from "@/lib/core/errors";
import { dispatchJob } from "@/lib/jobs";
import { MANUALLY_STOPPED, sourceNameFromUrl, type CreateScrapingSourceInput } from "@/lib/scraping/admin.input";
import type { ScrapeProvider } from "@/lib/scraping/scraping.input";

import { jobSuccessRate } from "@/lib/jobs/run-status.rules";
import { scrapingJobView } from "./admin-jobs.service";
import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";
import { listScrapingProviders } from "./scraping.service";

// The Data Scraping tab of /admin/global-settings: sources and
// jobs from the database instead of the original's browser simulation. Start Global Scraping requests one
// real `scrape` job run per league that a configured provider covers (what scrape-all does for one
// league), and each scraping job follows its run. Stop All marks the open jobs failed with 'Manually
// stopped' and cancels their runs. Every write is audited.

/** How many of the newest jobs the tab lists. */
const JOBS_LISTED = 50;

/** GET /api/admin/scraping: summary cards, sources and the newest jobs with their progress. */
export async function getScrapingOverview() {
  const [sources, sourceTotals, jobRows, jobTotals] = await Promise.all([
    sourceQueries.listScrapingSources(),
    sourceQueries.summariseScrapingSources(),
    jobQueries.listScrapingJobsWithRuns({ limit: JOBS_LISTED }),
    jobQueries.summariseScrapingJobs(),
  ]);
  const jobs = jobRows.map(scrapingJobView);
  const rate = jobSuccessRate(jobTotals);
  return {
    summary: {
      activeSources: sourceTotals.active,
      totalSources: sourceTotals.total,
      runningJobs: jobs.filter((job) => job.status === "pending" || job.status === "running").length,
      /** Records the sources hold plus matches written by scraping jobs. */
      totalRecords: sourceTotals.records + jobTotals.records,
      /**
       * Share of finished scraping jobs whose every provider call worked, in percent to one decimal; null before
       * any finished. Partial and failed jobs are not successes; finishedJobs is the rate's n.
       */
      averageSuccessRate: rate.rate,
      finishedJobs: rate.finished,
      partialJobs: rate.partial,
      failedJobs: rate.failed,
    },
    sources,
    jobs,
  };
}

/** GET /api/admin/scraping/sources: every source, in the order they were added. */
export async function listAdminScrapingSources() {
  return { sources: await sourceQueries.listScrapingSources() };
}

/**
 * POST /api/admin/scraping/sources: a new source starts inactive with 0 records and 0 success rate; its name
 * is the URL's host unless one is given. The same URL twice answers 409.
 */
export async function addScrapingSource(actor: AuditActor, input: CreateScrapingSourceInput) {
  const name = input.name ?? sourceNameFromUrl(input.url);
  return db.transaction(async (tx) => {
    const source = await sourceQueries.createScrapingSource({ name, url: input.url, createdById: actor.id }, tx);
    if (!source) throw new AppError("conflict", "A source with this URL already exists.");
    await recordAudit(tx, actor, {
      action: "scraping_source.create",
      entityType: "scraping_source",
      entityId: source.id,
      after: { name, url: input.url, status: source.status },
    });
    return { source };
  });
}

/**
 * POST /api/admin/scraping/jobs: Start Global Scraping. One scrape run per league a configured provider
 * covers, with every configured provider for it. 409 while jobs of an earlier start are still open; 503
 * when no configured provider covers an active league.
 */
export async function startGlobalScraping(actor: AuditActor) {
  if ((await jobQueries.listOpenScrapingJobs()).length > 0) {
    throw new AppError("conflict", "Scraping is already running: wait for it to finish or stop it first.");
  }
  const catalogue = await listScrapingProviders();
  const configured = new Set(
    catalogue.providers.filter((provider) => provider.configured).map((provider) => provider.id),
  );
  const targets = catalogue.leagues
    .map((league) => ({
      league,
      providers: league.providers.filter((provider) => configured.has(provider)) as ScrapeProvider[],
    }))
    .filter((target) => target.providers.length > 0);
  if (targets.length === 0)
    throw new AppError("service_unavailable", "No configured data provider covers an active league.");

  const started = [];
  for (const { league, providers } of targets) {
    const job = await jobQueries.createScrapingJob({
      provider: providers.join("+"),
      sport: league.sport,
      league: league.id,
      requestedById: actor.id,
    });
    const dispatched = await dispatchJob(
      "scrape",
      { leagues: [league.id], providers },
      { trigger: "manual", requestedById: actor.id },
    );
    await jobQueries.setScrapingJobRun({ id: job.id, jobRunId: dispatched.runId, startedAt: new Date() });
    started.push({ jobId: job.id, runId: dispatched.runId, league: league.id, providers });
  }
  await recordAudit(db, actor, { action: "scraping.start_all", entityType: "scraping_jobs", after: { jobs: started } });
  return {
    message: `Started ${started.length} scraping job${started.length === 1 ? "" : "s"}`,
    started: started.length,
    jobs: started,
  };
}

/**
 * POST /api/admin/scraping/jobs/stop: Stop All. Open jobs become failed with 'Manually stopped' and their runs
 * are cancelled, so a queued run never starts; a fetch already in flight ends its league, and its results
 * are kept. Audited even when nothing was open (the admin asked).
 */
export async function stopAllScraping(actor: AuditActor) {
  const finishedAt = new Date();
  const stopped = await db.transaction(async (tx) => {
    const open = await jobQueries.listOpenScrapingJobs(tx);
    await jobQueries.finishScrapingJobs(
      { ids: open.map((job) => job.id), status: "failed", error: MANUALLY_STOPPED, finishedAt },
      tx,
    );
    for (const job of open) {
      if (job.jobRunId)
        await finishJobRun(job.jobRunId, { status: "cancelled", error: MANUALLY_STOPPED, finishedAt }, tx);
    }
    await recordAudit(tx, actor, {
      action: "scraping.stop_all",
      entityType: "scraping_jobs",
      after: { stopped: open.map((job) => ({ jobId: job.id, runId: job.jobRunId, league: job.league })) },
    });
    return open.length;
  });
  return { message: `Stopped ${stopped} scraping job${stopped === 1 ? "" : "s"}`, stopped };
}
