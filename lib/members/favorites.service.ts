import "server-only";

import * as favorites from "@/lib/members/favorites.queries";
import { AppError } from "@/lib/core/errors";
import type { FavoriteKind } from "@/lib/members/member.input";

import { applyEntitlements } from "@/lib/predictions/entitlements.service";
import {
  withIsoDates,
  type FavoriteDto,
  type FavoriteLeagueDto,
  type FavoriteTeamDto,
  type Iso,
  type MemberViewer,
} from "./members.dto";

// A member's favourite predictions, teams and leagues. Each kind has its own table
// with a real foreign key; the API's three paths share these functions.

const NOT_FOUND: Record<FavoriteKind, string> = {
  predictions: "Prediction not found.",
  teams: "Team not found.",
  leagues: "League not found.",
};

/** The member's favourites of one kind, newest first, with what a card needs to render them. */
export async function listFavorites(
  viewer: MemberViewer,
  kind: FavoriteKind,
  targetId?: string,
): Promise<FavoriteDto[]> {
  const userId = viewer.id;
  switch (kind) {
    case "predictions": {
      const items = (await favorites.listFavoritePredictions({ userId, predictionId: targetId })).map(
        withIsoDates,
      ) as Iso<favorites.FavoritePredictionItem>[];
      return applyEntitlements(items, viewer, undefined, viewer.timeZone);
    }
    case "teams":
      return (await favorites.listFavoriteTeams({ userId, teamId: targetId })).map(withIsoDates) as FavoriteTeamDto[];
    case "leagues":
      return (await favorites.listFavoriteLeagues({ userId, leagueId: targetId })).map(
        withIsoDates,
      ) as FavoriteLeagueDto[];
  }
}

/**
 * Adds a favourite. Idempotent: adding one that exists returns it with `created: false`. Throws
 * not_found when the target does not exist (or is an unpublished prediction).
 */
export async function addFavorite(viewer: MemberViewer, kind: FavoriteKind, targetId: string) {
  const userId = viewer.id;
  if (!(await favorites.favoriteTargetExists(kind, targetId))) throw new AppError("not_found", NOT_FOUND[kind]);
  const created =
    kind === "predictions"
      ? await favorites.createFavoritePrediction(userId, targetId)
      : kind === "teams"
        ? await favorites.createFavoriteTeam(userId, targetId)
        : await favorites.createFavoriteLeague(userId, targetId);
  const [item] = await listFavorites(viewer, kind, targetId);
  // The target could vanish between the two statements; it is then as good as missing.
  if (!item) throw new AppError("not_found", NOT_FOUND[kind]);
  return { created, item };
}

/** Removes one of the caller's favourites. Throws not_found when the caller has no such favourite. */
export async function removeFavorite(userId: string, kind: FavoriteKind, targetId: string): Promise<void> {
  const removed =
    kind === "predictions"
      ? await favorites.deleteFavoritePrediction(userId, targetId)
      : kind === "teams"
        ? await favorites.deleteFavoriteTeam(userId, targetId)
        : await favorites.deleteFavoriteLeague(userId, targetId);
  if (!removed) throw new AppError("not_found", "This is not one of your favourites.");
}
