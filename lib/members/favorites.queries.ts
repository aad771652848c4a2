import "server-only";

import { and, desc, eq } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { favoriteLeagues, favoritePredictions, favoriteTeams, leagues, predictions, sports, teams } from "@/db/schema";

import { memberPredictionColumns } from "./tracks.queries";

// Favourites: SQL only. Every query is scoped to one user. Prediction favourites list only published
// predictions (an unpublished one is invisible to members everywhere).

const predictionItem = {
  id: predictions.id,
  favoritedAt: favoritePredictions.createdAt,
  ...memberPredictionColumns,
};

const teamItem = {
  id: teams.id,
  favoritedAt: favoriteTeams.createdAt,
  name: teams.name,
  sport: teams.sportId,
  sportName: sports.name,
  league: teams.leagueId,
  leagueName: leagues.name,
  country: teams.country,
  logoUrl: teams.logoUrl,
};

const leagueItem = {
  id: leagues.id,
  favoritedAt: favoriteLeagues.createdAt,
  name: leagues.name,
  sport: leagues.sportId,
  sportName: sports.name,
  country: leagues.country,
  tier: leagues.tier,
};

export function listFavoritePredictions(params: { userId: string; predictionId?: string }, tx: DbOrTx = db) {
  return tx
    .select(predictionItem)
    .from(favoritePredictions)
    .innerJoin(predictions, eq(predictions.id, favoritePredictions.predictionId))
    .innerJoin(leagues, eq(leagues.id, predictions.leagueId))
    .where(
      and(
        eq(favoritePredictions.userId, params.userId),
        eq(predictions.isPublished, true),
        params.predictionId ? eq(favoritePredictions.predictionId, params.predictionId) : undefined,
      ),
    )
    .orderBy(desc(favoritePredictions.createdAt), desc(favoritePredictions.id));
}

export function listFavoriteTeams(params: { userId: string; teamId?: string }, tx: DbOrTx = db) {
  return tx
    .select(teamItem)
    .from(favoriteTeams)
    .innerJoin(teams, eq(teams.id, favoriteTeams.teamId))
    .innerJoin(sports, eq(sports.id, teams.sportId))
    .leftJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(
      and(eq(favoriteTeams.userId, params.userId), params.teamId ? eq(favoriteTeams.teamId, params.teamId) : undefined),
    )
    .orderBy(desc(favoriteTeams.createdAt), desc(favoriteTeams.id));
}

export function listFavoriteLeagues(params: { userId: string; leagueId?: string }, tx: DbOrTx = db) {
  return tx
    .select(leagueItem)
    .from(favoriteLeagues)
    .innerJoin(leagues, eq(leagues.id, favoriteLeagues.leagueId))
    .innerJoin(sports, eq(sports.id, leagues.sportId))
    .where(
      and(
        eq(favoriteLeagues.userId, params.userId),
        params.leagueId ? eq(favoriteLeagues.leagueId, params.leagueId) : undefined,
      ),
    )
    .orderBy(desc(favoriteLeagues.createdAt), desc(favoriteLeagues.id));
}

export type FavoritePredictionItem = Awaited<ReturnType<typeof listFavoritePredictions>>[number];
export type FavoriteTeamItem = Awaited<ReturnType<typeof listFavoriteTeams>>[number];
export type FavoriteLeagueItem = Awaited<ReturnType<typeof listFavoriteLeagues>>[number];

/** Inserts the favourite unless it exists; true when a row was created. */
export async function createFavoritePrediction(userId: string, predictionId: string, tx: DbOrTx = db) {
  const rows = await tx
    .insert(favoritePredictions)
    .values({ userId, predictionId })
    .onConflictDoNothing()
    .returning({ id: favoritePredictions.id });
  return rows.length > 0;
}

export async function createFavoriteTeam(userId: string, teamId: string, tx: DbOrTx = db) {
  const rows = await tx
    .insert(favoriteTeams)
    .values({ userId, teamId })
    .onConflictDoNothing()
    .returning({ id: favoriteTeams.id });
  return rows.length > 0;
}

export async function createFavoriteLeague(userId: string, leagueId: string, tx: DbOrTx = db) {
  const rows = await tx
    .insert(favoriteLeagues)
    .values({ userId, leagueId })
    .onConflictDoNothing()
    .returning({ id: favoriteLeagues.id });
  return rows.length > 0;
}

/** Deletes the caller's own favourite only; true when one was removed. */
export async function deleteFavoritePrediction(userId: string, predictionId: string, tx: DbOrTx = db) {
  const rows = await tx
    .delete(favoritePredictions)
    .where(and(eq(favoritePredictions.userId, userId), eq(favoritePredictions.predictionId, predictionId)))
    .returning({ id: favoritePredictions.id });
  return rows.length > 0;
}

export async function deleteFavoriteTeam(userId: string, teamId: string, tx: DbOrTx = db) {
  const rows = await tx
    .delete(favoriteTeams)
    .where(and(eq(favoriteTeams.userId, userId), eq(favoriteTeams.teamId, teamId)))
    .returning({ id: favoriteTeams.id });
  return rows.length > 0;
}

export async function deleteFavoriteLeague(userId: string, leagueId: string, tx: DbOrTx = db) {
  const rows = await tx
    .delete(favoriteLeagues)
    .where(and(eq(favoriteLeagues.userId, userId), eq(favoriteLeagues.leagueId, leagueId)))
    .returning({ id: favoriteLeagues.id });
  return rows.length > 0;
}

/** Whether a favourite target exists (a prediction must also be published). */
export async function favoriteTargetExists(kind: "predictions" | "teams" | "leagues", id: string, tx: DbOrTx = db) {
  const rows =
    kind === "predictions"
      ? await tx
          .select({ id: predictions.id })
          .from(predictions)
          .where(and(eq(predictions.id, id), eq(predictions.isPublished, true)))
          .limit(1)
      : kind === "teams"
        ? await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).limit(1)
        : await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, id)).limit(1);
  return rows.length > 0;
}
