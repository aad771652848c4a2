import "server-only";

import * as matchReads from "@/lib/market/match-reads.queries";
import * as matchQueries from "@/lib/market/matches.queries";
import * as oddsQueries from "@/lib/market/odds.queries";
import * as rawPayloadQueries from "@/lib/market/raw-payloads.queries";
import type { MatchStatus } from "@/db/schema";
import { AppError } from "@/lib/core/errors";
import { exactPagination } from "@/lib/core/pagination";

import type { IngestCounts } from "./ingest-common.service";
import { processEspnPayload } from "./ingest-espn.service";
import { processOddsApiPayload } from "./ingest-odds.service";

// Sports data: the entry points around the ingest services (re-processing stored payloads) and the reads
// behind GET /api/sports-data, /{id} and /stats. The ingest functions themselves live in ingest-espn.ts
// (ESPN scoreboards and summaries) and ingest-odds.ts (The Odds API odds and scores); the historical CSV
// import in history-import.ts.

export type { IngestCounts } from "./ingest-common.service";
export { ingestEspnScoreboard, ingestEspnSummary } from "./ingest-espn.service";
export { ingestOdds, ingestOddsApiScores } from "./ingest-odds.service";

/**
 * Processes a stored provider payload again (after a parser fix, or one whose processing failed), without
 * calling the provider. Idempotent: a payload processed before adds nothing the second time.
 * @throws AppError not_found for an unknown id, bad_request for a payload kind nobody processes.
 */
export async function processRawPayload(id: string): Promise<IngestCounts> {
  const payload = await rawPayloadQueries.getRawPayload(id);
  if (!payload) throw new AppError("not_found", "Raw payload not found.");
  if (payload.provider === "espn") return processEspnPayload(payload.id);
  if (payload.provider === "odds-api") return processOddsApiPayload(payload.id);
  throw new AppError("bad_request", `Payloads from "${payload.provider}" cannot be processed.`);
}

/** Stored payloads that were never processed successfully (oldest first), processed one by one. */
export async function processPendingPayloads(
  options: { limit?: number } = {},
): Promise<{ processed: number; failed: number; results: IngestCounts[] }> {
  const { rows } = await rawPayloadQueries.listRawPayloads({
    page: 1,
    limit: options.limit ?? 50,
    unprocessedOnly: true,
  });
  const results: IngestCounts[] = [];
  let failed = 0;
  for (const row of rows.reverse()) {
    try {
      results.push(await processRawPayload(row.id));
    } catch {
      failed += 1;
    }
  }
  return { processed: results.length, failed, results };
}

export interface SportsDataQuery {
  page?: number;
  limit?: number;
  status?: MatchStatus;
  sport?: string;
  league?: string;
  from?: Date;
  to?: Date;
}

/** GET /api/sports-data: a page of matches with team and league names. */
export async function listSportsData(query: SportsDataQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const { rows, total } = await matchReads.listMatches({ ...query, page, limit });
  return { matches: rows, pagination: exactPagination(page, limit, total) };
}

/** GET /api/sports-data/{id}: one match with its provider ids and latest odds. */
export async function getSportsDataMatch(id: string) {
  const match = await matchReads.getMatch(id);
  if (!match) throw new AppError("not_found", "Match not found.");
  const [providerRefs, odds] = await Promise.all([
    matchQueries.listMatchProviderRefs(id),
    oddsQueries.latestOddsForMatch(id),
  ]);
  return { ...match, providerRefs, odds };
}

/** GET /api/sports-data/stats (totalMatches, upcomingMatches, liveMatches, completedMatches). */
export async function getSportsDataStats(params: { sport?: string; league?: string } = {}) {
  const stats = await matchReads.getMatchStats(params);
  return {
    totalMatches: stats.total,
    upcomingMatches: stats.upcoming,
    liveMatches: stats.live,
    completedMatches: stats.completed,
    postponedMatches: stats.postponed,
    cancelledMatches: stats.cancelled,
  };
}
