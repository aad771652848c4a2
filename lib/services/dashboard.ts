import "server-only";

import * as trackRecordQueries from "@/db/queries/track-record";
import * as tracks from "@/db/queries/tracks";
import type { UserRecord } from "@/db/queries/users";

import { computeDashboardStats } from "./dashboard-stats";
import { applyEntitlements } from "./entitlements";
import { clvFiguresFromSums } from "./track-record";
import { toTrackedDto, type MemberViewer } from "./tracking";

// The member dashboard (public spec §2 "Member dashboard", §9 "Dashboard"). The original fetched 10
// predictions and computed the statistics over them; ours are computed over every tracked pick, so each
// figure means what its label says, and the 5 newest are shown (docs/decisions.md).

export const DASHBOARD_RECENT_COUNT = 5;

/** Tiers that include premium picks: no 'Upgrade to Pro' card for these while the subscription is active. */
const PREMIUM_TIERS = new Set(["PREMIUM", "ENTERPRISE", "VIP"]);

export function isPremiumMember(user: Pick<UserRecord, "subscriptionTier" | "subscriptionStatus">): boolean {
  return user.subscriptionStatus === "ACTIVE" && PREMIUM_TIERS.has(user.subscriptionTier);
}

export async function getDashboard(user: MemberViewer & Pick<UserRecord, "fullName" | "subscriptionTier" | "subscriptionStatus">) {
  const [picks, recent, clvSums] = await Promise.all([
    tracks.listTrackedPicksForStats(user.id),
    tracks.listTrackedPredictions({ userId: user.id, page: 1, limit: DASHBOARD_RECENT_COUNT }),
    trackRecordQueries.memberClvSums(user.id),
  ]);
  return {
    user: {
      fullName: user.fullName,
      subscriptionTier: user.subscriptionTier,
      subscriptionStatus: user.subscriptionStatus,
      isPremium: isPremiumMember(user),
    },
    stats: computeDashboardStats(picks),
    /**
     * Closing-line value of the member's settled tracked picks with a stored close (mean, share beating the
     * close, 95 % intervals), and return at the taken price. Pending picks wait for settlement, as the
     * average confidence does: a pending premium pick's figures are withheld from members without the plan.
     */
    clv: clvFiguresFromSums(clvSums),
    recent: await applyEntitlements(recent.rows.map(toTrackedDto), user),
  };
}
export type DashboardDto = Awaited<ReturnType<typeof getDashboard>>;
