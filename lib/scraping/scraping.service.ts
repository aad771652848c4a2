import "server-only";

import { db } from "@/db";
import { hasNonEmptySetting, listExistingSportIds } from "@/lib/jobs/automation.queries";
import * as jobRunQueries from "@/lib/jobs/job-runs.queries";
import { getLeagueProviders, listLeaguesWithProviders } from "@/lib/catalogue/league-providers.queries";
import * as rawPayloadQueries from "@/lib/market/raw-payloads.queries";
import { AppError } from "@/lib/core/errors";
import { env } from "@/lib/env";
import { dispatchJob } from "@/lib/jobs";
import {
  SCRAPE_PROVIDERS,
  SCRAPING_JOB_NAMES,
  type ProcessSportsDataInput,
  type RawDataInput,
  type ScrapeAllInput,
  type ScrapeProvider,
  type ScrapeProviderInput,
  type ScrapingJobsQuery,
} from "@/lib/scraping/scraping.input";

import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";
import { getProviderFlags, type ProviderFlags } from "@/lib/pipeline/automation-test.service";
import { exactPagination } from "@/lib/core/pagination";
import { scrapeRunOutcome, scrapingJobDto, waitForJobRun, type ScrapeRunOutcome } from "./runs.service";
import { processPendingPayloads } from "@/lib/market/sports-data.service";

// The scraping control API (the admin scraping tools and the scraper test panel): which leagues the
// providers cover, scrapes on demand through the job runner (each one a job run, like the pipeline's),
// processing of stored payloads, the scrape runs, a read-only view of the raw payload store, and the
// providers' configured flags. Scrapes and processing are audited: scraping.scrape, scraping.scrape_all,
// scraping.process. Nothing here calls a provider directly: the scrape job body (pipeline-stages.ts) does.

/**
 * The scraper panel's sport words → our sport ids. 'soccer' is our 'football'; the panel's 'football' is
 * American football when the league says so (nfl). A league always decides its own sport.
 */
export const PANEL_SPORT_ALIASES: Readonly<Record<string, string>> = {
  soccer: "football",
  football: "american-football",
};

const PROVIDER_NAMES: Record<ScrapeProvider, string> = { espn: "ESPN", "odds-api": "The Odds API" };
/** Fetches the scrape stage makes per league: an ESPN scoreboard; Odds API odds and scores. */
const FETCHES_PER_PROVIDER: Record<ScrapeProvider, number> = { espn: 1, "odds-api": 2 };

type LeagueProviders = NonNullable<Awaited<ReturnType<typeof getLeagueProviders>>>;

const invalid = (path: string, message: string) => new AppError("validation_failed", message, [{ path, message }]);

function coveringProviders(league: Pick<LeagueProviders, "espnSlug" | "espnSport" | "oddsApiKey">): ScrapeProvider[] {
  return SCRAPE_PROVIDERS.filter((provider) =>
    provider === "espn" ? Boolean(league.espnSlug && league.espnSport) : Boolean(league.oddsApiKey),
  );
}

const isConfigured = (provider: ScrapeProvider, flags: ProviderFlags) =>
  provider === "espn" ? flags.scoresApi : flags.oddsApi;

const notConfigured = (provider: ScrapeProvider) =>
  new AppError(
    "service_unavailable",
    provider === "odds-api"
      ? "The Odds API is not configured: set ODDS_API_KEY or the odds_api_key setting."
      : "ESPN is not configured: ESPN_BASE_URL is not an http(s) URL.",
  );

/** Whether `sport` (ours or a panel word) names the league's sport. */
const sportFits = (sport: string, leagueSportId: string) =>
  sport === leagueSportId || PANEL_SPORT_ALIASES[sport] === leagueSportId;

async function unknownSportError(sport: string, league?: { name: string }) {
  const known = sport in PANEL_SPORT_ALIASES || (await listExistingSportIds([sport])).length > 0;
  return known && league
    ? invalid("sport", `${league.name} is not a ${sport} league.`)
    : invalid("sport", `Unknown sport '${sport}'.`);
}

/** The league a request names, checked against its sport: unknown or mismatched → 422. */
async function resolveLeague(sport: string, leagueId: string): Promise<LeagueProviders> {
  const league = await getLeagueProviders(leagueId);
  if (!league) throw invalid("league", `Unknown league '${leagueId}'.`);
  if (!sportFits(sport, league.sportId)) throw await unknownSportError(sport, league);
  return league;
}

/** A league a scrape may run for: known, of that sport, and active (the scrape job skips inactive leagues). */
async function scrapableLeague(sport: string, leagueId: string) {
  const league = await resolveLeague(sport, leagueId);
  if (!league.isActive) throw invalid("league", `${league.name} is inactive: activate it before scraping it.`);
  const covering = coveringProviders(league);
  if (covering.length === 0) throw invalid("league", `No data provider covers ${league.name}.`);
  return { league, covering };
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * GET /api/scraping/providers: sport → the active leagues a configured provider can scrape now (`sports`),
 * every active league a provider maps with its providers, and which providers are configured.
 */
export async function listScrapingProviders() {
  const [leagues, flags] = await Promise.all([listLeaguesWithProviders(), getProviderFlags()]);
  const sports: Record<string, string[]> = {};
  const leagueRows = leagues.map((league) => {
    const providers = coveringProviders(league);
    const scrapable = providers.some((provider) => isConfigured(provider, flags));
    if (scrapable) (sports[league.sportId] ??= []).push(league.id);
    return { id: league.id, name: league.name, sport: league.sportId, providers, scrapable };
  });
  return {
    sports,
    leagues: leagueRows,
    providers: SCRAPE_PROVIDERS.map((id) => ({ id, name: PROVIDER_NAMES[id], configured: isConfigured(id, flags) })),
    sportAliases: PANEL_SPORT_ALIASES,
  };
}

/** A base URL as an admin may see it: no credentials, query or fragment. */
function publicBaseUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, "")}`;
  } catch {
    return null;
  }
}

/**
 * The scraper panel's "Test APIs" (GET /api/scraping/test-apis): the configured flags of the scores, odds
 * and sports-data APIs, with base URLs and where the odds key comes from. The key itself never leaves.
 * No provider is called.
 */
export async function testScrapingApis() {
  const flags = await getProviderFlags();
  const espnBaseUrl = publicBaseUrl(env.ESPN_BASE_URL);
  const oddsKeySource = env.ODDS_API_KEY ? "env" : (await hasNonEmptySetting("odds_api_key")) ? "setting" : null;
  return {
    ...flags,
    apis: {
      scoresApi: { configured: flags.scoresApi, provider: "espn", name: "ESPN scoreboards", baseUrl: espnBaseUrl },
      oddsApi: {
        configured: flags.oddsApi,
        provider: "odds-api",
        name: "The Odds API",
        baseUrl: publicBaseUrl(env.ODDS_API_BASE_URL),
        keySource: oddsKeySource,
      },
      sportsDataApi: {
        configured: flags.sportsDataApi,
        provider: "espn",
        name: "ESPN game summaries",
        baseUrl: espnBaseUrl,
      },
    },
  };
}

/** GET /api/scraping/jobs: scrape runs and pipeline runs (which scrape and process), newest first. */
export async function listScrapingJobs(query: ScrapingJobsQuery) {
  const { rows, total } = await jobRunQueries.listJobRuns({
    page: query.page,
    limit: query.limit,
    status: query.status,
    ...(query.name ? { jobName: query.name } : { jobNames: SCRAPING_JOB_NAMES }),
  });
  return {
    jobs: rows.map(scrapingJobDto),
    pagination: exactPagination(query.page, query.limit, total),
  };
}

/** The raw-data filter: a league (checked against the sport when both are sent), else a sport (alone, 'soccer' is
 * football). */
async function rawDataScope(
  input: Pick<RawDataInput, "sport" | "league">,
): Promise<{ sport?: string; league?: string }> {
  if (input.league) {
    const league = await getLeagueProviders(input.league);
    if (!league) throw invalid("league", `Unknown league '${input.league}'.`);
    if (input.sport && !sportFits(input.sport, league.sportId)) throw await unknownSportError(input.sport, league);
    return { league: league.id };
  }
  if (!input.sport) return {};
  const sport = input.sport === "soccer" ? "football" : input.sport;
  if ((await listExistingSportIds([sport])).length === 0) throw invalid("sport", `Unknown sport '${input.sport}'.`);
  return { sport };
}

/**
 * POST /api/scraping/raw-data: a page of stored provider payloads, newest first: metadata, processing
 * state, body size and the first characters of the body. Read-only.
 */
export async function listRawData(input: RawDataInput) {
  const scope = await rawDataScope(input);
  const { rows, total } = await rawPayloadQueries.listRawPayloadPreviews({
    page: input.page,
    limit: input.limit,
    previewChars: input.previewChars,
    provider: input.provider,
    ...scope,
    state: input.state,
  });
  return {
    payloads: rows.map(({ bodyPreview, bodyBytes, ...row }) => ({
      ...row,
      state: row.processedAt ? ("processed" as const) : row.error ? ("failed" as const) : ("pending" as const),
      bodyBytes,
      bodyPreview,
      truncated: bodyPreview !== null && bodyBytes !== null && Buffer.byteLength(bodyPreview) < bodyBytes,
    })),
    pagination: exactPagination(input.page, input.limit, total),
  };
}

// ── Scraping ──────────────────────────────────────────────────────────────────────────────────────────

type ScrapeAnswer = ScrapeRunOutcome | { runId: string; status: string; runner: string; completed: false };

/** Requests the scrape job, audits the request, and waits a little for the run to finish. */
async function runScrape(
  actor: AuditActor,
  action: string,
  scope: { league: LeagueProviders; providers: ScrapeProvider[]; dates?: string },
) {
  const payload = {
    leagues: [scope.league.id],
    providers: scope.providers,
    ...(scope.dates ? { dates: scope.dates } : {}),
  };
  const dispatched = await dispatchJob("scrape", payload, { trigger: "manual", requestedById: actor.id });
  await recordAudit(db, actor, {
    action,
    entityType: "job_run",
    entityId: dispatched.runId,
    after: { job: "scrape", ...payload, runner: dispatched.runner },
  });
  const run = await waitForJobRun(dispatched.runId);
  const answer: ScrapeAnswer = run
    ? await scrapeRunOutcome(run)
    : { runId: dispatched.runId, status: "queued", runner: dispatched.runner, completed: false };
  if (answer.completed) failIfNothingWorked(answer, scope.providers);
  return answer;
}

/** A run that failed, or whose every provider fetch failed, is an error for the caller (the run is kept). */
function failIfNothingWorked(outcome: ScrapeRunOutcome, providers: ScrapeProvider[]) {
  const attempted = providers.reduce((sum, provider) => sum + FETCHES_PER_PROVIDER[provider], 0);
  // partial: some provider calls worked, so the caller gets the data with the run's error naming the rest.
  if ((outcome.status === "succeeded" || outcome.status === "partial") && outcome.fetchFailures < attempted) return;
  const reason =
    outcome.error ?? outcome.warnings.find((line) => line.includes("failed")) ?? `the run ended ${outcome.status}`;
  throw new AppError("service_unavailable", `The scrape did not get any data: ${reason}`, { runId: outcome.runId });
}

const scopeFields = (league: LeagueProviders) => ({
  sport: league.sportId,
  league: league.id,
  leagueName: league.name,
});

/** POST /api/scraping/scrape: one provider for one league, through the job runner. */
export async function scrapeProvider(actor: AuditActor, input: ScrapeProviderInput) {
  const { league, covering } = await scrapableLeague(input.sport, input.league);
  if (!covering.includes(input.provider))
    throw invalid("provider", `${PROVIDER_NAMES[input.provider]} does not cover ${league.name}.`);
  if (!isConfigured(input.provider, await getProviderFlags())) throw notConfigured(input.provider);
  const outcome = await runScrape(actor, "scraping.scrape", {
    league,
    providers: [input.provider],
    dates: input.dates,
  });
  return {
    message: outcome.completed
      ? `Scraped ${league.name} from ${PROVIDER_NAMES[input.provider]}`
      : "Scrape queued: it is still running.",
    provider: input.provider,
    ...scopeFields(league),
    ...outcome,
  };
}

/**
 * POST /api/scraping/scrape-all: every configured provider covering the league in one scrape run, then
 * the pending raw payloads are processed. data.totalMatches: the matches the scrape wrote.
 */
export async function scrapeAllProviders(actor: AuditActor, input: ScrapeAllInput) {
  const { league, covering } = await scrapableLeague(input.sport, input.league);
  const flags = await getProviderFlags();
  const providers = covering.filter((provider) => isConfigured(provider, flags));
  const skipped = covering
    .filter((provider) => !isConfigured(provider, flags))
    .map((provider) => ({ provider, reason: notConfigured(provider).message }));
  if (providers.length === 0) throw notConfigured(covering[0]!);
  const outcome = await runScrape(actor, "scraping.scrape_all", { league, providers, dates: input.dates });
  const processing = outcome.completed ? await processPending(50) : null;
  return {
    message: outcome.completed
      ? `Scraped ${league.name} from ${providers.map((id) => PROVIDER_NAMES[id]).join(" and ")}`
      : "Scrape queued: it is still running.",
    ...scopeFields(league),
    providers,
    skippedProviders: skipped,
    totalMatches: outcome.completed ? outcome.matches : 0,
    ...outcome,
    processing,
  };
}

async function processPending(limit: number) {
  const result = await processPendingPayloads({ limit });
  const sum = (key: "matchesCreated" | "matchesUpdated" | "oddsInserted") =>
    result.results.reduce((total, counts) => total + counts[key], 0);
  return {
    processed: result.processed,
    failed: result.failed,
    matchesCreated: sum("matchesCreated"),
    matchesUpdated: sum("matchesUpdated"),
    oddsInserted: sum("oddsInserted"),
    remaining: await rawPayloadQueries.countUnprocessedRawPayloads(),
  };
}

/**
 * POST /api/scraping/process-sports-data: processes up to `limit` stored payloads that were never processed
 * successfully (oldest first) into teams, matches and odds. Idempotent; audited when it did anything.
 */
export async function processSportsData(actor: AuditActor, input: ProcessSportsDataInput) {
  const result = await processPending(input.limit);
  if (result.processed + result.failed > 0) {
    await recordAudit(db, actor, { action: "scraping.process", entityType: "raw_payloads", after: { ...result } });
  }
  return { message: `Processed ${result.processed} stored payloads`, ...result };
}
