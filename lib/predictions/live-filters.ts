// The live predictions list's filters (public spec §2 "Predictions"): what the page's URL holds, and how
// it maps to GET /api/predictions. Pure and client-safe: the server computes the default list with the
// same function the browser uses, so both ask for exactly the same thing and the browser can tell whether
// the server's first paint already answers its filters.

/** The date selector. Days are UTC days, like GET /api/predictions/today (docs/decisions.md). */
export const DATE_WINDOWS = ["today", "tomorrow", "week", "weekend"] as const;
export type DateWindow = (typeof DATE_WINDOWS)[number];
export const DATE_WINDOW_LABELS: Record<DateWindow, string> = {
  today: "Today",
  tomorrow: "Tomorrow",
  week: "This Week",
  weekend: "Weekend",
};

/** The sport selector ('all' means no filter). */
export const SPORT_OPTIONS = ["all", "football", "basketball", "tennis", "baseball", "hockey"] as const;
export type SportOption = (typeof SPORT_OPTIONS)[number];

/** The list shows up to 12 items (spec §9 "Live list"). */
export const LIVE_LIST_LIMIT = 12;
/** While real-time is on, the list reloads every 30 s (spec §9). */
export const LIVE_REFRESH_MS = 30_000;
/** The 'High Confidence' chip: 75%+. */
export const HIGH_CONFIDENCE_MIN = 75;

export interface LiveFilters {
  date: DateWindow;
  sport: SportOption;
  /** League id from /leagues links (?league=epl); null for any. */
  league: string | null;
  /** Category id from /categories links (?category=match-result); null for any. */
  category: string | null;
  highConfidence: boolean;
  positiveEdge: boolean;
  aiOnly: boolean;
  sortByConfidence: boolean;
}

export const DEFAULT_FILTERS: LiveFilters = {
  date: "today",
  sport: "all",
  league: null,
  category: null,
  highConfidence: false,
  positiveEdge: false,
  aiOnly: false,
  sortByConfidence: false,
};

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
const isOn = (value: string | null) => value === "1" || value === "true";

/** Reads the filters from the page's search params; anything unknown falls back to the default. */
export function filtersFromSearchParams(params: Pick<URLSearchParams, "get"> | null): LiveFilters {
  if (!params) return DEFAULT_FILTERS;
  const date = params.get("date");
  const sport = params.get("sport");
  const league = params.get("league")?.toLowerCase() ?? null;
  const category = params.get("category")?.toLowerCase() ?? null;
  return {
    date: (DATE_WINDOWS as readonly string[]).includes(date ?? "") ? (date as DateWindow) : DEFAULT_FILTERS.date,
    sport: (SPORT_OPTIONS as readonly string[]).includes(sport ?? "") ? (sport as SportOption) : DEFAULT_FILTERS.sport,
    league: league && ID_PATTERN.test(league) ? league : null,
    category: category && ID_PATTERN.test(category) ? category : null,
    highConfidence: isOn(params.get("highConfidence")),
    positiveEdge: isOn(params.get("positiveEdge")),
    aiOnly: isOn(params.get("aiOnly")),
    sortByConfidence: params.get("sort") === "confidence",
  };
}

/** The page URL's query for some filters (defaults left out, so the plain /predictions stays plain). */
export function filtersToSearchParams(filters: LiveFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.date !== DEFAULT_FILTERS.date) params.set("date", filters.date);
  if (filters.sport !== "all") params.set("sport", filters.sport);
  if (filters.league) params.set("league", filters.league);
  if (filters.category) params.set("category", filters.category);
  if (filters.highConfidence) params.set("highConfidence", "1");
  if (filters.positiveEdge) params.set("positiveEdge", "1");
  if (filters.aiOnly) params.set("aiOnly", "1");
  if (filters.sortByConfidence) params.set("sort", "confidence");
  return params;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The kick-off window of a date choice, in UTC days: today; tomorrow; this week = today and the next six
 * days; weekend = the coming Saturday and Sunday (this one when it is already the weekend).
 */
export function dateWindowRange(window: DateWindow, now: Date): { start: Date; end: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = (offset: number) => new Date(today + offset * DAY_MS);
  switch (window) {
    case "today":
      return { start: day(0), end: day(1) };
    case "tomorrow":
      return { start: day(1), end: day(2) };
    case "week":
      return { start: day(0), end: day(7) };
    case "weekend": {
      const weekday = now.getUTCDay(); // 0 Sunday … 6 Saturday
      if (weekday === 0) return { start: day(0), end: day(1) };
      const toSaturday = 6 - weekday;
      return { start: day(toSaturday), end: day(toSaturday + 2) };
    }
  }
}

/** GET /api/predictions query for some filters (lib/validations/predictions.ts listPredictionsQuerySchema). */
export function filtersToApiQuery(filters: LiveFilters, now: Date): Record<string, string> {
  const { start, end } = dateWindowRange(filters.date, now);
  const query: Record<string, string> = {
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    sort: filters.sortByConfidence ? "confidence" : "kickoff",
    limit: String(LIVE_LIST_LIMIT),
  };
  if (filters.sport !== "all") query.sport = filters.sport;
  if (filters.league) query.league = filters.league;
  if (filters.category) query.category = filters.category;
  if (filters.highConfidence) query.minConfidence = String(HIGH_CONFIDENCE_MIN);
  if (filters.positiveEdge) query.positiveEdge = "true";
  if (filters.aiOnly) query.source = "MODEL";
  return query;
}

/** A stable key of an API query: equal keys ask for the same list. */
export function apiQueryKey(query: Record<string, string>): string {
  return Object.keys(query)
    .sort()
    .map((key) => `${key}=${query[key]}`)
    .join("&");
}
