import "server-only";

import type { DbOrTx } from "@/db";
import * as leagueProviders from "@/lib/catalogue/league-providers.queries";
import * as matchQueries from "@/lib/market/matches.queries";
import * as oddsQueries from "@/lib/market/odds.queries";
import * as rawPayloadQueries from "@/lib/market/raw-payloads.queries";
import { AppError } from "@/lib/core/errors";
import {
  fetchEspnScoreboard,
  fetchEspnSummary,
  parseEspnScoreboard,
  parseEspnSummary,
  type EspnClientOptions,
} from "@/lib/market/providers/espn.client";
import type { ProviderResponse } from "@/lib/net/provider-http";
import type { ParsedPayload, ProviderMatch } from "@/lib/market/providers/provider.dto";

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

// ESPN ingest: fetch a scoreboard (or one game's summary) → store the raw body → process it into teams,
// matches and odds snapshots, in one transaction. ESPN is the primary source of fixtures and results: unknown
// teams are created (with their ESPN id and names as aliases), and matches are keyed ('espn', event id).
// A fetch failure throws ProviderError before anything is written.

const PROVIDER = "espn";

/** Competitions whose teams belong to other (domestic) leagues: teams first seen there get no leagueId. */
const NON_DOMESTIC_LEAGUES = new Set(["champions"]);

export interface IngestOptions extends EspnClientOptions {
  /** The fetch time recorded for the payload (default: when the answer arrived). Deterministic in tests. */
  now?: Date;
  /** The job run that triggered this fetch (raw_payloads.jobRunId). */
  jobRunId?: string | null;
}

async function espnLeague(leagueId: string, sport?: string) {
  const league = await leagueProviders.getLeagueProviders(leagueId);
  if (!league) throw new AppError("not_found", `Unknown league "${leagueId}".`);
  if (sport && sport !== league.sportId)
    throw new AppError("bad_request", `League "${leagueId}" is not a ${sport} league.`);
  if (!league.espnSlug || !league.espnSport)
    throw new AppError("bad_request", `ESPN has no scoreboard for ${league.name}.`);
  return { ...league, espnSlug: league.espnSlug, espnSport: league.espnSport };
}

function storeResponse(
  kind: "scoreboard" | "summary",
  league: Awaited<ReturnType<typeof espnLeague>>,
  response: ProviderResponse,
  options: IngestOptions,
) {
  return storeProviderResponse(
    PROVIDER,
    kind,
    league,
    response,
    { espnSport: league.espnSport, espnLeague: league.espnSlug },
    options,
  );
}

/**
 * Fetches one ESPN scoreboard for one of our leagues (`league` is our id, e.g. 'epl'; ESPN's path comes from
 * leagues.espnSlug and sports.espnSport) and processes it. `dates` is YYYYMMDD or YYYYMMDD-YYYYMMDD; without
 * it ESPN answers its current window. Idempotent: a second run with the same answer writes nothing new.
 * @throws AppError for an unknown league or one ESPN does not cover; ProviderError when the fetch fails.
 */
export async function ingestEspnScoreboard(
  input: { league: string; sport?: string; dates?: string },
  options: IngestOptions = {},
): Promise<IngestCounts> {
  const league = await espnLeague(input.league, input.sport);
  const response = await fetchEspnScoreboard(league.espnSport, league.espnSlug, input.dates, options);
  const payload = await storeResponse("scoreboard", league, response, options);
  return processEspnPayload(payload.id);
}

/** Fetches and processes one game's summary (its result and, before kick-off, bookmaker lines). */
export async function ingestEspnSummary(
  input: { league: string; eventId: string },
  options: IngestOptions = {},
): Promise<IngestCounts> {
  const league = await espnLeague(input.league);
  const response = await fetchEspnSummary(league.espnSport, league.espnSlug, input.eventId, options);
  const payload = await storeResponse("summary", league, response, options);
  return processEspnPayload(payload.id);
}

/**
 * Processes a stored ESPN payload (scoreboard or summary) again from its body. Idempotent; used right after
 * a fetch and by processRawPayload (after a parser fix, say).
 */
export async function processEspnPayload(payloadId: string): Promise<IngestCounts> {
  const payload = await rawPayloadQueries.getRawPayload(payloadId);
  if (!payload || payload.provider !== PROVIDER) throw new AppError("not_found", "ESPN payload not found.");
  if (!payload.league) throw new AppError("bad_request", "The payload has no league.");
  const league = await espnLeague(payload.league);
  const espnSport = payload.meta?.espnSport ?? league.espnSport;

  return processInTransaction(payload.id, async (tx, counts) => {
    let parsed: ParsedPayload<ProviderMatch>;
    if (payload.kind === "scoreboard") parsed = parseEspnScoreboard(payload.body, { sport: espnSport });
    else if (payload.kind === "summary")
      parsed = { items: [parseEspnSummary(payload.body, { sport: espnSport })], errors: [] };
    else throw new AppError("bad_request", `Unknown ESPN payload kind "${payload.kind}".`);

    counts.fetched = parsed.items.length + parsed.errors.length;
    counts.skipped += parsed.errors.length;
    counts.errors.push(...parsed.errors.map(itemErrorText));

    const teams = new TeamResolver(tx, { source: PROVIDER, provider: PROVIDER, create: true });
    const unchanged: string[] = [];
    for (const match of parsed.items) {
      const id = await writeEspnMatch(tx, match, { league, teams, fetchedAt: payload.fetchedAt, counts });
      if (id) unchanged.push(id);
    }
    // Matches reported again with nothing new: record that ESPN confirmed them.
    await matchQueries.touchMatchesSynced(unchanged, payload.fetchedAt, tx);
    counts.teamsCreated = teams.created;
  });
}

interface WriteContext {
  league: Awaited<ReturnType<typeof espnLeague>>;
  teams: TeamResolver;
  fetchedAt: Date;
  counts: IngestCounts;
}

/** Writes one event; returns the match id when the match was unchanged (to touch its sync time). */
async function writeEspnMatch(tx: DbOrTx, match: ProviderMatch, context: WriteContext): Promise<string | null> {
  const { league, teams, fetchedAt, counts } = context;
  const teamLeagueId = NON_DOMESTIC_LEAGUES.has(league.id) ? null : league.id;
  const resolveTeam = (team: ProviderMatch["home"]) =>
    teams.resolve({
      sportId: league.sportId,
      leagueId: teamLeagueId,
      name: team.name,
      shortName: team.shortName,
      abbreviation: team.abbreviation,
      logoUrl: team.logoUrl,
      providerId: team.externalId ? { provider: PROVIDER, scope: league.espnSlug, externalId: team.externalId } : null,
    });
  const homeTeamId = await resolveTeam(match.home);
  const awayTeamId = await resolveTeam(match.away);
  if (!homeTeamId || !awayTeamId || homeTeamId === awayTeamId) {
    counts.skipped += 1;
    counts.errors.push(
      `event ${match.externalId}: teams "${match.home.name}" and "${match.away.name}" cannot be told apart`,
    );
    return null;
  }

  const state = {
    kickoffAt: match.kickoffAt,
    status: match.status,
    statusDetail: match.statusDetail,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    season: match.season,
    round: match.round,
    venue: match.venue,
    isNeutral: match.isNeutral,
  };
  const found = await resolveMatch(tx, {
    provider: PROVIDER,
    externalId: match.externalId,
    leagueId: league.id,
    homeTeamId,
    awayTeamId,
    kickoffAt: match.kickoffAt,
  });

  let matchId: string;
  let swapped = false;
  let changed: boolean;
  if (!found || found.own) {
    const result = await matchQueries.upsertMatch(
      {
        ...state,
        sportId: league.sportId,
        leagueId: league.id,
        homeTeamId,
        awayTeamId,
        provider: PROVIDER,
        externalId: match.externalId,
      },
      { now: fetchedAt },
      tx,
    );
    countMatchWrite(counts, result);
    matchId = result.id;
    changed = result.changed;
  } else {
    // Stored first from another provider (an Odds API event): ESPN's report updates it through the ref.
    swapped = found.swapped;
    changed = await matchQueries.updateMatchState(
      found.id,
      { ...state, ...orientScores(match.homeScore, match.awayScore, swapped) },
      { now: fetchedAt },
      tx,
    );
    countMatchWrite(counts, { created: false, changed });
    matchId = found.id;
  }

  counts.oddsInserted += await oddsQueries.insertOddsSnapshots(
    match.odds.map((price) => ({
      matchId,
      provider: PROVIDER,
      bookmaker: price.bookmaker,
      market: price.market,
      selection: orientSelection(price.selection, swapped),
      price: price.price,
      point: price.point,
      capturedAt: price.capturedAt ?? fetchedAt,
      isClosing: price.isClosing,
    })),
    {},
    tx,
  );
  return changed ? null : matchId;
}
