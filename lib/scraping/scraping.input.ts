import { z } from "zod";

import { slugId } from "@/lib/core/common.input";

// Inputs of the scraping control API (the admin scraping tools and the scraper test panel). Write schemas
// are strict: unknown keys answer 400. Whether a sport or league exists, and whether a provider covers the
// league, is checked by lib/scraping/scraping.service.ts against the database.

/** The data providers a scrape can call (lib/jobs/jobs.input.ts PROVIDER_IDS). */
export const SCRAPE_PROVIDERS = ["espn", "odds-api"] as const;
export type ScrapeProvider = (typeof SCRAPE_PROVIDERS)[number];

/** Providers whose payloads the raw payload store holds: the live feeds and the historical CSV imports. */
const RAW_PAYLOAD_PROVIDERS = ["espn", "odds-api", "football-data", "nba-history"] as const;
const RAW_PAYLOAD_STATES = ["pending", "processed", "failed"] as const;

/** Job runs the scraping jobs list shows: provider scrapes and the pipeline runs that scrape and process. */
export const SCRAPING_JOB_NAMES = ["scrape", "pipeline"] as const;
const SCRAPING_JOB_STATUSES = ["queued", "running", "succeeded", "partial", "failed", "cancelled", "skipped"] as const;

/** ESPN's scoreboard dates: one day (YYYYMMDD) or a range (YYYYMMDD-YYYYMMDD). */
const espnDatesSchema = z
  .string()
  .trim()
  .regex(/^\d{8}(-\d{8})?$/, "Use YYYYMMDD or YYYYMMDD-YYYYMMDD")
  .refine((value) => {
    const [from, to] = value.split("-");
    return isCalendarDate(from!) && (to === undefined || (isCalendarDate(to) && to >= from!));
  }, "Not a valid date or range");

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10).replaceAll("-", "") === value;
}

/**
 * POST /api/scraping/scrape: one provider, one league. The panel's sport words are accepted ('soccer' for
 * football, 'football' with an American football league); the league decides. `dates` optionally replaces
 * ESPN's default window (yesterday to a week ahead).
 */
export const scrapeProviderSchema = z
  .object({
    provider: z.enum(SCRAPE_PROVIDERS),
    sport: slugId,
    league: slugId,
    dates: espnDatesSchema.optional(),
  })
  .strict();
export type ScrapeProviderInput = z.infer<typeof scrapeProviderSchema>;

/** POST /api/scraping/scrape-all: every configured provider for the league, then processing. */
export const scrapeAllSchema = z
  .object({
    sport: slugId,
    league: slugId,
    dates: espnDatesSchema.optional(),
  })
  .strict();
export type ScrapeAllInput = z.infer<typeof scrapeAllSchema>;

/** GET /api/scraping/jobs */
export const scrapingJobsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(SCRAPING_JOB_STATUSES).optional(),
  name: z.enum(SCRAPING_JOB_NAMES).optional(),
});
export type ScrapingJobsQuery = z.infer<typeof scrapingJobsQuerySchema>;

/** POST /api/scraping/process-sports-data: how many pending payloads to work through in this call. */
export const processSportsDataSchema = z
  .object({
    limit: z
      .number()
      .int("Must be a whole number")
      .min(1, "Must be between 1 and 200")
      .max(200, "Must be between 1 and 200")
      .default(50),
  })
  .strict();
export type ProcessSportsDataInput = z.infer<typeof processSportsDataSchema>;

/** POST /api/scraping/raw-data: a read-only page of the raw payload store (bodies are previewed, not sent). */
export const rawDataSchema = z
  .object({
    provider: z.enum(RAW_PAYLOAD_PROVIDERS).optional(),
    sport: slugId.optional(),
    league: slugId.optional(),
    state: z.enum(RAW_PAYLOAD_STATES).optional(),
    page: z.number().int("Must be a whole number").min(1).max(100_000).default(1),
    limit: z
      .number()
      .int("Must be a whole number")
      .min(1, "Must be between 1 and 100")
      .max(100, "Must be between 1 and 100")
      .default(20),
    previewChars: z.number().int("Must be a whole number").min(0).max(4000, "At most 4000 characters").default(500),
  })
  .strict();
export type RawDataInput = z.infer<typeof rawDataSchema>;
