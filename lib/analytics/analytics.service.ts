import "server-only";

import * as q from "@/lib/analytics/analytics.queries";

import { winRatePercent } from "@/lib/engine/pick-metrics";

import { analyticsWindow, sharePercent, sum, sumByDay, type AnalyticsReport } from "./analytics-figures.rules";

// The admin analytics page, computed from the database over a window of UTC
// days ending today: prediction accuracy (picks settled in the window, overall and per sport), active
// users (accounts with an authenticated request that day, user_activity_days), engagement (follows and
// favourites added), revenue (orders paid, and subscriptions running at each day's end) and the trial's conversion
// (trials started in the window that became paid within 30 days).

export async function getAdminAnalytics(days: number, now = new Date()): Promise<AnalyticsReport> {
  const window = analyticsWindow(days, now);
  const range = { from: window.from, to: window.to };
  const dayRange = { firstDay: window.firstDay, lastDay: window.lastDay };
  const [
    settledDays,
    settledSports,
    activeUsers,
    activeInWindow,
    signUps,
    tracks,
    favourites,
    orders,
    currencies,
    active,
    trials,
  ] = await Promise.all([
    q.settledPicksPerDay(range),
    q.settledPicksPerSport(range),
    q.activeUsersPerDay(dayRange),
    q.countActiveUsers(dayRange),
    q.signUpsPerDay(range),
    q.trackedPicksPerDay(range),
    q.favouritesPerDay(range),
    q.paidOrdersPerDay(range),
    q.paidOrdersPerCurrency(range),
    q.activeSubscriptionsPerDay({ firstDay: window.firstDay, lastDay: window.lastDay, now }),
    q.trialConversion({ ...range, now }),
  ]);

  const settledByDay = new Map(settledDays.map((row) => [row.day, row]));
  const activeUsersByDay = sumByDay(activeUsers, (row) => row.count);
  const signUpsByDay = sumByDay(signUps, (row) => row.count);
  const tracksByDay = sumByDay(tracks, (row) => row.count);
  const favouritesByDay = sumByDay(favourites, (row) => row.count);
  const ordersByDay = new Map(orders.map((row) => [row.day, row]));
  const activeByDay = sumByDay(active, (row) => row.count);

  const daily = window.dates.map((date) => {
    const settled = settledByDay.get(date);
    const wins = settled?.wins ?? 0;
    const losses = settled?.losses ?? 0;
    return {
      date,
      wins,
      losses,
      voids: settled?.voids ?? 0,
      winRate: winRatePercent(wins, losses),
      activeUsers: activeUsersByDay.get(date) ?? 0,
      signUps: signUpsByDay.get(date) ?? 0,
      trackedPicks: tracksByDay.get(date) ?? 0,
      favourites: favouritesByDay.get(date) ?? 0,
      paidOrders: ordersByDay.get(date)?.count ?? 0,
      revenueUsdCents: ordersByDay.get(date)?.usdCents ?? 0,
      activeSubscriptions: activeByDay.get(date) ?? 0,
    };
  });

  const wins = sum(settledSports.map((row) => row.wins));
  const losses = sum(settledSports.map((row) => row.losses));
  return {
    window: {
      days,
      from: window.from.toISOString(),
      to: window.to.toISOString(),
      firstDay: window.firstDay,
      lastDay: window.lastDay,
      generatedAt: now.toISOString(),
    },
    accuracy: {
      wins,
      losses,
      voids: sum(settledSports.map((row) => row.voids)),
      winRate: winRatePercent(wins, losses),
      bySport: settledSports.map((row) => ({ ...row, winRate: winRatePercent(row.wins, row.losses) })),
    },
    users: { activeInWindow, signUps: sum(daily.map((day) => day.signUps)) },
    engagement: {
      trackedPicks: sum(daily.map((day) => day.trackedPicks)),
      favourites: sum(daily.map((day) => day.favourites)),
    },
    revenue: {
      paidOrders: sum(daily.map((day) => day.paidOrders)),
      usdCents: sum(daily.map((day) => day.revenueUsdCents)),
      byCurrency: currencies,
      activeSubscriptions: daily[daily.length - 1]?.activeSubscriptions ?? 0,
    },
    trials: { ...trials, conversionRate: sharePercent(trials.converted, trials.started) },
    daily,
  };
}
