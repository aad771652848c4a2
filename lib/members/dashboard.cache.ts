// The member dashboard's figures, cached per member (docs/decisions.md, "Signed-in pages as static shells").
// A member's page view reads GET /api/user/dashboard; its figures (tally, streak, the newest followed picks
// shaped for the member's plan) change only when the member follows or stops following a pick (their own
// tag, expired by lib/members/tracking.service.ts), when picks settle or change (the predictions tag the
// pipeline expires) or when the free allowance changes (settings). The key holds everything else the figures
// depend on: the member, their plan and its end, their role, their zone and the day in it (the shaping of
// the recent picks counts the day's free picks). The welcome line is not cached: it comes from the record
// the session check has just read.
import { cacheLife, cacheTag } from "next/cache";

import { hasNextCache } from "@/lib/cache/build-phase";
import { CACHE_TAGS, memberCacheTag, PUBLIC_DATA_PROFILE } from "@/lib/cache/tags";
import { dayOf } from "@/lib/time/days.rules";

import {
  dashboardUser,
  getDashboard,
  getDashboardFigures,
  type DashboardDto,
  type DashboardMember,
} from "./dashboard.service";

/** What the figures are computed for, as plain data (the cache key). */
interface FiguresKey {
  id: string;
  role: DashboardMember["role"];
  subscriptionTier: string;
  subscriptionStatus: string;
  subscriptionEndsAt: string | null;
  timeZone: string | undefined;
  /** The day in the member's zone: the free picks are counted per day. */
  day: string;
}

export async function memberDashboard(user: DashboardMember, now = new Date()): Promise<DashboardDto> {
  if (!hasNextCache()) return getDashboard(user);
  const figures = await cachedDashboardFigures({
    id: user.id,
    role: user.role,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionEndsAt: user.subscriptionEndsAt ? user.subscriptionEndsAt.toISOString() : null,
    timeZone: user.timeZone,
    day: dayOf(now, user.timeZone),
  });
  return { user: dashboardUser(user), ...figures };
}

async function cachedDashboardFigures(key: FiguresKey) {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(memberCacheTag(key.id), CACHE_TAGS.predictions, CACHE_TAGS.settings);
  // `day` only keys the entry; the shaping reads the clock itself.
  const { id, role, subscriptionTier, subscriptionStatus, subscriptionEndsAt, timeZone } = key;
  return getDashboardFigures({
    id,
    role,
    subscriptionTier,
    subscriptionStatus,
    subscriptionEndsAt: subscriptionEndsAt ? new Date(subscriptionEndsAt) : null,
    timeZone,
  });
}
