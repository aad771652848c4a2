import "server-only";

import { z } from "zod";

import type { MatchStatus } from "@/db/schema";
import { env } from "@/lib/env";

import { parseEspnOdds } from "./espn-odds.client";
import { fetchJson, ProviderError, type ProviderResponse } from "@/lib/net/provider-http";
import type { ParsedPayload, ProviderItemError, ProviderMatch, ProviderTeam } from "./provider.dto";

// ESPN site API client: scoreboards and game summaries.
// Unofficial and undocumented, so every body is parsed defensively: the envelope must be right, then each
// event is parsed on its own (a bad event is reported and skipped, the others are kept) and unknown fields
// pass through untouched.

const PROVIDER = "espn";

export interface EspnClientOptions {
  /** Default env.ESPN_BASE_URL (…/apis/site/v2/sports). */
  baseUrl?: string;
  /** Default env.PROVIDER_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** `YYYYMMDD` or `YYYYMMDD-YYYYMMDD`. */
const DATES_PATTERN = /^\d{8}(-\d{8})?$/;

function endpoint(options: EspnClientOptions, ...segments: string[]): URL {
  const base = (options.baseUrl ?? env.ESPN_BASE_URL).replace(/\/+$/, "");
  return new URL(`${base}/${segments.map(encodeURIComponent).join("/")}`);
}

function classifyEspnError(status: number, body: unknown, url: string): ProviderError | null {
  // Blocked clients get an HTML 403: there is no key to fix, so it is an HTTP error, not an auth one.
  if (status === 403)
    return new ProviderError(PROVIDER, "http", "ESPN refused the request (HTTP 403)", { status, url, retryable: true });
  const code = body && typeof body === "object" && "code" in body ? String((body as { code: unknown }).code) : null;
  if (status === 400 || status === 404) {
    return new ProviderError(
      PROVIDER,
      "bad_request",
      `ESPN rejected the request (HTTP ${status}): unknown league, event or date`,
      { status, url, code },
    );
  }
  return null;
}

/** GET {sport}/{league}/scoreboard[?dates=…]: the raw answer (the ingest service stores it before processing). */
export function fetchEspnScoreboard(
  sport: string,
  league: string,
  dates: string | undefined,
  options: EspnClientOptions = {},
): Promise<ProviderResponse> {
  if (dates !== undefined && !DATES_PATTERN.test(dates)) {
    return Promise.reject(new ProviderError(PROVIDER, "bad_request", "dates must be YYYYMMDD or YYYYMMDD-YYYYMMDD"));
  }
  const url = endpoint(options, sport, league, "scoreboard");
  if (dates) url.searchParams.set("dates", dates);
  return fetchJson(url, {
    provider: PROVIDER,
    timeoutMs: options.timeoutMs ?? env.PROVIDER_TIMEOUT_MS,
    classifyError: classifyEspnError,
  });
}

/** GET {sport}/{league}/summary?event={eventId}: the raw answer. */
export function fetchEspnSummary(
  sport: string,
  league: string,
  eventId: string,
  options: EspnClientOptions = {},
): Promise<ProviderResponse> {
  if (!/^\d+$/.test(eventId))
    return Promise.reject(new ProviderError(PROVIDER, "bad_request", "ESPN event ids are numeric"));
  const url = endpoint(options, sport, league, "summary");
  url.searchParams.set("event", eventId);
  return fetchJson(url, {
    provider: PROVIDER,
    timeoutMs: options.timeoutMs ?? env.PROVIDER_TIMEOUT_MS,
    classifyError: classifyEspnError,
  });
}

// ── Parsing ───────────────────────────────────────────────────────────────────────────────────────────

const idSchema = z.union([z.string(), z.number()]).transform(String);
const text = z.string().nullish();

const statusTypeSchema = z.looseObject({
  name: text,
  state: text,
  completed: z.boolean().nullish(),
  description: text,
  detail: text,
  shortDetail: text,
});

const teamSchema = z.looseObject({
  id: idSchema.nullish(),
  displayName: text,
  name: text,
  shortDisplayName: text,
  location: text,
  abbreviation: text,
  logo: text,
  logos: z.array(z.looseObject({ href: z.string() })).nullish(),
});

const scoreSchema = z
  .union([z.string(), z.number(), z.looseObject({ value: z.number().nullish(), displayValue: text })])
  .nullish();

const competitorSchema = z.looseObject({
  homeAway: z.string(),
  score: scoreSchema,
  winner: z.boolean().nullish(),
  team: teamSchema,
});

const competitionSchema = z.looseObject({
  date: text,
  neutralSite: z.boolean().nullish(),
  venue: z.looseObject({ fullName: text }).nullish(),
  status: z.looseObject({ type: statusTypeSchema }).nullish(),
  competitors: z.array(competitorSchema),
  odds: z.array(z.unknown()).nullish(),
});

const seasonSchema = z.looseObject({ year: z.number().nullish(), type: z.unknown().optional(), slug: text }).nullish();

const eventSchema = z.looseObject({
  id: idSchema,
  date: z.string(),
  season: seasonSchema,
  week: z.looseObject({ number: z.number().nullish() }).nullish(),
  status: z.looseObject({ type: statusTypeSchema }),
  competitions: z.array(competitionSchema).min(1),
});

const scoreboardSchema = z.looseObject({ events: z.array(z.unknown()) });

const summarySchema = z.looseObject({
  header: z.looseObject({
    id: idSchema,
    season: seasonSchema,
    week: z.number().nullish(),
    competitions: z
      .array(competitionSchema.extend({ date: z.string(), status: z.looseObject({ type: statusTypeSchema }) }))
      .min(1),
  }),
  gameInfo: z.looseObject({ venue: z.looseObject({ fullName: text }).nullish() }).nullish(),
  pickcenter: z.array(z.unknown()).nullish(),
});

type StatusType = z.infer<typeof statusTypeSchema>;
type Competitor = z.infer<typeof competitorSchema>;

/**
 * ESPN status → our match status:
 *
 * | ESPN                                                     | ours      |
 * |----------------------------------------------------------|-----------|
 * | state 'post' and completed true (FINAL, FULL_TIME, AET…) | COMPLETED |
 * | name CANCELED / CANCELLED / ABANDONED                    | CANCELLED |
 * | name POSTPONED / SUSPENDED                               | POSTPONED |
 * | any other state 'post' with completed false              | POSTPONED |
 * | state 'in' (IN_PROGRESS, HALFTIME, SECOND_HALF, delays)  | LIVE      |
 * | state 'pre' (SCHEDULED), or no state                     | UPCOMING  |
 *
 * 'post' + completed:false is never a result: its predictions settle VOID.
 */
export function mapEspnStatus(type: Pick<StatusType, "name" | "state" | "completed">): MatchStatus {
  const name = (type.name ?? "").toUpperCase();
  const state = (type.state ?? "").toLowerCase();
  if (state === "post" && type.completed === true) return "COMPLETED";
  if (/CANCEL|ABANDON/.test(name)) return "CANCELLED";
  if (/POSTPONE|SUSPEND/.test(name)) return "POSTPONED";
  if (state === "post") return "POSTPONED";
  if (state === "in") return "LIVE";
  return "UPCOMING";
}

/** ESPN sends minute precision ("2024-12-15T18:00Z"); Date parses that form. Null when it is not an instant. */
function parseEspnDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Highest score believed: anything above is a garbled value, not a result. */
const MAX_SCORE = 10_000;

function parseScore(score: Competitor["score"]): number | null {
  if (score === null || score === undefined) return null;
  if (typeof score === "number") return Number.isInteger(score) && score >= 0 && score <= MAX_SCORE ? score : null;
  if (typeof score === "string") return /^\d{1,5}$/.test(score.trim()) ? parseScore(Number(score.trim())) : null;
  if (typeof score.value === "number") return parseScore(score.value);
  return score.displayValue ? parseScore(score.displayValue) : null;
}

/** Season label: '2025-26' where a season spans two years (ESPN's soccer slug; NBA and NHL years name the ending year),
 * else '2025'. */
export function espnSeasonLabel(sport: string, season: z.infer<typeof seasonSchema>): string | null {
  const year = season?.year;
  if (sport === "soccer") {
    const match = season?.slug?.match(/^(\d{4})-(\d{2})(?!\d)/);
    if (match) return `${match[1]}-${match[2]}`;
    return year ? String(year) : null;
  }
  if (!year) return null;
  if (sport === "basketball" || sport === "hockey") return `${year - 1}-${String(year).slice(2)}`;
  return String(year);
}

function toTeam(team: z.infer<typeof teamSchema>): ProviderTeam | null {
  const name = team.displayName ?? (team.location && team.name ? `${team.location} ${team.name}` : team.name);
  if (!name) return null;
  return {
    externalId: team.id ?? null,
    name: name.trim(),
    shortName: team.shortDisplayName ?? null,
    abbreviation: team.abbreviation ?? null,
    logoUrl: team.logo ?? team.logos?.[0]?.href ?? null,
  };
}

interface CompetitionContext {
  sport: string;
  externalId: string;
  date: string;
  statusType: StatusType;
  season: z.infer<typeof seasonSchema>;
  round: string | null;
  venue: string | null;
  competition: z.infer<typeof competitionSchema>;
  oddsBlocks: unknown[];
}

function toProviderMatch(context: CompetitionContext): ProviderMatch {
  const { competition, statusType } = context;
  const kickoffAt = parseEspnDate(context.date);
  if (!kickoffAt) throw new Error(`unreadable date "${context.date}"`);
  // Home and away come from homeAway, never from the order of the array.
  const home = competition.competitors.find((competitor) => competitor.homeAway === "home");
  const away = competition.competitors.find((competitor) => competitor.homeAway === "away");
  if (!home || !away) throw new Error("no home and away competitor");
  const homeTeam = toTeam(home.team);
  const awayTeam = toTeam(away.team);
  if (!homeTeam || !awayTeam) throw new Error("a competitor has no team name");

  const status = mapEspnStatus(statusType);
  const scored = status === "LIVE" || status === "COMPLETED";
  const homeScore = scored ? parseScore(home.score) : null;
  const awayScore = scored ? parseScore(away.score) : null;
  if (status === "COMPLETED" && (homeScore === null || awayScore === null)) throw new Error("final without a score");

  return {
    provider: "espn",
    externalId: context.externalId,
    kickoffAt,
    status,
    statusDetail:
      status === "UPCOMING" ? null : (statusType.shortDetail ?? statusType.detail ?? statusType.description ?? null),
    providerStatus: statusType.name ?? null,
    home: homeTeam,
    away: awayTeam,
    homeScore,
    awayScore,
    season: espnSeasonLabel(context.sport, context.season),
    round: context.round,
    venue: context.venue,
    isNeutral: competition.neutralSite === true,
    odds: parseEspnOdds(context.oddsBlocks, { state: (statusType.state ?? "").toLowerCase(), kickoffAt }),
  };
}

/**
 * Parses a scoreboard body. Throws ProviderError('bad_response') when the envelope is not a scoreboard;
 * events that cannot be read are returned in `errors` and left out.
 */
export function parseEspnScoreboard(
  body: unknown,
  context: { sport: string; fetchedAt?: Date },
): ParsedPayload<ProviderMatch> {
  const envelope = scoreboardSchema.safeParse(body);
  if (!envelope.success) throw new ProviderError(PROVIDER, "bad_response", "ESPN scoreboard body has no events array");
  const items: ProviderMatch[] = [];
  const errors: ProviderItemError[] = [];
  for (const raw of envelope.data.events) {
    const rawId = raw && typeof raw === "object" && "id" in raw ? String((raw as { id: unknown }).id) : null;
    const parsed = eventSchema.safeParse(raw);
    if (!parsed.success) {
      errors.push({ externalId: rawId, message: `unreadable event: ${summariseIssues(parsed.error)}` });
      continue;
    }
    const event = parsed.data;
    const competition = event.competitions[0]!;
    try {
      items.push(
        toProviderMatch({
          sport: context.sport,
          externalId: event.id,
          date: competition.date ?? event.date,
          statusType: competition.status?.type ?? event.status.type,
          season: event.season,
          round: event.week?.number ? `Week ${event.week.number}` : null,
          venue: competition.venue?.fullName ?? null,
          competition,
          oddsBlocks: competition.odds ?? [],
        }),
      );
    } catch (error) {
      errors.push({ externalId: event.id, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return { items, errors };
}

/** Parses a summary body: the game from header.competitions[0], bookmaker lines from pickcenter. */
export function parseEspnSummary(body: unknown, context: { sport: string }): ProviderMatch {
  const parsed = summarySchema.safeParse(body);
  if (!parsed.success)
    throw new ProviderError(
      PROVIDER,
      "bad_response",
      `ESPN summary body is not readable: ${summariseIssues(parsed.error)}`,
    );
  const { header, gameInfo, pickcenter } = parsed.data;
  const competition = header.competitions[0]!;
  try {
    return toProviderMatch({
      sport: context.sport,
      externalId: header.id,
      date: competition.date,
      statusType: competition.status.type,
      season: header.season,
      round: header.week ? `Week ${header.week}` : null,
      venue: gameInfo?.venue?.fullName ?? competition.venue?.fullName ?? null,
      competition,
      oddsBlocks: pickcenter ?? [],
    });
  } catch (error) {
    throw new ProviderError(
      PROVIDER,
      "bad_response",
      `ESPN summary ${header.id}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function summariseIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(root)"} ${issue.message}`)
    .join("; ");
}

// ── Odds ──────────────────────────────────────────────────────────────────────────────────────────────
// Two shapes are in the wild:
// - newer (DraftKings): moneyline{home,away,draw} / pointSpread{home,away} / total{over,under}, each side
//   {open, close, current} with American `odds` strings and `line` strings ("-0.5", "o2.5");
// - older (ESPN BET, Unibet in pickcenter): homeTeamOdds/awayTeamOdds {moneyLine, spreadOdds, current{…}},
//   open/current {over, under, total} with {decimal, american}, and top-level spread/overUnder/overOdds.
