import "server-only";

import { z } from "zod";

import type { OddsMarket } from "@/db/schema";
import { env } from "@/lib/env";

import { fetchJson, messageOf, ProviderError, type ProviderResponse } from "@/lib/net/provider-http";
import { americanToDecimalOrNull, roundPoint, roundPrice, validDecimal } from "./odds-format.rules";
import type {
  OddsApiEvent,
  OddsApiQuota,
  OddsApiSport,
  ParsedPayload,
  ProviderItemError,
  ProviderOdds,
} from "./provider.dto";

// The Odds API v4 client. The key goes in the `apiKey` query
// parameter on every call; fetchJson redacts it from everything it reports, and stored URLs drop it.
// Every call returns the quota counters of its response (x-requests-remaining / -used / -last).

const PROVIDER = "odds-api";

export const ODDS_API_MARKETS: readonly OddsMarket[] = ["h2h", "spreads", "totals"];
export type OddsFormat = "decimal" | "american";

export interface OddsApiClientOptions {
  /** The Odds API key (env.ODDS_API_KEY or the `odds_api_key` setting; the caller decides). */
  apiKey: string | null | undefined;
  /** Default env.ODDS_API_BASE_URL. */
  baseUrl?: string;
  /** Default env.PROVIDER_TIMEOUT_MS. */
  timeoutMs?: number;
}

export interface OddsRequest {
  /** Default ['uk', 'eu', 'us']. Ignored by the API when bookmakers are given. */
  regions?: readonly string[];
  /** Default h2h, spreads, totals. */
  markets?: readonly OddsMarket[];
  /** Default decimal. */
  oddsFormat?: OddsFormat;
  bookmakers?: readonly string[];
  eventIds?: readonly string[];
  commenceTimeFrom?: Date;
  commenceTimeTo?: Date;
}

export interface OddsApiResult<T> {
  response: ProviderResponse;
  quota: OddsApiQuota;
  data: T;
}

/** Error bodies are {message, error_code, details_url}: branch on error_code, not on the text. */
export function classifyOddsApiError(status: number, body: unknown, url: string): ProviderError {
  const code =
    body && typeof body === "object" && typeof (body as { error_code?: unknown }).error_code === "string"
      ? (body as { error_code: string }).error_code
      : null;
  const detail = messageOf(body);
  const message = (text: string) =>
    `The Odds API ${text} (HTTP ${status}${code ? `, ${code}` : ""})${detail ? `: ${detail}` : ""}`;
  if (code === "OUT_OF_USAGE_CREDITS")
    return new ProviderError(PROVIDER, "quota", message("usage credits are used up"), {
      status,
      code,
      url,
      retryable: false,
    });
  if (status === 429 || code === "EXCEEDED_FREQ_LIMIT")
    return new ProviderError(PROVIDER, "quota", message("rate limit exceeded"), { status, code, url, retryable: true });
  if (status === 401 || status === 403)
    return new ProviderError(PROVIDER, "auth", message("refused the API key"), { status, code, url });
  if (status === 400 || status === 404 || status === 422)
    return new ProviderError(PROVIDER, "bad_request", message("rejected the request"), { status, code, url });
  return new ProviderError(PROVIDER, "http", message("failed"), { status, code, url });
}

function request(
  path: string,
  params: Record<string, string | undefined>,
  options: OddsApiClientOptions,
): Promise<ProviderResponse> {
  if (!options.apiKey) {
    return Promise.reject(
      new ProviderError(PROVIDER, "auth", "The Odds API key is not configured", { code: "MISSING_KEY" }),
    );
  }
  const base = (options.baseUrl ?? env.ODDS_API_BASE_URL).replace(/\/+$/, "");
  const url = new URL(`${base}${path}`);
  url.searchParams.set("apiKey", options.apiKey);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== "") url.searchParams.set(name, value);
  return fetchJson(url, {
    provider: PROVIDER,
    timeoutMs: options.timeoutMs ?? env.PROVIDER_TIMEOUT_MS,
    classifyError: classifyOddsApiError,
  });
}

/** The quota counters of a response; null where a header is missing or not a number. */
export function parseQuotaHeaders(headers: Headers | Record<string, string | null | undefined>): OddsApiQuota {
  const read = (name: string) => {
    const value = headers instanceof Headers ? headers.get(name) : headers[name];
    if (value === null || value === undefined || value.trim() === "") return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  };
  return { remaining: read("x-requests-remaining"), used: read("x-requests-used"), last: read("x-requests-last") };
}

const isoDate = (date: Date | undefined) => (date ? date.toISOString().replace(/\.\d{3}Z$/, "Z") : undefined);

/** GET /v4/sports (free): the sports and their keys. */
export async function sports(
  options: OddsApiClientOptions,
  params: { all?: boolean } = {},
): Promise<OddsApiResult<OddsApiSport[]>> {
  const response = await request("/v4/sports", { all: params.all ? "true" : undefined }, options);
  return { response, quota: parseQuotaHeaders(response.headers), data: parseOddsApiSports(response.body) };
}

/** GET /v4/sports/{sportKey}/odds. Costs markets × regions credits. */
export async function odds(
  sportKey: string,
  params: OddsRequest,
  options: OddsApiClientOptions,
): Promise<OddsApiResult<ParsedPayload<OddsApiEvent>>> {
  const oddsFormat = params.oddsFormat ?? "decimal";
  const response = await request(
    `/v4/sports/${encodeURIComponent(sportKey)}/odds`,
    {
      regions: params.bookmakers?.length ? undefined : (params.regions ?? ["uk", "eu", "us"]).join(","),
      bookmakers: params.bookmakers?.length ? params.bookmakers.join(",") : undefined,
      markets: (params.markets ?? ODDS_API_MARKETS).join(","),
      oddsFormat,
      dateFormat: "iso",
      eventIds: params.eventIds?.length ? params.eventIds.join(",") : undefined,
      commenceTimeFrom: isoDate(params.commenceTimeFrom),
      commenceTimeTo: isoDate(params.commenceTimeTo),
    },
    options,
  );
  return {
    response,
    quota: parseQuotaHeaders(response.headers),
    data: parseOddsApiOdds(response.body, { oddsFormat }),
  };
}

/** GET /v4/sports/{sportKey}/scores[?daysFrom=1..3]: live and recent results. */
export async function scores(
  sportKey: string,
  daysFrom: number | undefined,
  options: OddsApiClientOptions,
): Promise<OddsApiResult<ParsedPayload<OddsApiEvent>>> {
  if (daysFrom !== undefined && (!Number.isInteger(daysFrom) || daysFrom < 1 || daysFrom > 3)) {
    throw new ProviderError(PROVIDER, "bad_request", "daysFrom must be 1, 2 or 3");
  }
  const response = await request(
    `/v4/sports/${encodeURIComponent(sportKey)}/scores`,
    { daysFrom: daysFrom === undefined ? undefined : String(daysFrom), dateFormat: "iso" },
    options,
  );
  return { response, quota: parseQuotaHeaders(response.headers), data: parseOddsApiScores(response.body) };
}

// ── Parsing ───────────────────────────────────────────────────────────────────────────────────────────

const sportSchema = z.looseObject({
  key: z.string(),
  group: z.string().nullish(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  active: z.boolean().nullish(),
  has_outrights: z.boolean().nullish(),
});

export function parseOddsApiSports(body: unknown): OddsApiSport[] {
  const parsed = z.array(z.unknown()).safeParse(body);
  if (!parsed.success) throw new ProviderError(PROVIDER, "bad_response", "The Odds API sports body is not an array");
  return parsed.data.flatMap((item) => {
    const sport = sportSchema.safeParse(item);
    if (!sport.success) return [];
    const { key, group, title, description, active, has_outrights } = sport.data;
    return [
      {
        key,
        group: group ?? "",
        title: title ?? key,
        description: description ?? "",
        active: active ?? false,
        hasOutrights: has_outrights ?? false,
      },
    ];
  });
}

/** ISO instant; The Odds API sends seconds ("2024-08-19T19:00:00Z"), or unix seconds with dateFormat=unix. */
function parseInstant(value: unknown): Date | null {
  if (typeof value === "number" && Number.isFinite(value)) return new Date(value * 1000);
  if (typeof value !== "string") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const outcomeSchema = z.looseObject({ name: z.string(), price: z.number(), point: z.number().nullish() });
const marketSchema = z.looseObject({
  key: z.string(),
  last_update: z.unknown().optional(),
  outcomes: z.array(z.unknown()),
});
const bookmakerSchema = z.looseObject({
  key: z.string(),
  title: z.string().nullish(),
  last_update: z.unknown().optional(),
  markets: z.array(z.unknown()),
});
const eventSchema = z.looseObject({
  id: z.string(),
  sport_key: z.string(),
  commence_time: z.unknown(),
  home_team: z.string(),
  away_team: z.string(),
});
const oddsEventSchema = eventSchema.extend({ bookmakers: z.array(z.unknown()).nullish() });
const scoresEventSchema = eventSchema.extend({
  completed: z.boolean().nullish(),
  scores: z.array(z.looseObject({ name: z.string(), score: z.union([z.string(), z.number()]).nullish() })).nullish(),
  last_update: z.unknown().optional(),
});

const itemId = (item: unknown) =>
  item && typeof item === "object" && typeof (item as { id?: unknown }).id === "string"
    ? (item as { id: string }).id
    : null;

/**
 * Parses an /odds body into events with decimal prices. Outcomes are matched by name (their order is not
 * fixed): the home and away team names, 'Draw', 'Over', 'Under'. Each price is stamped with its market's
 * last_update (else the bookmaker's); unknown markets and unreadable outcomes are skipped.
 */
export function parseOddsApiOdds(body: unknown, context: { oddsFormat: OddsFormat }): ParsedPayload<OddsApiEvent> {
  const parsed = z.array(z.unknown()).safeParse(body);
  if (!parsed.success) throw new ProviderError(PROVIDER, "bad_response", "The Odds API odds body is not an array");
  const items: OddsApiEvent[] = [];
  const errors: ProviderItemError[] = [];
  for (const raw of parsed.data) {
    const event = oddsEventSchema.safeParse(raw);
    if (!event.success) {
      errors.push({ externalId: itemId(raw), message: "unreadable event" });
      continue;
    }
    const kickoffAt = parseInstant(event.data.commence_time);
    if (!kickoffAt) {
      errors.push({ externalId: event.data.id, message: "unreadable commence_time" });
      continue;
    }
    const { home_team: homeTeam, away_team: awayTeam } = event.data;
    const prices: ProviderOdds[] = [];
    for (const rawBookmaker of event.data.bookmakers ?? []) {
      const bookmaker = bookmakerSchema.safeParse(rawBookmaker);
      if (!bookmaker.success) continue;
      for (const rawMarket of bookmaker.data.markets) {
        const market = marketSchema.safeParse(rawMarket);
        if (!market.success || !isStoredMarket(market.data.key)) continue;
        const capturedAt = parseInstant(market.data.last_update) ?? parseInstant(bookmaker.data.last_update);
        for (const rawOutcome of market.data.outcomes) {
          const outcome = outcomeSchema.safeParse(rawOutcome);
          if (!outcome.success) continue;
          const selection = selectionOf(market.data.key, outcome.data.name, homeTeam, awayTeam);
          const price =
            context.oddsFormat === "american"
              ? americanToDecimalOrNull(outcome.data.price)
              : validDecimal(outcome.data.price);
          const point = outcome.data.point ?? null;
          if (!selection || price === null || !(price > 1)) continue;
          if (market.data.key !== "h2h" && point === null) continue;
          prices.push({
            bookmaker: bookmaker.data.key,
            market: market.data.key,
            selection,
            price: roundPrice(price),
            point: market.data.key === "h2h" || point === null ? null : roundPoint(point),
            capturedAt,
            isClosing: false,
          });
        }
      }
    }
    items.push({
      externalId: event.data.id,
      sportKey: event.data.sport_key,
      kickoffAt,
      homeTeam,
      awayTeam,
      odds: prices,
      completed: false,
      homeScore: null,
      awayScore: null,
      lastUpdate: null,
    });
  }
  return { items, errors };
}

/** Parses a /scores body. Scores are strings matched to the teams by name; null before the start. */
export function parseOddsApiScores(body: unknown): ParsedPayload<OddsApiEvent> {
  const parsed = z.array(z.unknown()).safeParse(body);
  if (!parsed.success) throw new ProviderError(PROVIDER, "bad_response", "The Odds API scores body is not an array");
  const items: OddsApiEvent[] = [];
  const errors: ProviderItemError[] = [];
  for (const raw of parsed.data) {
    const event = scoresEventSchema.safeParse(raw);
    const kickoffAt = event.success ? parseInstant(event.data.commence_time) : null;
    if (!event.success || !kickoffAt) {
      errors.push({ externalId: itemId(raw), message: "unreadable event" });
      continue;
    }
    const scoreOf = (team: string) => {
      const entry = event.data.scores?.find((score) => score.name === team);
      if (entry?.score === null || entry?.score === undefined) return null;
      const number = Number(entry.score);
      return Number.isFinite(number) ? number : null;
    };
    const homeScore = scoreOf(event.data.home_team);
    const awayScore = scoreOf(event.data.away_team);
    const completed = event.data.completed === true;
    if (completed && (homeScore === null || awayScore === null)) {
      errors.push({ externalId: event.data.id, message: "completed without both scores" });
      continue;
    }
    items.push({
      externalId: event.data.id,
      sportKey: event.data.sport_key,
      kickoffAt,
      homeTeam: event.data.home_team,
      awayTeam: event.data.away_team,
      odds: [],
      completed,
      homeScore,
      awayScore,
      lastUpdate: parseInstant(event.data.last_update),
    });
  }
  return { items, errors };
}

function isStoredMarket(key: string): key is OddsMarket {
  return (ODDS_API_MARKETS as readonly string[]).includes(key);
}

function selectionOf(
  market: OddsMarket,
  name: string,
  homeTeam: string,
  awayTeam: string,
): ProviderOdds["selection"] | null {
  if (market === "totals") {
    const lower = name.toLowerCase();
    return lower === "over" ? "over" : lower === "under" ? "under" : null;
  }
  if (name === homeTeam) return "home";
  if (name === awayTeam) return "away";
  if (market === "h2h" && name.toLowerCase() === "draw") return "draw";
  return null;
}
