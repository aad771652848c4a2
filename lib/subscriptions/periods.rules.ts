// How a member's periods line up (tested in tests/unit/subscriptions/periods.rules.test.ts). A member may hold several
// ACTIVE periods at once: the one running now and the ones queued after it — a paid plan bought during the trial,
// premium days a referral earned. Free periods (TRIAL, REFERRAL) never take a paid day's place: they queue after
// everything already running, and a paid plan bought during one starts when the free ones end. Pure; browser-safe.
import type { SubscriptionSource, SubscriptionTier } from "@/db/schema";

export interface Period {
  planId: SubscriptionTier;
  source: SubscriptionSource;
  startDate: Date | null;
  endDate: Date | null;
}

/** The free sources: nothing was paid, so they give way to any paid day. */
export const FREE_SOURCES: readonly SubscriptionSource[] = ["TRIAL", "REFERRAL"];
const isFree = (period: Pick<Period, "source">) => FREE_SOURCES.includes(period.source);

/** Later in the list = more access; used when two periods overlap (an upgrade starts at once). */
const TIER_RANK: Record<SubscriptionTier, number> = { FREE: 0, BASIC: 1, PREMIUM: 2, VIP: 3, ENTERPRISE: 4 };

const endOf = (period: Period) => period.endDate?.getTime() ?? -Infinity;
const startOf = (period: Period) => period.startDate?.getTime() ?? -Infinity;

/** Periods that have not ended at `now` (running or queued). */
function open(periods: readonly Period[], now: Date): Period[] {
  return periods.filter((period) => endOf(period) > now.getTime());
}

/**
 * Where a new period starts. A free period starts when every open period has ended (days stack after any paid
 * period). A paid one starts at the end of the open periods when it renews the plan of the last one or when the last
 * one is free (the paid period starts after the trial or the earned days); otherwise (an upgrade from another paid
 * plan) it starts now.
 */
export function nextPeriodStart(
  periods: readonly Period[],
  incoming: Pick<Period, "planId" | "source">,
  now: Date,
): Date {
  const pending = open(periods, now).sort((a, b) => endOf(a) - endOf(b));
  const last = pending.at(-1);
  if (!last) return now;
  const queue = isFree(incoming) || isFree(last) || last.planId === incoming.planId;
  return queue ? new Date(endOf(last)) : now;
}

/** The period that is running now: of those started and not ended, the one with the most access. */
export function currentPeriod<P extends Period>(periods: readonly P[], now: Date): P | null {
  const t = now.getTime();
  const running = periods.filter((period) => startOf(period) <= t && endOf(period) > t);
  running.sort((a, b) => TIER_RANK[b.planId] - TIER_RANK[a.planId] || endOf(b) - endOf(a));
  return running[0] ?? null;
}

/**
 * Until when the member keeps access without a break: the current period's end, carried through every open period
 * that starts before the access so far has run out. The users row mirrors this, so entitlements (which read
 * users.subscription_ends_at) stay on across a trial followed by a paid plan until the hourly job moves the mirror.
 */
export function unbrokenAccessUntil(periods: readonly Period[], now: Date): Date | null {
  const current = currentPeriod(periods, now);
  if (!current) return null;
  let until = endOf(current);
  const rest = open(periods, now).sort((a, b) => startOf(a) - startOf(b));
  for (const period of rest) if (startOf(period) <= until && endOf(period) > until) until = endOf(period);
  return new Date(until);
}

/** Whole days left in a period, counting a started day as a day ("Trial — 1 day left" on its last day). */
export function daysLeft(endDate: Date, now: Date): number {
  const ms = endDate.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}
