// The rules for premium days a member earns, in one place (tested in
// tests/unit/subscriptions/earned-days.rules.test.ts): what a referral gives each side, what a rewarded ad would give
// once a verifying ad network exists (docs/decisions.md, "Rewarded ads: what a provider must offer"), and the caps
// every credit passes through — at most DAILY_EARNED_DAYS_CAP days on one calendar day in the member's own zone, and
// no more than the monthly ceiling (global setting) in one calendar month there.
// The figures themselves are the site's published rules (EARNINGS_RULES in lib/site-config.ts), so the pages and the
// crediting cannot disagree. Browser-safe.
import { EARNINGS_RULES } from "@/lib/site-config";
import { dayOf } from "@/lib/time/days.rules";

/** Days the referrer earns when a friend they invited confirms their address. */
export const REFERRAL_DAYS = EARNINGS_RULES.premiumDaysPerReferral;
/** The friend's welcome bonus, on the same confirmation. */
export const WELCOME_DAYS = EARNINGS_RULES.welcomeBonusDays;
/** Most premium days credited to one member on one calendar day (their zone), whatever earned them. */
export const DAILY_EARNED_DAYS_CAP = EARNINGS_RULES.maxPremiumDaysPerDay;

/**
 * Rewarded ads, for when a network that verifies the view server-side is configured: one day per verified view, at
 * most five views a day (which the daily cap above also bounds). Nothing credits ads today.
 */
export const REWARDED_AD_RULES = {
  daysPerAd: EARNINGS_RULES.premiumDaysPerAd,
  adsPerDay: EARNINGS_RULES.maxAdsPerDay,
} as const;

/** Global setting: most days earned by referrals in one calendar month (the member's zone). */
export const MONTHLY_EARNED_DAYS_SETTING = "referral_monthly_day_ceiling";
export const DEFAULT_MONTHLY_EARNED_DAYS = 30;

/** A referral code: what /r/{code} and the sign-up form accept (case-insensitive, stored upper-case). */
export const REFERRAL_CODE_PATTERN = /^[A-Z2-9]{8}$/;

/** The member's calendar day of an instant ("2026-11-28"), the key the daily cap and the month are counted by. */
export function earnedDayOf(instant: Date, timeZone: string): string {
  return dayOf(instant, timeZone);
}

/** "2026-11" of a day key. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export interface CreditRequest {
  /** What the rule gives (REFERRAL_DAYS, WELCOME_DAYS). */
  requested: number;
  /** Days already credited on the same local day, net of nothing (reversals do not free the cap). */
  creditedToday: number;
  /** Days already credited in the same local month. */
  creditedThisMonth: number;
  monthlyCeiling: number;
}

export interface CreditAllowance {
  days: number;
  /** Which limit cut the request, if any. */
  cappedBy: "daily" | "monthly" | null;
}

/** How many of the requested days may be credited now: never negative, never past either cap. */
export function creditAllowance(request: CreditRequest): CreditAllowance {
  const requested = Math.max(0, Math.floor(request.requested));
  const dailyRoom = Math.max(0, DAILY_EARNED_DAYS_CAP - request.creditedToday);
  const monthlyRoom = Math.max(0, Math.floor(request.monthlyCeiling) - request.creditedThisMonth);
  const days = Math.min(requested, dailyRoom, monthlyRoom);
  if (days === requested) return { days, cappedBy: null };
  return { days, cappedBy: dailyRoom <= monthlyRoom ? "daily" : "monthly" };
}
