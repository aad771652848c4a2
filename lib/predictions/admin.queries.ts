import "server-only";

import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { leagues, predictions, sports, type PredictionStatus } from "@/db/schema";

import type { CursorValue } from "@/lib/core/cursor.input";

import { countUpTo } from "@/db/sql/capped-count";
import {
  keysetAfter,
  keysetOrderBy,
  keysetValues,
  parseKeysetValues,
  withoutCursor,
  type KeyColumn,
} from "@/lib/core/keyset";
import { containsPattern } from "@/db/sql/like";

// The admin prediction table: every prediction, published or not. SQL only; the sort key and
// filters arrive validated (lib/predictions/admin.input.ts).

export interface ListAdminPredictionsParams {
  page: number;
  limit: number;
  search?: string;
  sport?: string;
  status?: PredictionStatus;
  premium?: boolean;
  sort: "matchDate" | "createdAt" | "match" | "market" | "pick" | "confidence" | "odds" | "status" | "isPremium";
  order: "asc" | "desc";
  /** A cursor's values: resume after that row by keyset, without counting the total. */
  after?: readonly CursorValue[];
  /** A page by number counts the matching rows up to this many (then reports cap + 1: "more"). */
  countCap: number;
}

// Sort keys map to columns from this allowlist only; request text never reaches the SQL.
const SORT_COLUMNS = {
  matchDate: { column: predictions.matchDate, type: "timestamptz" },
  createdAt: { column: predictions.createdAt, type: "timestamptz" },
  match: { column: predictions.homeTeam, type: "text" },
  market: { column: predictions.market, type: "text" },
  pick: { column: predictions.pick, type: "text" },
  confidence: { column: predictions.confidence, type: "numeric" },
  odds: { column: predictions.decimalOdds, type: "numeric" },
  status: { column: predictions.status, type: "prediction_status" },
  isPremium: { column: predictions.isPremium, type: "boolean" },
} as const satisfies Record<ListAdminPredictionsParams["sort"], Pick<KeyColumn, "column" | "type">>;

/** The sorted column, then newest first, then the id: equal values page stably. */
export function adminPredictionOrderKeys(sort: ListAdminPredictionsParams["sort"], order: "asc" | "desc"): KeyColumn[] {
  return [
    { ...SORT_COLUMNS[sort], direction: order },
    { column: predictions.createdAt, direction: "desc", type: "timestamptz" },
    { column: predictions.id, direction: "asc", type: "text" },
  ];
}

/**
 * The search box: the term anywhere in either team, the pick or the market, any case. Each column is named
 * as the trigram index `predictions_search_trgm_idx` has it, so the planner can answer it from there.
 */
export function adminPredictionSearch(term: string): SQL {
  const pattern = containsPattern(term);
  return or(
    ilike(predictions.homeTeam, pattern),
    ilike(predictions.awayTeam, pattern),
    ilike(predictions.pick, pattern),
    ilike(predictions.market, pattern),
  )!;
}

export async function listAdminPredictions(params: ListAdminPredictionsParams, tx: DbOrTx = db) {
  const where = and(
    params.sport ? eq(predictions.sportId, params.sport) : undefined,
    params.status ? eq(predictions.status, params.status) : undefined,
    params.premium !== undefined ? eq(predictions.isPremium, params.premium) : undefined,
    params.search ? adminPredictionSearch(params.search) : undefined,
  );
  const keys = adminPredictionOrderKeys(params.sort, params.order);
  const base = tx
    .select({
      id: predictions.id,
      matchId: predictions.matchId,
      sportId: predictions.sportId,
      sportName: sports.name,
      leagueId: predictions.leagueId,
      leagueName: leagues.name,
      homeTeam: predictions.homeTeam,
      awayTeam: predictions.awayTeam,
      matchDate: predictions.matchDate,
      market: predictions.market,
      pick: predictions.pick,
      confidence: predictions.confidence,
      odds: predictions.odds,
      decimalOdds: predictions.decimalOdds,
      analysis: predictions.analysis,
      status: predictions.status,
      isPremium: predictions.isPremium,
      isPublished: predictions.isPublished,
      source: predictions.source,
      createdAt: predictions.createdAt,
      cursor: keysetValues(keys),
    })
    .from(predictions)
    .innerJoin(sports, eq(sports.id, predictions.sportId))
    .innerJoin(leagues, eq(leagues.id, predictions.leagueId))
    .where(params.after ? and(where, keysetAfter(keys, params.after)) : where)
    .orderBy(...keysetOrderBy(keys))
    // One more than the page tells whether another page follows.
    .limit(params.limit + 1);
  const [found, total] = await Promise.all([
    params.after ? base : base.offset((params.page - 1) * params.limit),
    params.after ? null : countUpTo(tx, predictions, where, params.countCap),
  ]);
  const page = found.slice(0, params.limit);
  const last = page.at(-1);
  return {
    rows: page.map(withoutCursor),
    total,
    next: found.length > params.limit && last ? parseKeysetValues(last.cursor) : null,
  };
}

/** How many predictions each of these matches already has (the match picker shows it). */
export async function countPredictionsByMatch(matchIds: readonly string[], tx: DbOrTx = db) {
  if (matchIds.length === 0) return [];
  return tx
    .select({ matchId: predictions.matchId, value: sql<number>`count(*)::int` })
    .from(predictions)
    .where(inArray(predictions.matchId, [...matchIds]))
    .groupBy(predictions.matchId);
}

/** Every sport and league, listed or not: the console's sport filter and the create dialog's selects. */
export async function listSportsAndLeagues(tx: DbOrTx = db) {
  const [sportRows, leagueRows] = await Promise.all([
    tx.select({ id: sports.id, name: sports.name }).from(sports).orderBy(asc(sports.sortOrder), asc(sports.name)),
    tx
      .select({ id: leagues.id, name: leagues.name, sport: leagues.sportId })
      .from(leagues)
      .orderBy(asc(leagues.sortOrder), asc(leagues.name)),
  ]);
  return { sports: sportRows, leagues: leagueRows };
}
