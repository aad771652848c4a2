import "server-only";

import { findPlayLimits } from "@/lib/play/play-limits.queries";
import { DEFAULT_TIME_ZONE } from "@/lib/time/time-zone.rules";

import { sumStakesPlaced } from "./budget.queries";
import { budgetStatus, budgetWeek, type BudgetStatus } from "./budget.rules";

// The weekly stake budget against the bets the member logged: the stakes of the bets placed this week (Monday to
// Sunday on the member's wall clock) against the budget they set in their play limits. A bet counts in the week it
// was placed, not the week it was typed in, so logging last week's bets on a Monday does not eat this week's budget.

/**
 * Where the member's stakes stand this week. The zone is the viewer's (the page's zone cookie, lib/time
 * page-time-zone.service.ts): members have no stored zone, and the week they see is the one they live in.
 */
export async function weeklyBudgetStatus(
  userId: string,
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<BudgetStatus> {
  const week = budgetWeek(now, timeZone);
  const [limits, staked] = await Promise.all([findPlayLimits(userId), sumStakesPlaced(userId, week.start, week.end)]);
  return budgetStatus(staked, limits?.weeklyBudget ?? null, week);
}
