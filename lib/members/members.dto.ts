import type { Shaped, ViewerRecord } from "@/lib/predictions/entitlements.rules";

import type * as favorites from "./favorites.queries";
import type * as tracks from "./tracks.queries";

// What leaves the members' domain: a member as their reads are shaped, and their favourites and tracked
// picks with dates as ISO text. Predictions among them are shaped for the member's plan like any other
// prediction read (lib/predictions/entitlements.rules.ts).

/** A signed-in member as their reads are shaped: their plan, and the zone whose days their free allowance counts. */
export type MemberViewer = ViewerRecord & { id: string; timeZone?: string };

export const withIsoDates = <T extends { favoritedAt: Date; matchDate?: Date }>(row: T) => ({
  ...row,
  favoritedAt: row.favoritedAt.toISOString(),
  ...(row.matchDate ? { matchDate: row.matchDate.toISOString() } : {}),
});

export type Iso<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
/** A favourite prediction, shaped for the member's plan like any other prediction read. */
export type FavoritePredictionDto = Shaped<Iso<favorites.FavoritePredictionItem>>;
export type FavoriteTeamDto = Iso<favorites.FavoriteTeamItem>;
export type FavoriteLeagueDto = Iso<favorites.FavoriteLeagueItem>;
export type FavoriteDto = FavoritePredictionDto | FavoriteTeamDto | FavoriteLeagueDto;

/** A tracked pick with ISO dates, before it is shaped for the member's plan. */
export function toTrackedDto(row: tracks.TrackedPredictionItem) {
  return { ...row, matchDate: row.matchDate.toISOString(), trackedAt: row.trackedAt.toISOString() };
}

/** A tracked pick as the member reads it: shaped for their plan. */
export type TrackedPredictionDto = Shaped<ReturnType<typeof toTrackedDto>>;
