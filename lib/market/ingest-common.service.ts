import "server-only";

import { db, type DbOrTx } from "@/db";
import * as matchQueries from "@/lib/market/matches.queries";
import * as rawPayloadQueries from "@/lib/market/raw-payloads.queries";
import * as teamQueries from "@/lib/catalogue/teams.queries";
import type { MatchStatus, NewRawPayload, OddsSelection, RawPayloadMeta } from "@/db/schema";
import { logger } from "@/lib/logger";
import type { ProviderResponse } from "@/lib/net/provider-http";
import { providerTeamKey, teamNameKeys } from "@/lib/market/providers/team-names.rules";
import type { OddsApiQuota, ProviderItemError } from "@/lib/market/providers/provider.dto";

// Pieces shared by the ESPN and The Odds API ingest services: the counts every ingest returns, team and
// match resolution across providers, and the transaction + bookkeeping around processing a stored payload.

/** What one ingest or reprocessing run did. Running the same input twice gives zeros the second time. */
export interface IngestCounts {
  /** Items (events) in the payload, readable or not. */
  fetched: number;
  matchesCreated: number;
  matchesUpdated: number;
  /** Matches reported again with nothing new. */
  matchesUnchanged: number;
  teamsCreated: number;
  oddsInserted: number;
  /** Items left out: unreadable, unknown teams (The Odds API), a team playing itself. */
  skipped: number;
  /** Items that could not be read or stored, as "event <id>: <reason>". */
  errors: string[];
  /** Items deliberately left out, with the reason (e.g. an Odds API event whose teams we do not know). */
  warnings: string[];
  /** The raw_payloads row the run stored or re-processed. */
  rawPayloadId: string | null;
  /** The Odds API credit counters of the response (Odds API runs only). */
  quota?: OddsApiQuota;
}

function emptyCounts(rawPayloadId: string | null = null): IngestCounts {
  return {
    fetched: 0,
    matchesCreated: 0,
    matchesUpdated: 0,
    matchesUnchanged: 0,
    teamsCreated: 0,
    oddsInserted: 0,
    skipped: 0,
    errors: [],
    warnings: [],
    rawPayloadId,
  };
}

export function itemErrorText(error: ProviderItemError): string {
  return `event ${error.externalId ?? "?"}: ${error.message}`;
}

export interface TeamToResolve {
  sportId: string;
  /** The league the team is seen in; null for cup/continental competitions (teams.leagueId is the domestic league). */
  leagueId: string | null;
  name: string;
  shortName?: string | null;
  abbreviation?: string | null;
  logoUrl?: string | null;
  /** The provider's team id and its scope (ESPN: the league slug), stored as an alias key 'espn:eng.1:359'. */
  providerId?: { provider: string; scope: string; externalId: string } | null;
}

/**
 * Resolves provider team names to team ids within one run (each distinct name once). `create` decides
 * whether unknown teams are created (ESPN, history) or reported as unknown (The Odds API).
 */
export class TeamResolver {
  private readonly cache = new Map<string, string | null>();
  created = 0;

  constructor(
    private readonly tx: DbOrTx,
    private readonly options: { source: string; provider: string; create: boolean },
  ) {}

  async resolve(team: TeamToResolve): Promise<string | null> {
    const providerKey = team.providerId
      ? providerTeamKey(team.providerId.provider, team.providerId.scope, team.providerId.externalId)
      : null;
    const cacheKey = `${team.sportId}|${providerKey ?? ""}|${team.name}`;
    if (this.cache.has(cacheKey)) return this.cache.get(cacheKey)!;
    const names = teamNameKeys(team.sportId, team.name);
    const keys = providerKey ? [providerKey, ...names.keys] : names.keys;
    if (keys.length === 0) {
      this.cache.set(cacheKey, null);
      return null;
    }
    const result = await teamQueries.resolveTeam(
      {
        sportId: team.sportId,
        leagueId: team.leagueId,
        name: names.canonicalName,
        shortName: team.shortName ?? null,
        abbreviation: team.abbreviation ?? null,
        logoUrl: team.logoUrl ?? null,
        provider: this.options.provider,
        externalId: team.providerId ? `${team.providerId.scope}:${team.providerId.externalId}` : null,
        keys,
        source: this.options.source,
        create: this.options.create,
      },
      this.tx,
    );
    if (result?.created) this.created += 1;
    const id = result?.id ?? null;
    this.cache.set(cacheKey, id);
    return id;
  }
}

export interface ResolvedMatch {
  id: string;
  status: MatchStatus;
  /** The stored kick-off. */
  kickoffAt: Date;
  /** The match's own provider (matches.provider). */
  provider: string;
  /** True when the match is this provider's own row (provider, externalId), false when found through a ref. */
  own: boolean;
  /** The provider reports home and away the other way round from the stored match. */
  swapped: boolean;
}

/**
 * Our match for a provider's event: by (provider, externalId), else by a provider ref, else (for a new id)
 * by league + both teams + kick-off within ±36 h, in which case the id is remembered as a provider ref so
 * the next run finds it directly. Null when the match is not stored yet.
 */
export async function resolveMatch(
  tx: DbOrTx,
  params: {
    provider: string;
    externalId: string;
    leagueId: string;
    homeTeamId: string;
    awayTeamId: string;
    kickoffAt: Date;
  },
): Promise<ResolvedMatch | null> {
  const direct = await matchQueries.findMatchByProviderId(params.provider, params.externalId, tx);
  if (direct) {
    const swapped = direct.homeTeamId === params.awayTeamId && direct.awayTeamId === params.homeTeamId;
    return {
      id: direct.id,
      status: direct.status,
      kickoffAt: direct.kickoffAt,
      provider: direct.provider,
      own: !direct.viaRef,
      swapped,
    };
  }
  const near = await matchQueries.findMatchByTeamsAndTime(params, tx);
  if (!near) return null;
  await matchQueries.addMatchProviderRef(near.id, params.provider, params.externalId, tx);
  return {
    id: near.id,
    status: near.status,
    kickoffAt: near.kickoffAt,
    provider: near.provider,
    own: false,
    swapped: near.swapped,
  };
}

const SWAPPED_SELECTION: Partial<Record<OddsSelection, OddsSelection>> = { home: "away", away: "home" };

/** A selection as seen from the stored match when the provider has home and away the other way round. */
export function orientSelection(selection: OddsSelection, swapped: boolean): OddsSelection {
  return swapped ? (SWAPPED_SELECTION[selection] ?? selection) : selection;
}

export function orientScores(
  home: number | null,
  away: number | null,
  swapped: boolean,
): { homeScore: number | null; awayScore: number | null } {
  return swapped ? { homeScore: away, awayScore: home } : { homeScore: home, awayScore: away };
}

export function countMatchWrite(counts: IngestCounts, result: { created: boolean; changed: boolean }): void {
  if (result.created) counts.matchesCreated += 1;
  else if (result.changed) counts.matchesUpdated += 1;
  else counts.matchesUnchanged += 1;
}

/**
 * Processes a stored payload in one transaction: everything it implies is written, or (on any failure)
 * nothing, and the payload row records the error. Marks the payload processed on success.
 */
export async function processInTransaction(
  payloadId: string,
  work: (tx: DbOrTx, counts: IngestCounts) => Promise<void>,
): Promise<IngestCounts> {
  const started = Date.now();
  const counts = emptyCounts(payloadId);
  try {
    await db.transaction(async (tx) => {
      await work(tx, counts);
      await rawPayloadQueries.markRawPayloadProcessed(payloadId, { processedAt: new Date(), error: null }, tx);
    });
  } catch (error) {
    const message = errorText(error);
    await rawPayloadQueries.markRawPayloadProcessed(payloadId, { processedAt: null, error: message.slice(0, 2000) });
    logger.error("sports_data.process_failed", { payloadId, error: message });
    throw error;
  }
  logger.info("sports_data.processed", {
    payloadId,
    ms: Date.now() - started,
    fetched: counts.fetched,
    created: counts.matchesCreated,
    updated: counts.matchesUpdated,
    odds: counts.oddsInserted,
    skipped: counts.skipped,
    errors: counts.errors.length,
  });
  return counts;
}

/** A failure as one readable line: a database error's own message rather than Drizzle's "Failed query: <sql>". */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  if (error.message.startsWith("Failed query") && cause instanceof Error) return cause.message;
  return error.message;
}

/**
 * Keeps a provider's answer as a raw payload (for reprocessing and audit) before anything is parsed from
 * it; `now` overrides the fetch time (tests, replays).
 */
export function storeProviderResponse(
  provider: NewRawPayload["provider"],
  kind: NewRawPayload["kind"],
  league: { id: string; sportId: string },
  response: ProviderResponse,
  meta: RawPayloadMeta,
  options: { now?: Date; jobRunId?: string | null },
) {
  return rawPayloadQueries.createRawPayload({
    provider,
    kind,
    sport: league.sportId,
    league: league.id,
    url: response.url,
    status: response.status,
    fetchedAt: options.now ?? response.fetchedAt,
    body: response.body,
    bodyDigest: response.digest,
    meta,
    jobRunId: options.jobRunId ?? null,
  });
}
