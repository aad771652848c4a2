import "server-only";

import * as tracks from "@/lib/members/tracks.queries";
import { AppError } from "@/lib/core/errors";
import type { TrackedPredictionsQuery } from "@/lib/members/member.input";

import { applyEntitlement, applyEntitlements } from "@/lib/predictions/entitlements.service";
import { exactPagination } from "@/lib/core/pagination";
import { revalidatePublicData } from "@/lib/cache/revalidate";
import { memberCacheTag } from "@/lib/cache/tags";

import { toTrackedDto, type MemberViewer } from "./members.dto";

// Predictions a member follows (the member dashboard and /user/predictions are computed from them).
// Any published prediction may be followed, settled ones included: the issue asks for "any prediction",
// and the statistics are the member's own, never shown to others (docs/decisions.md). Following a pick
// does not unlock it: each item is shaped for the member's plan like any other prediction read.

/** The member reading: their id and what their plan is. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The member's tracked picks, newest match first, with the League filter's options. */
export async function listTrackedPredictions(viewer: MemberViewer, query: TrackedPredictionsQuery) {
  const userId = viewer.id;
  const [{ rows, total }, leagues] = await Promise.all([
    tracks.listTrackedPredictions({
      userId,
      // Calendar days in UTC; `to` is inclusive, so the range ends at the start of the next day.
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      until: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
      status: query.status,
      league: query.league,
      page: query.page,
      limit: query.limit,
    }),
    tracks.listTrackedLeagues(userId),
  ]);
  return {
    predictions: await applyEntitlements(rows.map(toTrackedDto), viewer, undefined, viewer.timeZone),
    pagination: exactPagination(query.page, query.limit, total),
    leagues,
  };
}

export function listTrackedPredictionIds(userId: string): Promise<string[]> {
  return tracks.listTrackedPredictionIds(userId);
}

/**
 * Follows a published prediction. Idempotent: following it again returns the same row with
 * `created: false`. Throws not_found for a missing or unpublished prediction.
 */
export async function trackPrediction(viewer: MemberViewer, predictionId: string) {
  const userId = viewer.id;
  const id = await tracks.getPublishedPredictionId(predictionId);
  if (!id) throw new AppError("not_found", "Prediction not found.");
  const created = await tracks.createTrack(userId, id);
  if (created) await revalidatePublicData([memberCacheTag(userId)]);
  const { rows } = await tracks.listTrackedPredictions({ userId, predictionId: id, page: 1, limit: 1 });
  // The prediction could be unpublished between the two statements; it is then as good as missing.
  if (!rows[0]) throw new AppError("not_found", "Prediction not found.");
  return { created, prediction: await applyEntitlement(toTrackedDto(rows[0]), viewer, undefined, viewer.timeZone) };
}

/** Stops following. Throws not_found when the caller does not follow it (another member's row never matches). */
export async function untrackPrediction(userId: string, predictionId: string): Promise<void> {
  const removed = await tracks.deleteTrack(userId, predictionId);
  if (!removed) throw new AppError("not_found", "You are not following this prediction.");
  await revalidatePublicData([memberCacheTag(userId)]);
}
