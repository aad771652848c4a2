// The admin dashboard's eight stat cards, as a pure function over the
// counts the users, predictions and matches services already compute. Pure and isomorphic: no database.
//
// - Premium conversion is premium users over all users in percent, to one decimal; null with no users.
// - Prediction accuracy is the overall win rate over settled picks (wins / (wins + losses)); VOID and PENDING
//   picks have no result, so they are left out; null before any pick is decided.

export interface DashboardSources {
  users: { totalUsers: number; activeUsers: number; premiumUsers: number; recentUsers: number };
  predictions: { totalPredictions: number; publishedPredictions: number; premiumPredictions: number; wonPredictions: number; lostPredictions: number };
  matches: { totalMatches: number; upcomingMatches: number; liveMatches: number; completedMatches: number };
}

export interface DashboardStats {
  totalUsers: number;
  newUsersThisWeek: number;
  activeUsers: number;
  premiumUsers: number;
  /** Percent to one decimal; null without users. */
  premiumConversion: number | null;
  /** Win rate over decided picks in percent to one decimal; null before any is decided. */
  predictionAccuracy: number | null;
  /** Picks settled WIN or LOSS: the accuracy's denominator. */
  decidedPredictions: number;
  totalPredictions: number;
  publishedPredictions: number;
  premiumPredictions: number;
  liveMatches: number;
  upcomingMatches: number;
  totalMatches: number;
  completedMatches: number;
}

/** `part` over `whole` in percent to one decimal; null when `whole` is 0. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/**
 * A job success rate with its sample: succeeded over finished runs (succeeded + partial + failed) in percent to
 * one decimal, null when none finished. A partial run (some provider calls failed) or a failed one is not a
 * success; skipped and cancelled runs never finished their work and are left out of the sample.
 */
export function jobSuccessRate(totals: { succeeded: number; partial: number; failed: number }) {
  const finished = totals.succeeded + totals.partial + totals.failed;
  return { succeeded: totals.succeeded, partial: totals.partial, failed: totals.failed, finished, rate: percentOf(totals.succeeded, finished) };
}
export type JobSuccessRate = ReturnType<typeof jobSuccessRate>;

export function buildDashboardStats({ users, predictions, matches }: DashboardSources): DashboardStats {
  const decided = predictions.wonPredictions + predictions.lostPredictions;
  return {
    totalUsers: users.totalUsers,
    newUsersThisWeek: users.recentUsers,
    activeUsers: users.activeUsers,
    premiumUsers: users.premiumUsers,
    premiumConversion: percentOf(users.premiumUsers, users.totalUsers),
    predictionAccuracy: percentOf(predictions.wonPredictions, decided),
    decidedPredictions: decided,
    totalPredictions: predictions.totalPredictions,
    publishedPredictions: predictions.publishedPredictions,
    premiumPredictions: predictions.premiumPredictions,
    liveMatches: matches.liveMatches,
    upcomingMatches: matches.upcomingMatches,
    totalMatches: matches.totalMatches,
    completedMatches: matches.completedMatches,
  };
}
