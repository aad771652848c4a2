// The analytics report's shape and the pure steps that build it: the window's days, gap filling and win
// rates. Isomorphic (no database): the page's types come from here too.

const DAY_MS = 24 * 60 * 60 * 1000;

interface AnalyticsDay {
  /** UTC calendar day, 'YYYY-MM-DD'. */
  date: string;
  wins: number;
  losses: number;
  voids: number;
  /** Win rate of the picks settled that day (wins / (wins + losses)), percent to one decimal; null if none. */
  winRate: number | null;
  /** Accounts whose latest sign-in fell on this day. */
  activeUsers: number;
  signUps: number;
  trackedPicks: number;
  favourites: number;
  paidOrders: number;
  /** What those orders were paid, in US cents (converted at the order's own rate). */
  revenueUsdCents: number;
  /** Subscriptions running at the end of the day (or now, for today). */
  activeSubscriptions: number;
}

interface SportAccuracy {
  sportId: string;
  sportName: string;
  wins: number;
  losses: number;
  voids: number;
  winRate: number | null;
}

export interface AnalyticsReport {
  window: { days: number; from: string; to: string; firstDay: string; lastDay: string; generatedAt: string };
  accuracy: { wins: number; losses: number; voids: number; winRate: number | null; bySport: SportAccuracy[] };
  /** activeInWindow: accounts with an authenticated request on at least one day of the window. */
  users: { activeInWindow: number; signUps: number };
  engagement: { trackedPicks: number; favourites: number };
  revenue: {
    paidOrders: number;
    usdCents: number;
    byCurrency: { currency: string; count: number; amountMinor: number }[];
    activeSubscriptions: number;
  };
  /**
   * Trials started in the window (n), those that became paid (a PAYMENT period within 30 days of the start) and the
   * rate (percent to one decimal, null when none started); `young`: started less than 30 days ago, may still convert.
   */
  trials: { started: number; converted: number; conversionRate: number | null; young: number };
  daily: AnalyticsDay[];
}

/** The window of `days` UTC calendar days that ends with today: [from, to) and its first and last day. */
export function analyticsWindow(days: number, now: Date) {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
  const from = new Date(to.getTime() - days * DAY_MS);
  const dates = Array.from({ length: days }, (_, index) =>
    new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10),
  );
  return { from, to, dates, firstDay: dates[0]!, lastDay: dates[dates.length - 1]! };
}

/** Adds up `pick(row)` per day key (several sources may report the same day). */
export function sumByDay<T extends { day: string }>(rows: T[], pick: (row: T) => number): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.day, (totals.get(row.day) ?? 0) + pick(row));
  return totals;
}

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** `part` of `whole` in percent to one decimal; null when `whole` is 0 (no rate without a denominator). */
export function sharePercent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}
