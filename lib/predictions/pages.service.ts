import "server-only";

import { listOddsHistory } from "@/lib/market/odds.queries";
import * as rowQueries from "@/lib/predictions/prediction-rows.queries";
import * as predictionQueries from "@/lib/predictions/predictions.queries";
import * as reference from "@/lib/catalogue/reference.queries";
import type { Shaped } from "@/lib/predictions/entitlements.rules";
import { toCardData, type LiveListPage, type LiveSummary, type ReferenceLabels } from "@/lib/predictions/card.dto";
import {
  apiQueryKey,
  DATE_WINDOWS,
  dateWindowRange,
  DEFAULT_FILTERS,
  defaultDateWindow,
  filtersToApiQuery,
  HIGH_CONFIDENCE_MIN,
  type DateWindow,
  type WindowCounts,
} from "@/lib/predictions/live-filters.rules";
import {
  listPredictionsQuerySchema,
  predictionWindowsQuerySchema,
  type ListPredictionsQuery,
  type PredictionWindowsQuery,
} from "@/lib/predictions/predictions.input";

import { entitlementOf, pickVisibilityOf } from "@/lib/predictions/entitlements.service";
import type { Entitlement } from "@/lib/predictions/entitlements.rules";
import { QUOTE_MARKET } from "@/lib/predictions/picks.rules";
import { bookmakerName } from "./odds-sources.rules";
import type { OddsScreen } from "./odds-screen.rules";
import { pickOddsScreen } from "./odds-screen.service";
import { listPredictions } from "./predictions.service";
import { toPredictionDto, type PredictionDto } from "./predictions.dto";
import { winRatePercent } from "@/lib/engine/pick-metrics";
import { latestSucceededBacktest } from "@/lib/models/backtests.queries";
import { dayOf } from "@/lib/time/days.rules";
import { DEFAULT_TIME_ZONE } from "@/lib/time/time-zone.rules";

export type { LiveSummary } from "@/lib/predictions/card.dto";

// What the public prediction pages read (/predictions and /predictions/{id}), as plain data, cached for
// every visitor by lib/predictions/predictions.cache.ts. The live list's first paint is already the visitor's
// shape; the detail is cached in full and shaped per viewer by the page (lib/predictions/entitlements.service.ts).

/** The win rate on the summary cards counts picks that kicked off in the last 30 days. */
const WIN_RATE_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Summary cards of /predictions as the prerendered page shows them: the default filters, on the window the
 * list opens on (today when it has any, else the first with picks: lib/predictions/live-filters.rules.ts
 * defaultDateWindow), in UTC days. The page is the same for everyone, so its confidence figures are a
 * visitor's: over the picks a visitor may read. The browser replaces them with its own filters' (windows).
 */
export async function getLiveSummary(now = new Date()): Promise<LiveSummary> {
  return (await countPredictionWindows(predictionWindowsQuerySchema.parse({}), now)).summary;
}

export interface PredictionWindows {
  /** The viewer's day the windows were counted on (YYYY-MM-DD, in their zone). */
  day: string;
  counts: WindowCounts;
  /** Where the list opens when the URL names no date (lib/predictions/live-filters.rules.ts defaultDateWindow). */
  defaultWindow: DateWindow;
  /** The summary cards for these filters, on the query's date tab or else the default one. */
  summary: LiveSummary;
}

export interface WindowsReader {
  /** Admins: unpublished predictions count too, and every pick's figures are read. */
  includeUnpublished?: boolean;
  /** The viewer's entitlement (left out: a visitor's in `timeZone`). */
  entitlement?: Entitlement;
  /** The zone whose days the tabs are (the viewer's; UTC for the prerendered page). */
  timeZone?: string;
}

/**
 * GET /api/predictions/windows: how many predictions match the list's filters in each date tab, the tab the
 * list opens on, and the summary cards of those filters on a tab (`query.date`, else that default). Published
 * ones only, unless the reader is an admin (whose list shows the rest). The tabs are the viewer's days in
 * their zone. Filters on hidden fields count, and the confidence figures average, only the rows the reader
 * may read, like their list; numbers of picks count every row.
 */
export async function countPredictionWindows(
  query: PredictionWindowsQuery,
  now = new Date(),
  { includeUnpublished = false, entitlement, timeZone = DEFAULT_TIME_ZONE }: WindowsReader = {},
): Promise<PredictionWindows> {
  const ranges = Object.fromEntries(
    DATE_WINDOWS.map((window) => [window, dateWindowRange(window, now, timeZone)]),
  ) as Record<DateWindow, { start: Date; end: Date }>;
  const visibility = includeUnpublished
    ? null
    : await pickVisibilityOf(entitlement ?? (await entitlementOf(null, undefined, timeZone)));
  const { date, ...filters } = query;
  const listFilters = { ...filters, publishedOnly: !includeUnpublished };
  const counts = await predictionQueries.countPredictionsInRanges(listFilters, ranges, visibility);
  const defaultWindow = defaultDateWindow(counts);
  const shown = date ?? defaultWindow;
  const settledSince = new Date(ranges.today.start.getTime() - WIN_RATE_WINDOW_DAYS * DAY_MS);
  const row = await predictionQueries.getPredictionWindowSummary(
    {
      filters: listFilters,
      startDate: ranges[shown].start,
      endDate: ranges[shown].end,
      highConfidence: HIGH_CONFIDENCE_MIN,
      settledSince,
    },
    visibility,
  );
  const summary: LiveSummary = {
    window: { name: shown, start: ranges[shown].start.toISOString(), end: ranges[shown].end.toISOString(), timeZone },
    picks: row.picks,
    averageConfidence: row.averageConfidence === null ? null : Math.round(row.averageConfidence * 10) / 10,
    highConfidence: row.highConfidence,
    winRate: {
      percent: winRatePercent(row.recentWon, row.recentLost),
      settled: row.recentWon + row.recentLost,
      days: WIN_RATE_WINDOW_DAYS,
    },
    accuracy: { percent: winRatePercent(row.allWon, row.allLost), settled: row.allWon + row.allLost },
  };
  return { day: dayOf(now, timeZone), counts, defaultWindow, summary };
}

/**
 * The list the page paints first: the default filters (all sports, by kick-off, page 1) on the first
 * window with picks, with every tab's count.
 */
export async function getDefaultLiveList(now = new Date()): Promise<LiveListPage> {
  const { counts, defaultWindow, summary } = await countPredictionWindows(predictionWindowsQuerySchema.parse({}), now);
  const apiQuery = filtersToApiQuery({ ...DEFAULT_FILTERS, date: defaultWindow }, now);
  // The static page is the visitor's view: read and shaped for a visitor, so its HTML holds no withheld field.
  const { predictions, pagination } = await listPublicPredictions(listPredictionsQuerySchema.parse(apiQuery));
  const items = predictions.map(toCardData);
  return {
    queryKey: apiQueryKey(apiQuery),
    date: defaultWindow,
    counts,
    summary,
    items,
    // Paged by number (no cursor), so both are counted, up to the list's cap.
    total: pagination.total,
    ...(pagination.totalAbove === undefined ? {} : { totalAbove: pagination.totalAbove }),
    page: pagination.page,
    pages: pagination.pages,
    loadedAt: now.toISOString(),
  };
}

/**
 * GET /api/predictions for a viewer's entitlement (left out: a visitor's), published only, shaped for them.
 */
async function listPublicPredictions(query: ListPredictionsQuery, entitlement?: Entitlement) {
  return listPredictions(query, { admin: false, entitlement: entitlement ?? (await entitlementOf(null)) });
}

/** Names of every sport, league and category by id (unlisted ones included: predictions may carry them). */
export async function getReferenceLabels(): Promise<ReferenceLabels> {
  const [sports, leagues, categories, withPicks] = await Promise.all([
    reference.listSports({ listedOnly: false }),
    reference.listLeagues({ listedOnly: false }),
    reference.listCategories({}),
    predictionQueries.listSportsWithPublishedPicks(),
  ]);
  const published = new Set(withPicks);
  return {
    sports: Object.fromEntries(sports.map((sport) => [sport.id, sport.name])),
    leagues: Object.fromEntries(leagues.map((league) => [league.id, league.name])),
    categories: Object.fromEntries(categories.map((category) => [category.id, category.name])),
    emptySports: sports.filter((sport) => !published.has(sport.id)).map((sport) => sport.id),
  };
}

export interface OddsPoint {
  /** ISO instant of the capture. */
  capturedAt: string;
  /** Average decimal price of the pick across the bookmakers quoting it then. */
  decimalOdds: number;
  /** The line quoted (spreads and totals); null for match result markets. */
  line: number | null;
  bookmakers: number;
  /** The longest price then, and the bookmaker offering it (bookmakerName: a demo book says Demo). */
  best: { decimalOdds: number; bookmaker: string };
  isClosing: boolean;
}

/**
 * The stored backtest of a pick's model version on its market, as the detail page's line about the model
 * says it: whether the model is used and why. The latest succeeded one (the one generation reads its pool
 * weights from); null when the version has none, or for a pick without a model.
 */
export interface ModelBacktestSummary {
  matches: number;
  periodFrom: string | null;
  periodTo: string | null;
  /** Run on the demo world's simulated history. */
  isDemo: boolean;
  /** Log loss on the same matches: the model alone, the bookmakers' consensus, the fair forecast (pooled where it
   * earned it). */
  logLoss: { model: number | null; consensus: number | null; fair: number };
  /** The pool of consensus and model beat the consensus out of sample, so new picks of this market use it. */
  poolApplied: boolean;
}

async function modelBacktestOf(prediction: {
  modelId: string | null;
  modelVersion: string | null;
  market: string;
}): Promise<ModelBacktestSummary | null> {
  if (!prediction.modelId || !prediction.modelVersion) return null;
  const backtest = await latestSucceededBacktest({
    modelId: prediction.modelId,
    modelVersion: prediction.modelVersion,
    market: prediction.market,
  });
  const metrics = backtest?.metrics;
  if (!backtest || !metrics) return null;
  return {
    matches: backtest.matches,
    periodFrom: backtest.periodFrom?.toISOString() ?? null,
    periodTo: backtest.periodTo?.toISOString() ?? null,
    isDemo: backtest.isDemo,
    logLoss: {
      model: metrics.scores.model?.logLoss ?? null,
      consensus: metrics.scores.consensus?.logLoss ?? null,
      fair: metrics.scores.fair.logLoss,
    },
    poolApplied: metrics.pool?.applied === true,
  };
}

/**
 * One published prediction with the odds captured for its pick over time and its model's backtest; null
 * when missing or unpublished.
 */
export async function getPublicPredictionDetail(id: string) {
  const prediction = await rowQueries.getPrediction(id);
  if (!prediction || !prediction.isPublished) return null;
  const [oddsHistory, modelBacktest, oddsScreen] = await Promise.all([
    prediction.matchId ? pickOddsHistory(prediction.matchId, prediction.market, prediction.selection) : [],
    modelBacktestOf(prediction),
    pickOddsScreen(prediction),
  ]);
  return { prediction: toPredictionDto(prediction), oddsHistory, modelBacktest, oddsScreen };
}
export type PublicPredictionDetail = NonNullable<Awaited<ReturnType<typeof getPublicPredictionDetail>>>;
/** The detail as one viewer gets it (lib/predictions/entitlements.service.ts shapePredictionDetail). */
export type ViewerPredictionDetail = {
  prediction: Shaped<PredictionDto>;
  oddsHistory: OddsPoint[];
  modelBacktest: ModelBacktestSummary | null;
  oddsScreen: OddsScreen | null;
};

/** Most points the odds history keeps (the latest ones). */
const MAX_ODDS_POINTS = 40;

async function pickOddsHistory(matchId: string, market: string, selection: string | null): Promise<OddsPoint[]> {
  const quoteMarket = QUOTE_MARKET[market as keyof typeof QUOTE_MARKET];
  if (!quoteMarket || !selection) return [];
  const rows = (await listOddsHistory(matchId)).filter(
    (row) => row.market === quoteMarket && row.selection === selection,
  );
  // Bookmakers quote at slightly different moments and lines: average each capture instant and line.
  const groups = new Map<
    string,
    { capturedAt: Date; line: number | null; prices: number[]; best: OddsPoint["best"]; isClosing: boolean }
  >();
  for (const row of rows) {
    const key = `${row.capturedAt.toISOString()}|${row.point ?? ""}`;
    const group = groups.get(key) ?? {
      capturedAt: row.capturedAt,
      line: row.point,
      prices: [],
      best: { decimalOdds: 0, bookmaker: "" },
      isClosing: false,
    };
    group.prices.push(row.price);
    if (row.price > group.best.decimalOdds) group.best = { decimalOdds: row.price, bookmaker: bookmakerName(row) };
    group.isClosing ||= row.isClosing;
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.capturedAt.getTime() - b.capturedAt.getTime())
    .slice(-MAX_ODDS_POINTS)
    .map((group) => ({
      capturedAt: group.capturedAt.toISOString(),
      decimalOdds:
        Math.round((group.prices.reduce((sum, price) => sum + price, 0) / group.prices.length) * 1000) / 1000,
      line: group.line,
      bookmakers: group.prices.length,
      best: group.best,
      isClosing: group.isClosing,
    }));
}
