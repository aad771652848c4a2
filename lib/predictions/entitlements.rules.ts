// What a viewer may see of each prediction, as pure rules: no I/O, so they are unit-tested
// over a day's list for every tier and role. lib/predictions/entitlements.service.ts feeds them the viewer's plan,
// the free allowance setting and the day's picks, after the cache. Isomorphic: the browser imports the
// types (a withheld card) and nothing else.
import { isAdmin, type Role } from "@/lib/accounts/roles.rules";
import { dayOf } from "@/lib/time/days.rules";
import { DEFAULT_TIME_ZONE } from "@/lib/time/time-zone.rules";

export type WithheldReason = "daily_limit" | "premium";

/** How much of the pending picks a viewer gets. */
export interface Entitlement {
  /** Full pending picks per calendar day of kick-off (the first ones of the day's allowance order); null = unlimited.
   */
  dailyLimit: number | null;
  /** Whether premium picks (isPremium) are shown in full. */
  premiumPicks: boolean;
  /**
   * The IANA zone whose calendar days the daily limit counts: the viewer's (lib/time/time-zone.rules.ts), UTC when
   * left out. Meaningless without a daily limit, so full access carries none.
   */
  timeZone?: string;
}

export const FULL_ACCESS: Entitlement = { dailyLimit: null, premiumPicks: true };

/** The free allowance when the setting max_free_predictions_per_day is missing or unreadable. */
export const DEFAULT_FREE_DAILY_LIMIT = 5;

/** What a plan row says about predictions (db/schema/plans.ts). */
export interface PlanAccess {
  dailyPredictionLimit: number | null;
  includesPremiumPicks: boolean;
}

/** Used only when a paid tier's plan row is missing, so a paying member never gets less than their tier. */
const TIER_FALLBACK: Record<string, PlanAccess> = {
  BASIC: { dailyPredictionLimit: 10, includesPremiumPicks: false },
  PREMIUM: { dailyPredictionLimit: null, includesPremiumPicks: true },
  ENTERPRISE: { dailyPredictionLimit: null, includesPremiumPicks: true },
  VIP: { dailyPredictionLimit: null, includesPremiumPicks: true },
};

/**
 * The paid tiers whose fallback includes premium picks: what a set query (lib/alerts/fanout.queries.ts) uses for
 * a member whose plan row is missing, so the SQL and entitlementFor agree.
 */
export const PREMIUM_FALLBACK_TIERS: readonly string[] = Object.entries(TIER_FALLBACK)
  .filter(([, access]) => access.includesPremiumPicks)
  .map(([tier]) => tier);

/** The user fields the rules read; null for a visitor. */
export interface ViewerRecord {
  role: Role;
  subscriptionTier: string;
  subscriptionStatus: string;
  subscriptionEndsAt: Date | null;
}

/**
 * canAccessPremiumFeatures in the words: an ACTIVE subscription whose period has not ended (the
 * expiry job runs hourly; this closes the gap) or an admin.
 */
export function hasActiveSubscription(viewer: ViewerRecord | null, now: Date): boolean {
  if (!viewer || viewer.subscriptionStatus !== "ACTIVE" || viewer.subscriptionTier === "FREE") return false;
  return viewer.subscriptionEndsAt === null || viewer.subscriptionEndsAt > now;
}

/**
 * The viewer's entitlement. Admins see everything. An active paid plan gives its own daily limit and
 * premium rule, but never fewer picks than a visitor (an admin may raise the free allowance above
 * BASIC's 10). Everyone else, visitors and FREE members alike, gets the free allowance without premium picks.
 */
export function entitlementFor(
  viewer: ViewerRecord | null,
  plan: PlanAccess | null,
  freeLimit: number,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Entitlement {
  if (viewer && isAdmin(viewer.role)) return FULL_ACCESS;
  // UTC is the default zone and is left out, so the UTC classes keep their names (and their cursors).
  const zone = timeZone === DEFAULT_TIME_ZONE ? {} : { timeZone };
  const free: Entitlement = { dailyLimit: Math.max(0, Math.floor(freeLimit)), premiumPicks: false, ...zone };
  if (!hasActiveSubscription(viewer, now)) return free;
  const access = plan ?? TIER_FALLBACK[viewer!.subscriptionTier];
  if (!access) return free;
  const dailyLimit = planDailyLimit(access, freeLimit);
  return dailyLimit === null
    ? { dailyLimit, premiumPicks: access.includesPremiumPicks }
    : { dailyLimit, premiumPicks: access.includesPremiumPicks, ...zone };
}

/** The full picks a day a paid plan shows: its own limit, never fewer than the free allowance; null = every pick. */
export function planDailyLimit(access: PlanAccess, freeLimit: number): number | null {
  return access.dailyPredictionLimit === null
    ? null
    : Math.max(access.dailyPredictionLimit, Math.max(0, Math.floor(freeLimit)));
}

export const isFullAccess = (entitlement: Entitlement) => entitlement.dailyLimit === null && entitlement.premiumPicks;

/**
 * An entitlement as a cache key and a cursor binding: viewers with equal entitlements see exactly the same
 * lists (a FREE member and a visitor in the same zone, or BASIC when its limit equals the free allowance),
 * so they share cache entries and cursors; viewers with different ones never do. A daily limit counts the
 * days of a zone, so a limited class names its zone: the same limit in Tokyo frees other picks than in Lima.
 */
export function entitlementClass(entitlement: Entitlement): string {
  const base = `${entitlement.dailyLimit ?? "unlimited"}:${entitlement.premiumPicks ? "premium" : "no-premium"}`;
  const zone = zoneOf(entitlement);
  return entitlement.dailyLimit === null || zone === DEFAULT_TIME_ZONE ? base : `${base}:${zone}`;
}

/** The zone whose days an entitlement's daily limit counts. */
export function zoneOf(entitlement: Entitlement): string {
  return entitlement.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * Which published picks one entitlement class may not read, in the form the lists' SQL takes it
 * (lib/predictions/predictions.queries.ts hiddenPick): a pending pick is hidden when it is premium and the
 * class has no premium picks, or when it is not premium, the class has a daily limit and its id is not
 * among `allowance`. The same allowance shapes the rows afterwards, so the SQL and the shaping can never
 * disagree about a row (a row the SQL treated as visible is shown in full, and the other way round).
 */
export interface PickVisibility {
  entitlement: Entitlement;
  /**
   * The allowance ids of every day (in the entitlement's zone) that has pending non-premium picks
   * (allowanceIds); empty without a daily limit.
   */
  allowance: readonly string[];
}

/** One published pick of a day, as the allowance order needs it. */
export interface DayPick {
  id: string;
  matchDate: Date | string;
  isPremium: boolean;
}

/**
 * The ids of a day's full picks for a daily limit: the `limit` soonest non-premium published picks of the
 * viewer's calendar day (kick-off, then id). Settled picks count too, so the set does not move to later games as the
 * day's early ones finish; every viewer with the same limit gets the same ones, whatever they filter.
 */
export function allowanceIds(dayPicks: readonly DayPick[], limit: number): Set<string> {
  const chosen = dayPicks
    .filter((pick) => !pick.isPremium)
    .map((pick) => ({ id: pick.id, at: new Date(pick.matchDate).getTime() }))
    .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, limit);
  return new Set(chosen.map((pick) => pick.id));
}

/** What the rules read from an item, in either API casing (camelCase DTOs, snake_case today items). */
interface PredictionFacts {
  id: string;
  matchDate: Date | string;
  isPremium: boolean;
  /** Not yet settled: PENDING, or the today call's 'upcoming' / 'pending'. */
  pending: boolean;
}

type Shapeable = { id: string; status: string } & ({ matchDate: Date | string } | { match_date: string }) &
  ({ isPremium: boolean } | { is_premium: boolean });

function factsOf(item: Shapeable): PredictionFacts {
  const record = item as Record<string, unknown>;
  const status = String(item.status).toUpperCase();
  return {
    id: item.id,
    matchDate: (record.matchDate ?? record.match_date) as Date | string,
    isPremium: Boolean(record.isPremium ?? record.is_premium),
    pending: status === "PENDING" || status === "UPCOMING",
  };
}

/**
 * Why a pick is withheld from this viewer, or null when they see it in full. Settled picks are always
 * shown in full (the track record is public); premium picks need a plan that includes them (and do not
 * count against a daily limit); other pending picks need a place in the day's allowance.
 */
function withholdReason(
  facts: PredictionFacts,
  entitlement: Entitlement,
  allowance: ReadonlySet<string>,
): WithheldReason | null {
  if (!facts.pending) return null;
  // Premium picks are outside the daily count: a plan either includes them or not.
  if (facts.isPremium) return entitlement.premiumPicks ? null : "premium";
  if (entitlement.dailyLimit === null) return null;
  return allowance.has(facts.id) ? null : "daily_limit";
}

/**
 * The fields a withheld pick keeps: what the match is, never what was picked. An allow-list, so a field
 * added to a DTO later stays withheld until someone decides otherwise. pick, selection, line, odds,
 * decimalOdds, confidence, edge, expectedValue, model and market probabilities, factors, analysis,
 * contentHash (a hash of the pick could be brute-forced) and their snake_case forms are all dropped.
 */
const KEPT_KEYS = [
  "id",
  "matchId",
  "sport",
  "league",
  "leagueName",
  "category",
  "homeTeam",
  "awayTeam",
  "homeTeamId",
  "awayTeamId",
  "matchDate",
  "market",
  "status",
  "isPremium",
  "isPublished",
  "source",
  "lockedAt",
  "createdAt",
  "trackedAt",
  "favoritedAt",
  "home_team",
  "away_team",
  "match_date",
  "is_premium",
  "created_at",
] as const;
type KeptKey = (typeof KEPT_KEYS)[number];

export type Withheld<T> = Pick<T, Extract<keyof T, KeptKey>> & { withheld: true; reason: WithheldReason };
type Full<T> = T & { withheld: false };
export type Shaped<T> = Full<T> | Withheld<T>;

function withholdFields<T extends object>(item: T, reason: WithheldReason): Withheld<T> {
  const kept: Record<string, unknown> = {};
  for (const key of KEPT_KEYS) if (key in item) kept[key] = (item as Record<string, unknown>)[key];
  return { ...(kept as Pick<T, Extract<keyof T, KeptKey>>), withheld: true, reason };
}

/** Shapes a list for one viewer: each item in full (`withheld: false`) or cut to KEPT_KEYS with a reason. */
export function shapePredictions<T extends Shapeable>(
  items: readonly T[],
  entitlement: Entitlement,
  allowance: ReadonlySet<string>,
): Shaped<T>[] {
  return items.map((item) => {
    const reason = withholdReason(factsOf(item), entitlement, allowance);
    return reason === null ? { ...item, withheld: false as const } : withholdFields(item, reason);
  });
}

/** The days (in the entitlement's zone) whose allowance decides something for these items (their pending non-premium
 * picks). */
export function daysNeedingAllowance(items: readonly Shapeable[], entitlement: Entitlement): string[] {
  if (entitlement.dailyLimit === null) return [];
  const timeZone = zoneOf(entitlement);
  const days = new Set<string>();
  for (const item of items) {
    const facts = factsOf(item);
    if (facts.pending && !facts.isPremium) days.add(dayOf(facts.matchDate, timeZone));
  }
  return [...days].sort();
}

export type { Shapeable };
