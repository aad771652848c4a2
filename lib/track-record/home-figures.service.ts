import "server-only";

import * as figureQueries from "@/lib/predictions/figures.queries";
import { dateWindowRange } from "@/lib/predictions/live-filters.rules";
import { visitorPickVisibility } from "@/lib/predictions/predictions.service";

import { getTrackRecord } from "./track-record.service";

// The home page's figures, every one computed from the database over a stated window, each
// with the sample it rests on. Windows are whole UTC days ending today, so the same figure can be
// checked with GET /api/track-record?from=…&to=… (the same service underneath).

const DAY = 24 * 60 * 60 * 1000;
/** The 'High Confidence' chip: 75 %+. */
const HIGH_CONFIDENCE = 75;
/** The live teaser looks this many days ahead. */
const UPCOMING_WINDOW_DAYS = 7;
const WIN_RATE_WINDOW_DAYS = 7;
const LONG_WINDOW_DAYS = 30;

interface WindowRate {
  /** 0..1; null when nothing in the window is decided or settled. */
  value: number | null;
  /** The sample: decided picks for a win rate, settled stakes for a ROI. */
  sample: number;
  windowDays: number;
}

/**
 * The window the home page counts picks over: today (UTC) while today has any, else this week — today
 * and the next six days, the predictions list's "This Week" tab — so a quiet day does not read as 0.
 */
export type PicksWindow = "today" | "week";

export interface HomeFigures {
  /** Published picks kicking off in `window`, and their mean confidence (percent; null without picks). */
  picks: { window: PicksWindow; count: number; averageConfidence: number | null };
  /** Distinct markets with a published pick in the last 30 days or upcoming. */
  marketsCovered: number;
  /** Wins / (wins + losses) over matches of the last 30 days. */
  accuracy30d: WindowRate;
  winRate7d: WindowRate;
  /** Profit / units staked at the published odds over the last 30 days. */
  roi30d: WindowRate;
  liveTeaser: {
    live: number;
    upcoming: number;
    /** Percent; null without picks. */
    averageConfidence: number | null;
    highConfidence: number;
    highConfidenceThreshold: number;
    windowDays: number;
  };
}

export function emptyHomeFigures(): HomeFigures {
  const none = (windowDays: number): WindowRate => ({ value: null, sample: 0, windowDays });
  return {
    picks: { window: "today", count: 0, averageConfidence: null },
    marketsCovered: 0,
    accuracy30d: none(LONG_WINDOW_DAYS),
    winRate7d: none(WIN_RATE_WINDOW_DAYS),
    roi30d: none(LONG_WINDOW_DAYS),
    liveTeaser: {
      live: 0,
      upcoming: 0,
      averageConfidence: null,
      highConfidence: 0,
      highConfidenceThreshold: HIGH_CONFIDENCE,
      windowDays: UPCOMING_WINDOW_DAYS,
    },
  };
}

/** Midnight UTC of the day `now` falls in. */
function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** [first day, day after today) of a window of `days` whole UTC days ending today. */
function dayWindow(now: Date, days: number): { from: Date; to: Date } {
  const today = utcDayStart(now);
  return { from: new Date(today.getTime() - (days - 1) * DAY), to: new Date(today.getTime() + DAY) };
}

/** Which window the picks figures cover, given how many picks kick off today. */
export function picksWindow(todayCount: number): PicksWindow {
  return todayCount > 0 ? "today" : "week";
}

export async function getHomeFigures(now = new Date()): Promise<HomeFigures> {
  const window = (name: PicksWindow) => {
    const { start, end } = dateWindowRange(name, now);
    return { from: start, to: end };
  };
  const week = dayWindow(now, WIN_RATE_WINDOW_DAYS);
  const month = dayWindow(now, LONG_WINDOW_DAYS);
  // The home page is the same for everyone: its confidence figures are over the picks a visitor may read.
  const readable = await visitorPickVisibility();
  const [todayPicks, weekPicks, coverage, live, weekRecord, monthRecord] = await Promise.all([
    figureQueries.getPublishedPickFigures(window("today"), readable),
    figureQueries.getPublishedPickFigures(window("week"), readable),
    figureQueries.getPublishedPickFigures({ from: month.from }, readable),
    figureQueries.getLiveAndUpcomingFigures(
      { now, until: new Date(now.getTime() + UPCOMING_WINDOW_DAYS * DAY), highConfidence: HIGH_CONFIDENCE },
      readable,
    ),
    getTrackRecord(week),
    getTrackRecord(month),
  ]);
  const picksIn = picksWindow(todayPicks.count);
  const picks = picksIn === "today" ? todayPicks : weekPicks;
  return {
    picks: { window: picksIn, count: picks.count, averageConfidence: picks.averageConfidence },
    marketsCovered: coverage.markets,
    accuracy30d: {
      value: monthRecord.overall.accuracy,
      sample: monthRecord.overall.decided,
      windowDays: LONG_WINDOW_DAYS,
    },
    winRate7d: {
      value: weekRecord.overall.accuracy,
      sample: weekRecord.overall.decided,
      windowDays: WIN_RATE_WINDOW_DAYS,
    },
    roi30d: { value: monthRecord.overall.roi, sample: monthRecord.overall.staked, windowDays: LONG_WINDOW_DAYS },
    liveTeaser: {
      live: live.live,
      upcoming: live.upcoming,
      averageConfidence: live.averageConfidence,
      highConfidence: live.highConfidence,
      highConfidenceThreshold: HIGH_CONFIDENCE,
      windowDays: UPCOMING_WINDOW_DAYS,
    },
  };
}
