// Scraping: the sources managed on the Data Scraping tab, scraping jobs (provider or source fetches with
// progress) and the web scraper tool's result cache.
import { index, integer, jsonb, numeric, pgEnum, pgTable, text } from "drizzle-orm/pg-core";

import { jobRuns } from "./automation";
import { idColumn, timestamps, timestamptz } from "./columns";
import { users } from "./users";

export const scrapingSourceStatusEnum = pgEnum("scraping_source_status", ["active", "inactive", "error"]);
export type ScrapingSourceStatus = (typeof scrapingSourceStatusEnum.enumValues)[number];
export const scrapeTypeEnum = pgEnum("scrape_type", ["html", "json", "text"]);
export type ScrapeType = (typeof scrapeTypeEnum.enumValues)[number];

export const scrapingSources = pgTable(
  "scraping_sources",
  {
    id: idColumn(),
    /** Derived from the URL (protocol and path removed) when not given. */
    name: text("name").notNull(),
    url: text("url").notNull().unique(),
    kind: scrapeTypeEnum("kind").notNull().default("html"),
    /** Extraction rules for the web scraper ({ name: selector } or { name: { selector, attribute, multiple } }). */
    extractRules: jsonb("extract_rules").$type<Record<string, unknown>>(),
    /** A new source starts inactive with 0 records and 0 success rate. */
    status: scrapingSourceStatusEnum("status").notNull().default("inactive"),
    lastScrapeAt: timestamptz("last_scrape_at"),
    totalRecords: integer("total_records").notNull().default(0),
    /** Percentage 0..100 of successful scrapes. */
    successRate: numeric("success_rate", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [index("scraping_sources_status_idx").on(t.status)],
);
export type ScrapingSource = typeof scrapingSources.$inferSelect;
export type NewScrapingSource = typeof scrapingSources.$inferInsert;

/** pending → running → completed | failed | cancelled ('Stop All' marks running jobs failed with 'Manually stopped').
 */
export const scrapingJobStatusEnum = pgEnum("scraping_job_status", [
  "pending",
  "running",
  "completed",
  "failed",
  "cancelled",
]);
export type ScrapingJobStatus = (typeof scrapingJobStatusEnum.enumValues)[number];

export const scrapingJobs = pgTable(
  "scraping_jobs",
  {
    id: idColumn(),
    /** Set for jobs scraping a configured source; null for provider scrapes (ESPN, The Odds API). */
    sourceId: text("source_id").references(() => scrapingSources.id, { onDelete: "set null" }),
    /** 'espn', 'odds-api' or 'web' for source scrapes. */
    provider: text("provider").notNull(),
    sport: text("sport"),
    league: text("league"),
    status: scrapingJobStatusEnum("status").notNull().default("pending"),
    progress: integer("progress").notNull().default(0),
    recordsFound: integer("records_found").notNull().default(0),
    startedAt: timestamptz("started_at"),
    finishedAt: timestamptz("finished_at"),
    error: text("error"),
    jobRunId: text("job_run_id").references(() => jobRuns.id, { onDelete: "set null" }),
    requestedById: text("requested_by_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    index("scraping_jobs_status_idx").on(t.status),
    index("scraping_jobs_source_id_idx").on(t.sourceId),
    index("scraping_jobs_created_at_idx").on(t.createdAt),
    index("scraping_jobs_job_run_id_idx").on(t.jobRunId),
  ],
);
export type ScrapingJob = typeof scrapingJobs.$inferSelect;
export type NewScrapingJob = typeof scrapingJobs.$inferInsert;

/** Web scraper results, keyed by a hash of URL + type + rules, served until expiresAt when the cache switch is on. */
export const webScrapeCache = pgTable(
  "web_scrape_cache",
  {
    id: idColumn(),
    cacheKey: text("cache_key").notNull().unique(),
    url: text("url").notNull(),
    type: scrapeTypeEnum("type").notNull(),
    /** The scrape result as returned to the client (data + metadata). */
    result: jsonb("result").$type<Record<string, unknown>>().notNull(),
    fetchedAt: timestamptz("fetched_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    ...timestamps(),
  },
  (t) => [index("web_scrape_cache_expires_at_idx").on(t.expiresAt)],
);
export type WebScrapeCacheEntry = typeof webScrapeCache.$inferSelect;
export type NewWebScrapeCacheEntry = typeof webScrapeCache.$inferInsert;
