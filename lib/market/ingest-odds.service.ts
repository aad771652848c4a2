import "server-only";

import type { DbOrTx } from "@/db";
import * as leagueProviders from "@/lib/catalogue/league-providers.queries";
import * as matchQueries from "@/lib/market/matches.queries";
import * as oddsQueries from "@/lib/market/odds.queries";
import * as rawPayloadQueries from "@/lib/market/raw-payloads.queries";
import type { MatchStatus, OddsMarket, RawPayloadMeta } from "@/db/schema";
import { AppError } from "@/lib/core/errors";
import type { ProviderResponse } from "@/lib/net/provider-http";
import {
  odds as fetchOdds,
  parseOddsApiOdds,
  parseOddsApiScores,
  scores as fetchScores,
  ODDS_API_MARKETS,
  type OddsApiClientOptions,
  type OddsFormat,
} from "@/lib/market/providers/odds-api.client";
import type { OddsApiEvent, OddsApiQuota } from "@/lib/market/providers/provider.dto";

import {
  countMatchWrite,
  itemErrorText,
  orientScores,
  orientSelection,
  processInTransaction,
  resolveMatch,
  TeamResolver,
  type IngestCounts,
  storeProviderResponse,
} from "./ingest-common.service";

// The Odds API ingest: odds (h2h, spreads, totals) as append-only snapshots, and scores as results.
//
// Matching. Odds API events carry their own 32-hex ids and team names only. An event is attached to our
// match by a stored provider ref, else by league + both teams + kick-off within ±36 h (the ref is then
// stored). Its teams must already be known (through team_aliases): The Odds API never creates teams, so a
// misspelt name cannot spawn a duplicate club. When both teams are known but no match is stored (leagues ESPN
// does not cover: EuroLeague, NPB, KBO), the match is created with provider 'odds-api'; when ESPN later reports
// the same game it is found by teams and time and updated through a ref, not duplicated.
// Events with an unknown team are skipped and listed in `warnings`.

const PROVIDER = "odds-api";

export interface OddsIngestOptions extends Omit<OddsApiClientOptions, "apiKey"> {
  /** The Odds API key: env.ODDS_API_KEY or the `odds_api_key` setting (the caller reads settings). */
  apiKey: string | null | undefined;
  /** The fetch time recorded for the payload (default: when the answer arrived). */
  now?: Date;
  jobRunId?: string | null;
}

async function oddsLeague(input: { league?: string; sportKey?: string }) {
  const league = input.league
    ? await leagueProviders.getLeagueProviders(input.league)
    : input.sportKey
      ? await leagueProviders.getLeagueByOddsApiKey(input.sportKey)
      : null;
  if (!league) throw new AppError("not_found", `Unknown league "${input.league ?? input.sportKey ?? ""}".`);
  const sportKey = input.sportKey ?? league.oddsApiKey;
  if (!sportKey) throw new AppError("bad_request", `The Odds API has no sport key for ${league.name}.`);
  return { ...league, sportKey };
}

function storeResponse(
  kind: "odds" | "scores",
  league: Awaited<ReturnType<typeof oddsLeague>>,
  response: ProviderResponse,
  quota: OddsApiQuota,
  meta: RawPayloadMeta,
  options: OddsIngestOptions,
) {
  return storeProviderResponse(
    PROVIDER,
    kind,
    league,
    response,
    { ...meta, quota, sportKey: league.sportKey },
    options,
  );
}

/**
 * Fetches current odds for one league (our id, or The Odds API sport key) and stores them as snapshots of
 * the matched matches. The quota counters of the response are stored with the payload and returned.
 * @throws AppError for an unknown league; ProviderError (auth, quota, bad_request, timeout…) when the fetch fails.
 */
export async function ingestOdds(
  input: {
    league?: string;
    sportKey?: string;
    markets?: readonly OddsMarket[];
    regions?: readonly string[];
    bookmakers?: readonly string[];
    oddsFormat?: OddsFormat;
  },
  options: OddsIngestOptions,
): Promise<IngestCounts> {
  const league = await oddsLeague(input);
  const markets = input.markets ?? ODDS_API_MARKETS;
  const oddsFormat = input.oddsFormat ?? "decimal";
  const regions = input.regions ?? ["uk", "eu", "us"];
  const result = await fetchOdds(
    league.sportKey,
    { markets, oddsFormat, regions, bookmakers: input.bookmakers },
    options,
  );
  const payload = await storeResponse(
    "odds",
    league,
    result.response,
    result.quota,
    { oddsFormat, markets: [...markets], regions: [...regions] },
    options,
  );
  return { ...(await processOddsApiPayload(payload.id)), quota: result.quota };
}

/** Fetches live and recent scores (daysFrom 1..3) for one league and records results of matched matches. */
export async function ingestOddsApiScores(
  input: { league?: string; sportKey?: string; daysFrom?: number },
  options: OddsIngestOptions,
): Promise<IngestCounts> {
  const league = await oddsLeague(input);
  const result = await fetchScores(league.sportKey, input.daysFrom, options);
  const payload = await storeResponse("scores", league, result.response, result.quota, {}, options);
  return { ...(await processOddsApiPayload(payload.id)), quota: result.quota };
}

/** Processes a stored Odds API payload (odds or scores) again from its body. Idempotent. */
export async function processOddsApiPayload(payloadId: string): Promise<IngestCounts> {
  const payload = await rawPayloadQueries.getRawPayload(payloadId);
  if (!payload || payload.provider !== PROVIDER) throw new AppError("not_found", "Odds API payload not found.");
  if (!payload.league) throw new AppError("bad_request", "The payload has no league.");
  const league = await oddsLeague({ league: payload.league, sportKey: payload.meta?.sportKey });
  const oddsFormat = payload.meta?.oddsFormat ?? oddsFormatOf(payload.url);

  const counts = await processInTransaction(payload.id, async (tx, counts) => {
    const parsed =
      payload.kind === "odds"
        ? parseOddsApiOdds(payload.body, { oddsFormat })
        : payload.kind === "scores"
          ? parseOddsApiScores(payload.body)
          : (() => {
              throw new AppError("bad_request", `Unknown Odds API payload kind "${payload.kind}".`);
            })();
    counts.fetched = parsed.items.length + parsed.errors.length;
    counts.skipped += parsed.errors.length;
    counts.errors.push(...parsed.errors.map(itemErrorText));

    const teams = new TeamResolver(tx, { source: PROVIDER, provider: PROVIDER, create: false });
    for (const event of parsed.items) {
      const context = { league, teams, fetchedAt: payload.fetchedAt, counts, tx };
      if (payload.kind === "odds") await writeOddsEvent(event, context);
      else await writeScoresEvent(event, context);
    }
  });
  if (payload.meta?.quota) counts.quota = payload.meta.quota;
  return counts;
}

function oddsFormatOf(url: string | null): OddsFormat {
  if (!url) return "decimal";
  return new URL(url).searchParams.get("oddsFormat") === "american" ? "american" : "decimal";
}

interface EventContext {
  league: Awaited<ReturnType<typeof oddsLeague>>;
  teams: TeamResolver;
  fetchedAt: Date;
  counts: IngestCounts;
  tx: DbOrTx;
}

/** Both teams' ids, or null (skipped, with a warning) when either is unknown. */
async function eventTeams(event: OddsApiEvent, context: EventContext) {
  const resolve = (name: string) =>
    context.teams.resolve({ sportId: context.league.sportId, leagueId: context.league.id, name });
  const homeTeamId = await resolve(event.homeTeam);
  const awayTeamId = await resolve(event.awayTeam);
  if (!homeTeamId || !awayTeamId || homeTeamId === awayTeamId) {
    const unknown = [!homeTeamId ? event.homeTeam : null, !awayTeamId ? event.awayTeam : null]
      .filter(Boolean)
      .map((name) => `"${name}"`);
    context.counts.skipped += 1;
    context.counts.warnings.push(
      `event ${event.externalId}: ` +
        `${unknown.length ? `unknown team ${unknown.join(" and ")}` : "teams cannot be told apart"}`,
    );
    return null;
  }
  return { homeTeamId, awayTeamId };
}

async function createOddsApiMatch(
  event: OddsApiEvent,
  ids: { homeTeamId: string; awayTeamId: string },
  status: MatchStatus,
  context: EventContext,
) {
  const result = await matchQueries.upsertMatch(
    {
      sportId: context.league.sportId,
      leagueId: context.league.id,
      ...ids,
      kickoffAt: event.kickoffAt,
      status,
      statusDetail: status === "COMPLETED" ? "Final" : null,
      homeScore: status === "UPCOMING" ? null : event.homeScore,
      awayScore: status === "UPCOMING" ? null : event.awayScore,
      provider: PROVIDER,
      externalId: event.externalId,
    },
    { now: context.fetchedAt },
    context.tx,
  );
  countMatchWrite(context.counts, result);
  return result.id;
}

async function writeOddsEvent(event: OddsApiEvent, context: EventContext): Promise<void> {
  const { counts, tx, fetchedAt } = context;
  const ids = await eventTeams(event, context);
  if (!ids) return;
  const found = await resolveMatch(tx, {
    provider: PROVIDER,
    externalId: event.externalId,
    leagueId: context.league.id,
    ...ids,
    kickoffAt: event.kickoffAt,
  });
  let matchId: string;
  if (!found) {
    matchId = await createOddsApiMatch(event, ids, event.kickoffAt > fetchedAt ? "UPCOMING" : "LIVE", context);
  } else {
    matchId = found.id;
    // Our own fixture not yet started: follow a moved kick-off. Matches of other providers are theirs to update.
    const changed =
      found.own && found.status === "UPCOMING"
        ? await matchQueries.updateMatchState(
            found.id,
            { kickoffAt: event.kickoffAt, status: "UPCOMING", statusDetail: null, homeScore: null, awayScore: null },
            { now: fetchedAt },
            tx,
          )
        : false;
    countMatchWrite(counts, { created: false, changed });
  }
  counts.oddsInserted += await oddsQueries.insertOddsSnapshots(
    event.odds.map((price) => ({
      matchId,
      provider: PROVIDER,
      bookmaker: price.bookmaker,
      market: price.market,
      selection: orientSelection(price.selection, found?.swapped ?? false),
      price: price.price,
      point: price.point,
      capturedAt: price.capturedAt ?? fetchedAt,
      isClosing: false,
    })),
    {},
    tx,
  );
}

async function writeScoresEvent(event: OddsApiEvent, context: EventContext): Promise<void> {
  const { counts, tx, fetchedAt } = context;
  const ids = await eventTeams(event, context);
  if (!ids) return;
  const reported: MatchStatus = event.completed ? "COMPLETED" : event.homeScore !== null ? "LIVE" : "UPCOMING";
  const found = await resolveMatch(tx, {
    provider: PROVIDER,
    externalId: event.externalId,
    leagueId: context.league.id,
    ...ids,
    kickoffAt: event.kickoffAt,
  });
  if (!found) {
    await createOddsApiMatch(event, ids, reported, context);
    return;
  }
  const scores = orientScores(event.homeScore, event.awayScore, found.swapped);
  // Our kick-off stays unless the match is this provider's own (ESPN's time is the reference).
  const kickoffAt = found.own ? event.kickoffAt : found.kickoffAt;
  let changed = false;
  if (found.status === "COMPLETED") {
    // A recorded result is never rewritten from here (ESPN, the primary source, may have corrected it).
    changed = false;
  } else if (reported === "COMPLETED") {
    changed = await matchQueries.updateMatchState(
      found.id,
      { kickoffAt, status: "COMPLETED", statusDetail: "Final", ...scores },
      { now: fetchedAt },
      tx,
    );
  } else if (found.own && reported === "LIVE") {
    changed = await matchQueries.updateMatchState(
      found.id,
      { kickoffAt, status: "LIVE", statusDetail: null, ...scores },
      { now: fetchedAt },
      tx,
    );
  }
  countMatchWrite(counts, { created: false, changed });
}
