import "server-only";

import * as aggregateQueries from "@/lib/track-record/aggregates.queries";
import * as tracks from "@/lib/members/tracks.queries";
import type { UserRecord } from "@/lib/accounts/users.queries";

import { dashboardStatsFromSums } from "./dashboard-stats.rules";
import { applyEntitlements } from "@/lib/predictions/entitlements.service";
import { clvFiguresFromSums } from "@/lib/track-record/track-record.service";
import { toTrackedDto, type MemberViewer } from "./members.dto";

// The member dashboard. The original fetched 10
// predictions and computed the statistics over them; ours are computed over every tracked pick, so each
// figure means what its label says, and the 5 newest are shown (docs/decisions.md). The sums come from the
// member's row of member_pick_tallies (kept by the database as picks are tracked and settled), so the
// dashboard costs the same at 5 picks and at 5,000. The newest picks and the streak read the member's own
// index entries (each track's copy of its pick's match date and status): 5 rows, and back to the latest loss.

const DASHBOARD_RECENT_COUNT = 5;

/** Tiers that include premium picks: no 'Upgrade to Premium' card for these while the subscription is active. */
const PREMIUM_TIERS = new Set(["PREMIUM", "ENTERPRISE", "VIP"]);

function isPremiumMember(user: Pick<UserRecord, "subscriptionTier" | "subscriptionStatus">): boolean {
  return user.subscriptionStatus === "ACTIVE" && PREMIUM_TIERS.has(user.subscriptionTier);
}

export type DashboardMember = MemberViewer & Pick<UserRecord, "fullName" | "subscriptionTier" | "subscriptionStatus">;

export async function getDashboard(user: DashboardMember) {
  return { user: dashboardUser(user), ...(await getDashboardFigures(user)) };
}

/** The welcome line: from the caller's own record, read on every request with the session. */
export function dashboardUser(user: DashboardMember) {
  return {
    fullName: user.fullName,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    isPremium: isPremiumMember(user),
  };
}

/**
 * The figures of the member's followed picks: what lib/members/dashboard.cache.ts keeps per member. They
 * depend on the member's picks (their writes), the picks' settlement and the viewer's plan and day (the
 * recent picks are shaped for them).
 */
export async function getDashboardFigures(user: MemberViewer) {
  const [tally, streak, recent] = await Promise.all([
    aggregateQueries.getMemberTally(user.id),
    currentStreak(user.id),
    tracks.listNewestTrackedPredictions(user.id, DASHBOARD_RECENT_COUNT),
  ]);
  return {
    stats: dashboardStatsFromSums(tally, streak),
    /**
     * Closing-line value of the member's settled tracked picks with a stored close (mean, share beating the
     * close, 95 % intervals), and return at the taken price. Pending picks wait for settlement, as the
     * average confidence does: a pending premium pick's figures are withheld from members without the plan.
     */
    clv: clvFiguresFromSums(aggregateQueries.memberClvSumsOf(tally)),
    recent: await applyEntitlements(recent.map(toTrackedDto), user, undefined, user.timeZone),
  };
}
/** Consecutive wins from the newest decided tracked pick (dashboard-stats `winStreak`), read a page at a time. */
export async function currentStreak(userId: string): Promise<number> {
  for (let limit = 64; ; limit *= 8) {
    const statuses = await tracks.listDecidedStatusesNewestFirst(userId, limit);
    const firstLoss = statuses.indexOf("LOSS");
    if (firstLoss >= 0) return firstLoss;
    if (statuses.length < limit) return statuses.length;
  }
}

export type DashboardDto = Awaited<ReturnType<typeof getDashboard>>;
