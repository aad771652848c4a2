// Which published picks an alert rule asks for, and when a member does not want to be disturbed: pure rules,
// no I/O, shared by the service, the tests and the rule editor. The set query that matches every rule at once
// (fanout.queries.ts queueAlertsForPick) states the same conditions in SQL; the integration tests hold the two
// to the same answers.
import { entitlementFor, type PlanAccess, type ViewerRecord } from "@/lib/predictions/entitlements.rules";
import { addDays } from "@/lib/time/days.rules";
import { wallClockToUtc, zonedDayKey, zonedMinuteOfDay } from "@/lib/time/zoned-time.rules";

export const ALERT_CHANNELS = ["in_app", "push", "email"] as const;

export const ALERT_MODES = ["instant", "digest"] as const;

/** What a rule asks of a pick. Empty lists mean any; null bounds mean none; bounds are inclusive. */
export interface AlertCriteria {
  sports: readonly string[];
  leagues: readonly string[];
  markets: readonly string[];
  /** Expected value per unit staked at the published price (0.05 = 5 %). */
  minEv: number | null;
  minFairProbability: number | null;
  maxFairProbability: number | null;
  /** Decimal odds. */
  maxOdds: number | null;
  /** Lower-cased bookmaker names the member can use. */
  bookmakers: readonly string[];
}

/** What the rules read of a published pick. */
export interface AlertPick {
  sportId: string;
  leagueId: string;
  market: string;
  expectedValue: number | null;
  fairProbability: number | null;
  decimalOdds: number;
  /** The bookmaker of the best price at publication. */
  bookmaker: string | null;
}

export type AlertField = keyof AlertCriteria;

const inList = (list: readonly string[], value: string | null) =>
  list.length === 0 || (value !== null && list.includes(value));

/**
 * The first field of the rule the pick fails, or null when the pick matches. A bound the pick has no figure for
 * (no EV, no fair probability, no bookmaker) fails: a rule that asks for EV ≥ 5 % is not answered by an unknown EV.
 */
export function firstMismatch(rule: AlertCriteria, pick: AlertPick): AlertField | null {
  if (!inList(rule.sports, pick.sportId)) return "sports";
  if (!inList(rule.leagues, pick.leagueId)) return "leagues";
  if (!inList(rule.markets, pick.market)) return "markets";
  if (rule.minEv !== null && (pick.expectedValue === null || pick.expectedValue < rule.minEv)) return "minEv";
  if (
    rule.minFairProbability !== null &&
    (pick.fairProbability === null || pick.fairProbability < rule.minFairProbability)
  )
    return "minFairProbability";
  if (
    rule.maxFairProbability !== null &&
    (pick.fairProbability === null || pick.fairProbability > rule.maxFairProbability)
  )
    return "maxFairProbability";
  if (rule.maxOdds !== null && pick.decimalOdds > rule.maxOdds) return "maxOdds";
  if (!inList(rule.bookmakers, pick.bookmaker === null ? null : pick.bookmaker.trim().toLowerCase()))
    return "bookmakers";
  return null;
}

export const ruleMatches = (rule: AlertCriteria, pick: AlertPick) => firstMismatch(rule, pick) === null;

/**
 * Whether a member may be alerted to a pick: premium picks only reach members whose plan includes them, exactly as
 * lib/predictions/entitlements.rules.ts decides for the lists (admins, and an active paid plan with premium picks).
 */
export function mayBeAlerted(viewer: ViewerRecord, plan: PlanAccess | null, isPremium: boolean, now: Date): boolean {
  return !isPremium || entitlementFor(viewer, plan, 0, now).premiumPicks;
}

/** A member's quiet hours: minutes after local midnight, start inclusive, end exclusive, in an IANA zone. */
export interface QuietHours {
  startMinute: number | null;
  endMinute: number | null;
  timeZone: string;
}

const hasQuietHours = (quiet: QuietHours): quiet is QuietHours & { startMinute: number; endMinute: number } =>
  quiet.startMinute !== null && quiet.endMinute !== null && quiet.startMinute !== quiet.endMinute;

/** Whether `now` falls in the quiet hours, read on the wall clock of their zone (a window may wrap midnight). */
export function inQuietHours(quiet: QuietHours, now: Date): boolean {
  if (!hasQuietHours(quiet)) return false;
  const minute = zonedMinuteOfDay(now, quiet.timeZone);
  return quiet.startMinute < quiet.endMinute
    ? minute >= quiet.startMinute && minute < quiet.endMinute
    : minute >= quiet.startMinute || minute < quiet.endMinute;
}

/**
 * When the quiet hours that hold `now` end (the instant an instant alert may go out), or null when `now` is not in
 * them. The end is a wall-clock time in the member's zone, so it moves with daylight saving.
 */
export function quietHoursEnd(quiet: QuietHours, now: Date): Date | null {
  if (!hasQuietHours(quiet) || !inQuietHours(quiet, now)) return null;
  const today = zonedDayKey(now, quiet.timeZone);
  const day = zonedMinuteOfDay(now, quiet.timeZone) < quiet.endMinute ? today : addDays(today, 1);
  const [year, month, date] = day.split("-").map(Number);
  return wallClockToUtc(year!, month!, date!, Math.floor(quiet.endMinute / 60), quiet.endMinute % 60, quiet.timeZone);
}

/** 'HH:MM' → minutes after midnight, and back. */
export const minuteOfClock = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
export const clockOfMinute = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
