import "server-only";

import { and, asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { leagues, predictions, sports, type PredictionStatus } from "@/db/schema";

import { containsPattern } from "./like";

// The admin prediction table (issue #7): every prediction, published or not. SQL only; the sort key and
// filters arrive validated (lib/validations/admin-predictions.ts).

export interface ListAdminPredictionsParams {
  page: number;
  limit: number;
  search?: string;
  sport?: string;
  status?: PredictionStatus;
  premium?: boolean;
  sort: "matchDate" | "createdAt" | "match" | "market" | "pick" | "confidence" | "odds" | "status" | "isPremium";
  order: "asc" | "desc";
}

// Sort keys map to columns from this allowlist only; request text never reaches the SQL.
const SORT_COLUMNS = {
  matchDate: predictions.matchDate,
  createdAt: predictions.createdAt,
  match: predictions.homeTeam,
  market: predictions.market,
  pick: predictions.pick,
  confidence: predictions.confidence,
  odds: predictions.decimalOdds,
  status: predictions.status,
  isPremium: predictions.isPremium,
} as const;

export async function listAdminPredictions(params: ListAdminPredictionsParams, tx: DbOrTx = db) {
  const pattern = params.search ? containsPattern(params.search) : undefined;
  const where = and(
    params.sport ? eq(predictions.sportId, params.sport) : undefined,
    params.status ? eq(predictions.status, params.status) : undefined,
    params.premium !== undefined ? eq(predictions.isPremium, params.premium) : undefined,
    pattern
      ? or(ilike(predictions.homeTeam, pattern), ilike(predictions.awayTeam, pattern), ilike(predictions.pick, pattern), ilike(predictions.market, pattern))
      : undefined,
  );
  const direction = params.order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    tx
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
      })
      .from(predictions)
      .innerJoin(sports, eq(sports.id, predictions.sportId))
      .innerJoin(leagues, eq(leagues.id, predictions.leagueId))
      .where(where)
      // The id last keeps pages stable when many rows share the sorted value.
      .orderBy(direction(SORT_COLUMNS[params.sort]), desc(predictions.createdAt), asc(predictions.id))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    tx.select({ value: count() }).from(predictions).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
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
    tx.select({ id: leagues.id, name: leagues.name, sport: leagues.sportId }).from(leagues).orderBy(asc(leagues.sortOrder), asc(leagues.name)),
  ]);
  return { sports: sportRows, leagues: leagueRows };
}
