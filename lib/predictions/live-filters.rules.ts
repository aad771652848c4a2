// The live predictions list's filters: what the page's URL holds, and how
// it maps to GET /api/predictions. Pure and client-safe: the server computes the default list with the
// same function the browser uses, so both ask for exactly the same thing and the browser can tell whether
// the server's first paint already answers its filters.

import { dateWindowRange, DATE_WINDOWS, type DateWindow } from "@/lib/time/days.rules";
import { DEFAULT_TIME_ZONE } from "@/lib/time/time-zone.rules";

/** The date selector. Days are the viewer's calendar days, like GET /api/predictions/today (lib/time/days.rules.ts). */
export { DATE_WINDOWS, dateWindowRange, type DateWindow };
export const DATE_WINDOW_LABELS: Record<DateWindow, string> = {
  today: "Today",
  tomorrow: "Tomorrow",
  week: "This Week",
  weekend: "Weekend",
};

/**
 * The sport selector holds 'all' (no filter) or a sport id from the sports table. The options are that
 * table's rows (ReferenceLabels.sports), not a list written here: a fixed list drifted from the ids the
 * predictions carry ('american-football' was missing, so NFL picks had no way in).
 */
export const ALL_SPORTS = "all";

/** The list shows 12 items a page; ?page=n (1-based) moves through the rest. */
export const LIVE_LIST_LIMIT = 12;
/** Highest page the URL may ask for (the API's own cap). */
const MAX_LIVE_PAGE = 100_000;
/** While real-time is on, the list reloads every 30 s. */
export const LIVE_REFRESH_MS = 30_000;
/** The 'High Confidence' chip: 75%+. */
export const HIGH_CONFIDENCE_MIN = 75;

/**
 * The list's orders: by kick-off (the default), by probability, or by EV at the best price. In the URL as
 * `sort=confidence` / `sort=ev`; on the API, EV is `sort=edge` (the API's `edge` is the EV in percent).
 */
export const LIVE_SORTS = ["kickoff", "confidence", "ev"] as const;
export type LiveSort = (typeof LIVE_SORTS)[number];
export const LIVE_SORT_LABELS: Record<LiveSort, string> = { kickoff: "Kick-off", confidence: "Probability", ev: "EV" };
const API_SORT: Record<LiveSort, "kickoff" | "confidence" | "edge"> = {
  kickoff: "kickoff",
  confidence: "confidence",
  ev: "edge",
};

export interface LiveFilters {
  /** The date tab the URL names; null when it names none, and the list opens on defaultDateWindow. */
  date: DateWindow | null;
  /** 'all' or a sport id. */
  sport: string;
  /** League id from /leagues links (?league=epl); null for any. */
  league: string | null;
  /** Category id from /categories links (?category=match-result); null for any. */
  category: string | null;
  highConfidence: boolean;
  /** Picks whose EV at the best price is positive (value picks and picks, no forecasts). */
  positiveEdge: boolean;
  /** Value picks only. */
  valueOnly: boolean;
  /** Picks whose probability the model shaped (the cards with the model badge). */
  modelShaped: boolean;
  sort: LiveSort;
  /** 1-based page of LIVE_LIST_LIMIT items. */
  page: number;
}

/** Filters with the date window settled (the URL's, or the default one). */
export type ResolvedFilters = LiveFilters & { date: DateWindow };

export const DEFAULT_FILTERS: LiveFilters = {
  date: null,
  sport: ALL_SPORTS,
  league: null,
  category: null,
  highConfidence: false,
  positiveEdge: false,
  valueOnly: false,
  modelShaped: false,
  sort: "kickoff",
  page: 1,
};

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
const isOn = (value: string | null) => value === "1" || value === "true";

/** Reads the filters from the page's search params; anything unknown falls back to the default. */
export function filtersFromSearchParams(params: Pick<URLSearchParams, "get"> | null): LiveFilters {
  if (!params) return DEFAULT_FILTERS;
  const date = params.get("date");
  const sport = params.get("sport")?.toLowerCase() ?? null;
  const page = Number(params.get("page"));
  const league = params.get("league")?.toLowerCase() ?? null;
  const category = params.get("category")?.toLowerCase() ?? null;
  const sort = params.get("sort");
  return {
    date: (DATE_WINDOWS as readonly string[]).includes(date ?? "") ? (date as DateWindow) : DEFAULT_FILTERS.date,
    sport: sport && ID_PATTERN.test(sport) ? sport : DEFAULT_FILTERS.sport,
    league: league && ID_PATTERN.test(league) ? league : null,
    category: category && ID_PATTERN.test(category) ? category : null,
    highConfidence: isOn(params.get("highConfidence")),
    positiveEdge: isOn(params.get("positiveEdge")),
    valueOnly: isOn(params.get("value")),
    modelShaped: isOn(params.get("model")),
    sort: (LIVE_SORTS as readonly string[]).includes(sort ?? "") ? (sort as LiveSort) : DEFAULT_FILTERS.sort,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_LIVE_PAGE ? page : DEFAULT_FILTERS.page,
  };
}

/**
 * The filters after a change made on the page: any change but the page itself starts again at page 1
 * (page 3 of one list is not a place in another).
 */
export function changeFilters(current: LiveFilters, next: LiveFilters): LiveFilters {
  const keys = (Object.keys(next) as (keyof LiveFilters)[]).filter((key) => key !== "page");
  return keys.every((key) => next[key] === current[key]) ? next : { ...next, page: 1 };
}

/** The page URL's query for some filters (defaults left out, so the plain /predictions stays plain). */
export function filtersToSearchParams(filters: LiveFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.date) params.set("date", filters.date);
  if (filters.sport !== ALL_SPORTS) params.set("sport", filters.sport);
  if (filters.league) params.set("league", filters.league);
  if (filters.category) params.set("category", filters.category);
  if (filters.highConfidence) params.set("highConfidence", "1");
  if (filters.positiveEdge) params.set("positiveEdge", "1");
  if (filters.valueOnly) params.set("value", "1");
  if (filters.modelShaped) params.set("model", "1");
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** Published picks per date window for some filters (GET /api/predictions/windows). */
export type WindowCounts = Record<DateWindow, number>;

/**
 * The window the list opens on when the URL names none: the first day with picks — today when it has
 * some, else tomorrow, else the rest of the week. With nothing in the week it stays on today (and says so).
 */
export function defaultDateWindow(counts: WindowCounts): DateWindow {
  if (counts.today > 0) return "today";
  if (counts.tomorrow > 0) return "tomorrow";
  if (counts.week > 0) return "week";
  return "today";
}

/** Why the list is not on today when it opened elsewhere by itself; null when there is nothing to say. */
export function defaultWindowNotice(window: DateWindow): string | null {
  if (window === "tomorrow") return "No picks today — showing Tomorrow";
  if (window === "week") return "No picks today or tomorrow — showing This Week";
  return null;
}

/** The list's filters as API parameters: everything but the date, sort and page. */
function filterParams(filters: LiveFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.sport !== ALL_SPORTS) query.sport = filters.sport;
  if (filters.league) query.league = filters.league;
  if (filters.category) query.category = filters.category;
  if (filters.highConfidence) query.minConfidence = String(HIGH_CONFIDENCE_MIN);
  if (filters.positiveEdge) query.positiveEdge = "true";
  if (filters.valueOnly) query.valueOnly = "true";
  if (filters.modelShaped) query.modelShaped = "true";
  return query;
}

/**
 * GET /api/predictions/windows for some filters: it counts every date tab under the other filters; the date
 * tab, when the URL names one, chooses the tab its summary figures are for (else the tab the list opens on).
 */
export function filtersToWindowsQuery(filters: LiveFilters): Record<string, string> {
  return filters.date ? { date: filters.date, ...filterParams(filters) } : filterParams(filters);
}

/**
 * GET /api/predictions query for some filters (lib/predictions/predictions.input.ts listPredictionsQuerySchema),
 * the date tab's days taken in `timeZone` (the browser's own; the prerendered first paint's UTC).
 */
export function filtersToApiQuery(
  filters: ResolvedFilters,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Record<string, string> {
  const { start, end } = dateWindowRange(filters.date, now, timeZone);
  const query: Record<string, string> = {
    ...filterParams(filters),
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    sort: API_SORT[filters.sort],
    limit: String(LIVE_LIST_LIMIT),
  };
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** A stable key of an API query: equal keys ask for the same list. */
export function apiQueryKey(query: Record<string, string>): string {
  return Object.keys(query)
    .sort()
    .map((key) => `${key}=${query[key]}`)
    .join("&");
}
