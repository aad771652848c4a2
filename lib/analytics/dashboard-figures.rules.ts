// The admin dashboard's eight stat cards, as a pure function over the
// counts the users, predictions and matches services already compute. Pure and isomorphic: no database.
//
// - Premium conversion is premium users over all users in percent, to one decimal; null with no users.
// - Prediction accuracy is the overall win rate over settled picks (wins / (wins + losses)); VOID and PENDING
//   picks have no result, so they are left out; null before any pick is decided.

import { percentOf } from "@/lib/format/numbers.rules";

export interface DashboardSources {
  users: { totalUsers: number; activeUsers: number; premiumUsers: number; recentUsers: number };
  predictions: {
    totalPredictions: number;
    publishedPredictions: number;
    premiumPredictions: number;
    wonPredictions: number;
    lostPredictions: number;
  };
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
