import "server-only";

import * as adminQueries from "@/lib/predictions/admin.queries";
import { listUpcomingMatches } from "@/lib/market/match-reads.queries";
import { openListCursor, sealListCursor, type CursorBinding } from "@/lib/accounts/cursor-tokens.service";
import {
  PICKER_MATCH_LIMIT,
  type ListAdminPredictionsQuery,
  type PickerMatchesQuery,
} from "@/lib/predictions/admin.input";

import { ADMIN_LIST_COUNT_CAP, listPagination } from "@/lib/core/pagination";

// Reads of the admin prediction console. Writes go through the predictions services that the
// existing routes call (create, edit, premium toggle, delete, generate), which audit and revalidate.

const NO_HORIZON = new Date("9999-12-31T00:00:00Z");

/** A cursor of the admin list belongs to its sort and order and to the filters it was cut under. */
function adminCursorBinding(query: ListAdminPredictionsQuery): CursorBinding {
  const { search, sport, status, premium } = query;
  return {
    list: "admin-predictions",
    order: `${query.sort}:${query.order}`,
    scope: { search, sport, status, premium },
  };
}

export async function listAdminPredictions(query: ListAdminPredictionsQuery) {
  const { cursor, ...params } = query;
  const binding = adminCursorBinding(query);
  const after =
    cursor === undefined
      ? undefined
      : openListCursor(binding, cursor, adminQueries.adminPredictionOrderKeys(query.sort, query.order));
  const { rows, total, next } = await adminQueries.listAdminPredictions({
    ...params,
    after,
    countCap: ADMIN_LIST_COUNT_CAP,
  });
  return {
    predictions: rows.map((row) => ({
      id: row.id,
      matchId: row.matchId,
      sport: row.sportId,
      sportName: row.sportName,
      league: row.leagueId,
      leagueName: row.leagueName,
      homeTeam: row.homeTeam,
      awayTeam: row.awayTeam,
      matchDate: row.matchDate.toISOString(),
      market: row.market,
      pick: row.pick,
      confidence: row.confidence,
      /** American odds as the public cards show them; decimalOdds is what the admin form edits. */
      odds: row.odds,
      decimalOdds: row.decimalOdds,
      analysis: row.analysis,
      status: row.status,
      isPremium: row.isPremium,
      isPublished: row.isPublished,
      source: row.source,
      createdAt: row.createdAt.toISOString(),
    })),
    // A cursor page (`?cursor=`, the previous answer's nextCursor) is not counted: total and pages are null;
    // a page by number counts up to the cap (lib/core/pagination.ts).
    pagination: listPagination(query.page, query.limit, total, ADMIN_LIST_COUNT_CAP),
    /** The next page by keyset (pass it back as ?cursor=); null on the last page. */
    nextCursor: next ? sealListCursor(binding, next) : null,
  };
}

/**
 * The Generate AI Predictions picker: up to 50 UPCOMING matches that have not kicked off, soonest first,
 * each with how many predictions it already has (generation skips markets already predicted).
 */
export async function listPickerMatches(query: PickerMatchesQuery, now = new Date()) {
  // No horizon: the picker offers the next 50 fixtures however far ahead they are.
  const upcoming = await listUpcomingMatches({
    from: now,
    to: NO_HORIZON,
    sport: query.sport,
    limit: PICKER_MATCH_LIMIT,
  });
  const counts = new Map(
    (await adminQueries.countPredictionsByMatch(upcoming.map((match) => match.id))).map((row) => [
      row.matchId,
      row.value,
    ]),
  );
  return {
    matches: upcoming.map((match) => ({
      id: match.id,
      sport: match.sportId,
      league: match.leagueId,
      leagueName: match.leagueName,
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
      matchDate: match.kickoffAt.toISOString(),
      predictions: counts.get(match.id) ?? 0,
    })),
  };
}

/** The sports and leagues the console offers (filters and the create dialog). */
export const listPredictionReference = () => adminQueries.listSportsAndLeagues();
export type PredictionReference = Awaited<ReturnType<typeof listPredictionReference>>;
