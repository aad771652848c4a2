// Cached readers of /tips, /leagues and /categories (Cache Components). Each page reads one of these, so the
// page is prerendered as static HTML and re-rendered only when the pipeline's writes expire its tags (or its
// cacheLife window passes: today's list moves with the clock). The services underneath stay uncached.
import { cacheLife, cacheTag } from "next/cache";

import { dayOf, todayPicksRange } from "@/lib/time/days.rules";
import { DEFAULT_TIME_ZONE } from "@/lib/time/time-zone.rules";
import { TIPS_MAX } from "@/lib/predictions/tip-lock.rules";
import {
  getCategoriesOverview,
  getLeaguesOverview,
  type CategoriesOverview,
  type LeaguesOverview,
} from "@/lib/browse/browse-stats.service";
import { listTodayPredictions } from "@/lib/predictions/predictions.service";
import { getSportsWithLeagues, searchCategories, searchLeagues } from "@/lib/catalogue/reference.service";
import { oddsSourcesForPredictions } from "@/lib/predictions/tip-sources.service";
import { deriveTips, type Tip } from "@/lib/predictions/tips.rules";

import { isBuildPhase } from "@/lib/cache/build-phase";
import { CACHE_TAGS, PUBLIC_DATA_PROFILE } from "@/lib/cache/tags";

/** Tips are the picks of today and tomorrow. */
const TIPS_DAYS = 2;

/** A tip as the tips page sends it to the browser: names resolved, the fixed analysis text left out (shown once). */
export type TipView = Omit<Tip, "analysis"> & { sportName: string; leagueName: string; categoryName: string | null };

export interface TipsPageData {
  tips: TipView[];
  /** The UTC day ('YYYY-MM-DD') the tips were read on: their Today/Tomorrow labels are judged against it. */
  day: string;
  /** The kick-off range the tips cover (that UTC day and the next), which the browser re-reads for its viewer. */
  range: { start: string; end: string } | null;
  sports: { id: string; name: string }[];
  leagues: { id: string; name: string; sport: string }[];
  categories: { id: string; name: string }[];
}

function withoutAnalysis(tip: Tip): Omit<Tip, "analysis"> {
  const copy: Partial<Tip> = { ...tip };
  delete copy.analysis;
  return copy as Omit<Tip, "analysis">;
}

const EMPTY_TIPS: TipsPageData = { tips: [], day: "", range: null, sports: [], leagues: [], categories: [] };

export async function cachedTipsPageData(): Promise<TipsPageData> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions, CACHE_TAGS.reference);
  if (isBuildPhase()) return EMPTY_TIPS;
  return loadTipsPageData(new Date());
}

/** The tips page's data as a visitor gets it at `now`, uncached (the cached reader above calls it). */
export async function loadTipsPageData(now: Date): Promise<TipsPageData> {
  const [items, sports, categories] = await Promise.all([
    // The visitor's view in UTC days: this page is the same static HTML for everyone, so picks beyond the free
    // allowance (and premium picks) are locked tips (entitlements). The browser of a member, or of a visitor
    // in another zone, re-reads this range as its own list (lib/predictions/tip-lock.rules.ts).
    listTodayPredictions({ limit: TIPS_MAX, sport: undefined, league: undefined }, null, now, { days: TIPS_DAYS }),
    getSportsWithLeagues(),
    searchCategories({ search: undefined }),
  ]);
  const sportNames = new Map(sports.map((sport) => [sport.id, sport.name]));
  const leagues = sports.flatMap((sport) => sport.leagues.map((league) => ({ ...league, sport: sport.id })));
  const leagueNames = new Map(leagues.map((league) => [league.id, league.name]));
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const day = dayOf(now);
  const sources = await oddsSourcesForPredictions(items.map((item) => item.id));
  const tips = deriveTips(items, day, sources).map((tip) => ({
    ...withoutAnalysis(tip),
    sportName: sportNames.get(tip.sport) ?? tip.sport,
    leagueName: leagueNames.get(tip.league) ?? tip.league,
    categoryName: tip.category ? (categoryNames.get(tip.category) ?? tip.category) : null,
  }));
  const range = todayPicksRange(now, DEFAULT_TIME_ZONE, TIPS_DAYS);
  return {
    tips,
    day,
    range: { start: range.start.toISOString(), end: range.end.toISOString() },
    sports: sports.map(({ id, name }) => ({ id, name })),
    leagues,
    categories: categories.map(({ id, name }) => ({ id, name })),
  };
}

/** The leagues page: its leagues and figures, and the sport badges with how many published picks each sport's leagues
 * hold. */
export type LeaguesPageData = LeaguesOverview & { sports: { id: string; name: string; picks: number }[] };

const EMPTY_LEAGUES: LeaguesPageData = {
  sports: [],
  leagues: [],
  summary: {
    totalLeagues: 0,
    leaguesWithPicks: 0,
    premiumLeagues: 0,
    countries: 0,
    accuracy: { percent: null, sample: 0 },
  },
};

export async function cachedLeaguesPageData(): Promise<LeaguesPageData> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions, CACHE_TAGS.reference);
  if (isBuildPhase()) return EMPTY_LEAGUES;
  const [overview, sports] = await Promise.all([getLeaguesOverview(), getSportsWithLeagues()]);
  // Only sports that have a public league get a badge; one whose leagues hold no pick says so.
  const picks = (sport: string) =>
    overview.leagues.filter((league) => league.sport === sport).reduce((sum, league) => sum + league.predictions, 0);
  return {
    ...overview,
    sports: sports.filter((sport) => sport.leagues.length > 0).map(({ id, name }) => ({ id, name, picks: picks(id) })),
  };
}

const EMPTY_CATEGORIES: CategoriesOverview = {
  categories: [],
  summary: {
    categories: 0,
    categoriesWithPicks: 0,
    markets: 0,
    todayPredictions: 0,
    accuracy: { percent: null, sample: 0 },
  },
};

export async function cachedCategoriesOverview(): Promise<CategoriesOverview> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.predictions, CACHE_TAGS.reference);
  if (isBuildPhase()) return EMPTY_CATEGORIES;
  return getCategoriesOverview();
}

/** Every league by name with its sport: the choices of a member's favourite leagues (/user/favorites). */
export async function cachedLeagueOptions(): Promise<{ id: string; name: string; sport: string }[]> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  cacheTag(CACHE_TAGS.reference);
  if (isBuildPhase()) return [];
  const leagues = await searchLeagues({ search: undefined, sport: undefined });
  return leagues.map(({ id, name, sport }) => ({ id, name, sport }));
}
