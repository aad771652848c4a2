// The member dashboard's statistics, as pure
// functions over the member's tracked picks. Pure and isomorphic: no database, no server-only.
//
// How statuses count (docs/decisions.md, "Dashboard statistics"):
// - total counts every tracked pick, as the original's "total over the list";
// - win rate is wins / (wins + losses): a pick still PENDING or settled VOID has no result, so counting it
//   in the denominator would make the rate fall every time the member follows a new pick;
// - the streak runs from the newest decided pick back to the first loss; PENDING and VOID picks are
//   skipped (neither extend nor break it);
// - profit is in units of one stake at the American price the member saw, by the engine's profit rule: a
//   win adds odds/100 (positive American odds) or 100/|odds| (negative), a loss subtracts 1, a quarter
//   line settled by halves half of that, PENDING and VOID add 0.
import { pickProfit as stakeProfit, winRatePercent } from "@/lib/engine/pick-metrics";

export type TrackedStatus = "PENDING" | "WIN" | "LOSS" | "VOID";

export interface TrackedPick {
  status: TrackedStatus;
  /** American odds as published (+150 / -120). */
  odds: number;
  /** 0..100. */
  confidence: number;
  /** When the match starts: the order in which results arrive, so "newest" for the streak. */
  matchDate: Date;
  /** The settled stake's result (1, 0.5, 0, −0.5, −1); absent or null: the status decides. */
  stakeResult?: number | null;
}

export interface DashboardStats {
  total: number;
  wins: number;
  losses: number;
  pending: number;
  voids: number;
  /** Percent to one decimal over decided picks; null before any is decided. */
  winRate: number | null;
  /** Consecutive wins from the newest decided pick. */
  streak: number;
  /** Units won or lost, to two decimals. */
  profit: number;
  /**
   * Mean confidence of the settled tracked picks, to one decimal; null without any. Pending picks are left
   * out: a pending premium pick's confidence is withheld from members without the plan (entitlements), and
   * an average including it would give it away.
   */
  averageConfidence: number | null;
}

/** Profit in stake units of a winning bet at American `odds`: +150 → 1.5, −120 → 0.8333. */
export function winProfit(odds: number): number {
  if (!Number.isFinite(odds) || odds === 0) return 0;
  return odds > 0 ? odds / 100 : 100 / Math.abs(odds);
}

/** The result of one pick in stake units at its American price: the win profit, −1 for a loss, 0 while pending or void.
 */
export function trackedPickProfit(pick: Pick<TrackedPick, "status" | "odds" | "stakeResult">): number {
  return stakeProfit(pick.status, 1 + winProfit(pick.odds), pick.stakeResult);
}

export function totalProfit(picks: readonly Pick<TrackedPick, "status" | "odds" | "stakeResult">[]): number {
  return round(
    picks.reduce((sum, pick) => sum + trackedPickProfit(pick), 0),
    2,
  );
}

/** Consecutive wins counted from the newest decided pick; stops at the first loss. */
export function winStreak(picks: readonly Pick<TrackedPick, "status" | "matchDate">[]): number {
  const newestFirst = [...picks].sort((a, b) => b.matchDate.getTime() - a.matchDate.getTime());
  let streak = 0;
  for (const pick of newestFirst) {
    if (pick.status === "LOSS") break;
    if (pick.status === "WIN") streak += 1;
  }
  return streak;
}

/** The sums the statistics are computed from: kept per member by the database (member_pick_tallies). */
export interface DashboardSums {
  total: number;
  wins: number;
  losses: number;
  pending: number;
  voids: number;
  /** Σ trackedPickProfit over the picks. */
  profit: number;
  /** Σ confidence over the settled (non-pending) picks. */
  settledConfidenceSum: number;
}

function dashboardSums(picks: readonly TrackedPick[]): DashboardSums {
  const count = (status: TrackedStatus) => picks.filter((pick) => pick.status === status).length;
  return {
    total: picks.length,
    wins: count("WIN"),
    losses: count("LOSS"),
    pending: count("PENDING"),
    voids: count("VOID"),
    profit: picks.reduce((sum, pick) => sum + trackedPickProfit(pick), 0),
    settledConfidenceSum: picks
      .filter((pick) => pick.status !== "PENDING")
      .reduce((sum, pick) => sum + pick.confidence, 0),
  };
}

/** The statistics from a member's sums and the current streak. */
export function dashboardStatsFromSums(sums: DashboardSums, streak: number): DashboardStats {
  const settled = sums.total - sums.pending;
  return {
    total: sums.total,
    wins: sums.wins,
    losses: sums.losses,
    pending: sums.pending,
    voids: sums.voids,
    winRate: winRatePercent(sums.wins, sums.losses),
    streak,
    profit: round(sums.profit, 2),
    averageConfidence: settled === 0 ? null : round(sums.settledConfidenceSum / settled, 1),
  };
}

export function computeDashboardStats(picks: readonly TrackedPick[]): DashboardStats {
  return dashboardStatsFromSums(dashboardSums(picks), winStreak(picks));
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  // Adding 0 turns −0 into 0, so a break-even total reads "0", never "-0".
  return Math.round(value * factor) / factor + 0;
}
