// The weekly stake budget as pure rules: which week an instant falls in (Monday 00:00 to the next Monday 00:00 on
// the member's wall clock, so a DST week is 167 or 169 hours long), and how the week's stakes stand against the
// budget: "warning" from 80 %, "over" from 100 %.
import { addDays, dayOf, dayRange, type DayRange } from "@/lib/time/days.rules";

/** The share of the budget from which the tracker warns. */
const BUDGET_WARNING_SHARE = 0.8;

/** The week (Monday to Sunday) that `now` falls in, in `timeZone`: [Monday's local midnight, next Monday's). */
export function budgetWeek(now: Date, timeZone: string): DayRange & { firstDay: string; lastDay: string } {
  const today = dayOf(now, timeZone);
  // 0 Sunday … 6 Saturday of the calendar day; days since Monday is 0 on a Monday, 6 on a Sunday.
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const firstDay = addDays(today, -sinceMonday);
  return { ...dayRange(firstDay, timeZone, 7), firstDay, lastDay: addDays(firstDay, 6) };
}

type BudgetLevel = "none" | "ok" | "warning" | "over";

export interface BudgetStatus {
  level: BudgetLevel;
  /** The member's weekly budget, null when none is set. */
  budget: number | null;
  /** Stakes of the bets placed this week, in the member's book unit. */
  staked: number;
  /** Staked as a share of the budget (1 = all of it), null without a budget. */
  share: number | null;
  /** What is left of the budget this week (never below 0), null without a budget. */
  remaining: number | null;
  /** The week's first and last calendar days (YYYY-MM-DD, Monday and Sunday) and its instants. */
  week: { firstDay: string; lastDay: string; start: string; end: string };
}

/** How the week's stakes stand against the budget. */
function budgetLevel(staked: number, budget: number | null): BudgetLevel {
  if (budget === null || budget <= 0) return "none";
  if (staked >= budget) return "over";
  if (staked >= budget * BUDGET_WARNING_SHARE) return "warning";
  return "ok";
}

/** The status of a week from its stakes and the budget. */
export function budgetStatus(staked: number, budget: number | null, week: ReturnType<typeof budgetWeek>): BudgetStatus {
  const rounded = Math.round(staked * 100) / 100;
  const level = budgetLevel(rounded, budget);
  const hasBudget = level !== "none" && budget !== null;
  return {
    level,
    budget: hasBudget ? budget : null,
    staked: rounded,
    share: hasBudget ? rounded / budget : null,
    remaining: hasBudget ? Math.max(0, Math.round((budget - rounded) * 100) / 100) : null,
    week: {
      firstDay: week.firstDay,
      lastDay: week.lastDay,
      start: week.start.toISOString(),
      end: week.end.toISOString(),
    },
  };
}
