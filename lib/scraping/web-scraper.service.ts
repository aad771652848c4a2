import "server-only";

import { createHash } from "node:crypto";

import { deleteExpiredWebScrapes, getFreshWebScrape, upsertWebScrape } from "@/lib/scraping/web-scrape-cache.queries";
import { AppError } from "@/lib/core/errors";
import { logger } from "@/lib/logger";
import { createSafeFetcher, SafeFetchError, type FetchFailure, type SafeFetcher } from "@/lib/net/safe-fetch";
import { BlockedTargetError, checkTargetUrl, PRODUCTION_POLICY, type GuardPolicy } from "@/lib/net/ssrf-guard";
import { applyJsonRules, cleanText, EXTRACT_LIMITS, extractFromHtml } from "@/lib/scraping/extract.rules";
import {
  chromiumAvailable,
  createPageRenderer,
  RenderDocumentError,
  type PageRenderer,
} from "@/lib/scraping/render.service";
import type { ExtractRules, ScrapeType, WebScrapeRequest, WebScrapeResult } from "@/lib/scraping/web-scraper.input";

// The web scraper tool (fetches through lib/net/safe-fetch.ts only).
// Every fetch goes through the SSRF-guarded safeFetch; a page is rendered in Chromium only when a wait
// time is asked for and Chromium is installed. Results are cached in web_scrape_cache, keyed by URL +
// type + rules (+ whether the page was rendered), for SCRAPE_CACHE_TTL_MS.

/** How every upstream failure's message starts (the original's words); the class of failure follows. */
export const SCRAPE_FAILED_MESSAGE = "Failed to scrape website";
/** The one message for a target our policy refuses (loopback, private ranges, other ports or schemes…). */
export const SCRAPE_REFUSED_MESSAGE =
  "This address cannot be scraped: it is blocked by policy (only public web addresses, on ports 80 and 443)";

/**
 * What a user is told of an upstream failure: its class, never our network's internals (no address the
 * name resolved to, no error text of ours); the log keeps the reason with the host.
 */
const FAILURE_TEXT: Record<Exclude<FetchFailure, "blocked">, string> = {
  host_not_found: "the host name was not found",
  refused: "the site refused the connection",
  timed_out: "the site did not answer in time",
  unreachable: "the site could not be reached",
  bad_status: "the site answered with an error status",
  unsupported_content: "the page is not of the type asked for",
  too_large: "the page is larger than 5 MB",
  too_many_redirects: "the site redirected more than 3 times",
};

/** The message of an upstream failure of this class (the HTTP status a site answered is the site's, so it is named). */
function scrapeFailedMessage(failure: Exclude<FetchFailure, "blocked">, status?: number): string {
  const text = failure === "bad_status" && status ? `the site answered HTTP ${status}` : FAILURE_TEXT[failure];
  return `${SCRAPE_FAILED_MESSAGE}: ${text}.`;
}
export const SCRAPE_CACHE_TTL_MS = 10 * 60 * 1000;
/** Scrapes running at once in this process; more are refused with 429 rather than queued. */
const MAX_CONCURRENT_SCRAPES = 4;

const ACCEPTED_TYPES: Record<ScrapeType, readonly string[]> = {
  html: ["text/html", "application/xhtml+xml"],
  text: ["text/html", "application/xhtml+xml", "text/plain"],
  json: ["application/json", "text/json", "application/ld+json", "application/problem+json"],
};
const ACCEPT_HEADER: Record<ScrapeType, string> = {
  html: "text/html,application/xhtml+xml;q=0.9",
  text: "text/html,text/plain;q=0.9",
  json: "application/json",
};

export interface ScrapeCache {
  get(key: string, now: Date): Promise<WebScrapeResult | null>;
  put(entry: {
    key: string;
    url: string;
    type: ScrapeType;
    result: WebScrapeResult;
    now: Date;
    ttlMs: number;
  }): Promise<void>;
}

/** The cache in the web_scrape_cache table. */
const databaseScrapeCache: ScrapeCache = {
  async get(key, now) {
    const row = await getFreshWebScrape({ cacheKey: key, now });
    return row ? (row.result as unknown as WebScrapeResult) : null;
  },
  async put({ key, url, type, result, now, ttlMs }) {
    await upsertWebScrape({
      cacheKey: key,
      url,
      type,
      result: result as unknown as Record<string, unknown>,
      fetchedAt: now,
      expiresAt: new Date(now.getTime() + ttlMs),
    });
    // Housekeeping on write keeps the table small without a scheduled job.
    await deleteExpiredWebScrapes({ now });
  },
};

export interface WebScraperDeps {
  /** Who may be reached. Production: PRODUCTION_POLICY; tests build their own (injected resolver, fixture allow-list).
   */
  policy: GuardPolicy;
  /** "auto": render with Chromium when installed; false: never render. */
  render?: "auto" | false;
  chromiumPath?: string;
  cache?: ScrapeCache;
  now?: () => Date;
}

export interface WebScraper {
  scrape(request: WebScrapeRequest): Promise<WebScrapeResult>;
}

/** The cache key: a hash of URL + type + rules (keys sorted) + rendered. */
export function scrapeCacheKey(
  url: string,
  type: ScrapeType,
  rules: ExtractRules | undefined,
  rendered: boolean,
): string {
  const canonicalRules = rules
    ? Object.fromEntries(Object.entries(rules).sort(([a], [b]) => a.localeCompare(b)))
    : null;
  return createHash("sha256")
    .update(JSON.stringify({ url, type, rules: canonicalRules, rendered }))
    .digest("hex");
}

export function createWebScraper(deps: WebScraperDeps): WebScraper {
  const fetcher = createSafeFetcher(deps.policy);
  const renderer = deps.render === false ? null : createPageRenderer(fetcher, deps.chromiumPath);
  const cache = deps.cache ?? databaseScrapeCache;
  const now = deps.now ?? (() => new Date());
  let running = 0;

  return {
    async scrape(request) {
      const url = new URL(request.url).toString();
      const rendered =
        request.waitFor > 0 && request.type !== "json" && renderer !== null && chromiumAvailable(deps.chromiumPath);
      // Refused targets are answered before the cache, the concurrency slots or a browser are touched.
      refuseBlockedTarget(url, deps.policy);
      const key = scrapeCacheKey(url, request.type, request.extractRules, rendered);
      if (request.useCache) {
        const hit = await cache.get(key, now());
        if (hit) return { ...hit, cached: true };
      }
      if (running >= MAX_CONCURRENT_SCRAPES) {
        throw new AppError("rate_limited", "The scraper is busy. Please try again in a few seconds.", undefined, {
          "Retry-After": "5",
        });
      }
      running += 1;
      try {
        const result = await fetchAndExtract(fetcher, rendered ? renderer : null, request, url, now());
        await cache.put({ key, url, type: request.type, result, now: now(), ttlMs: SCRAPE_CACHE_TTL_MS });
        return result;
      } finally {
        running -= 1;
      }
    },
  };
}

async function fetchAndExtract(
  fetcher: SafeFetcher,
  renderer: PageRenderer | null,
  request: WebScrapeRequest,
  url: string,
  startedAt: Date,
): Promise<WebScrapeResult> {
  try {
    const page = await load(fetcher, renderer, request, url);
    const { data, title } = extract(page, request);
    return {
      data,
      cached: false,
      metadata: { url: page.url, status: page.status, title },
      timestamp: startedAt.toISOString(),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A redirect or a DNS answer that leads somewhere refused is a refusal too, not an upstream failure.
    if (error instanceof SafeFetchError && error.blocked) throw refused(url, error.reason);
    // Why it failed goes to the log (host only: paths and queries may carry personal data); the caller
    // learns nothing about our network from the answer.
    const failure = error instanceof SafeFetchError && error.failure !== "blocked" ? error.failure : "unreachable";
    logger.warn("scraper.failed", {
      host: safeHost(url),
      failure,
      reason: error instanceof Error ? error.message : String(error),
      blocked: error instanceof SafeFetchError && error.blocked,
    });
    throw new AppError(
      "upstream_failed",
      scrapeFailedMessage(failure, error instanceof SafeFetchError ? error.status : undefined),
      { reason: failure },
    );
  }
}

/**
 * The policy check on the URL as typed (scheme, port, credentials, an address literal, localhost names),
 * so the common refusals are immediate. Names are checked when the connection is made (every redirect,
 * every DNS answer); a refusal found there is reported the same way.
 */
function refuseBlockedTarget(url: string, policy: GuardPolicy): void {
  try {
    checkTargetUrl(url, policy);
  } catch (error) {
    if (error instanceof BlockedTargetError) throw refused(url, error.message);
    throw error;
  }
}

function refused(url: string, reason: string): AppError {
  logger.warn("scraper.refused", { host: safeHost(url), reason });
  return new AppError("validation_failed", SCRAPE_REFUSED_MESSAGE, { reason: "blocked" });
}

type LoadedPage = { url: string; status: number; contentType: string; text: string };

async function load(
  fetcher: SafeFetcher,
  renderer: PageRenderer | null,
  request: WebScrapeRequest,
  url: string,
): Promise<LoadedPage> {
  if (renderer) {
    try {
      const page = await renderer.render(url, {
        waitFor: request.waitFor,
        timeoutMs: request.timeout,
        documentTypes: ACCEPTED_TYPES[request.type],
      });
      return { url: page.url, status: page.status, contentType: "text/html", text: page.html };
    } catch (error) {
      // A refused or unreadable document is final; a browser problem falls back to a plain fetch.
      if (error instanceof RenderDocumentError)
        throw new SafeFetchError(`render: ${error.message}`, error.blocked, error.failure);
      logger.warn("scraper.render_failed", {
        host: safeHost(url),
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  const response = await fetcher.fetch(url, {
    timeoutMs: request.timeout,
    acceptTypes: ACCEPTED_TYPES[request.type],
    accept: ACCEPT_HEADER[request.type],
  });
  return {
    url: response.url,
    status: response.status,
    contentType: response.contentType,
    text: new TextDecoder("utf-8").decode(response.body),
  };
}

function extract(page: LoadedPage, request: WebScrapeRequest): { data: unknown; title: string | null } {
  if (request.type === "json") {
    let document: unknown;
    try {
      document = JSON.parse(page.text);
    } catch {
      throw new SafeFetchError("invalid json", false, "unsupported_content");
    }
    const hasRules = request.extractRules && Object.keys(request.extractRules).length > 0;
    return { data: hasRules ? applyJsonRules(document, request.extractRules!) : document, title: null };
  }
  if (page.contentType === "text/plain")
    return { data: { text: cleanText(page.text, EXTRACT_LIMITS.textChars) }, title: null };
  return extractFromHtml(page.text, page.url, request.type, request.extractRules);
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "(invalid)";
  }
}

let productionScraper: WebScraper | null = null;

/** The production scraper: the strict guard policy, the database cache, Chromium when installed. */
export function scrapeWebPage(request: WebScrapeRequest): Promise<WebScrapeResult> {
  productionScraper ??= createWebScraper({ policy: PRODUCTION_POLICY });
  return productionScraper.scrape(request);
}
