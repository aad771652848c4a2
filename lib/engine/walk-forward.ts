// Generic walk-forward: feed matches in date order, forecast each day's matches from everything that
// finished on earlier days, then learn that day's results. Same-day matches never see each other's
// results, so a forecast cannot depend on its own result or on any result from its day.
import type { FittedModel, MarketLines, MatchForecast, MatchRecord, OnlineModel, SportModel } from "./types";

export interface WalkForwardOptions<T extends MatchRecord> {
  /** Only matches on or after this instant are forecast (earlier rows still train). */
  from?: Date;
  /** Only matches on or before this instant are forecast; nothing after it is read. */
  to?: Date;
  /** Lines to price spread/total at for a match (e.g. the bookmaker's). */
  lines?: (match: T) => MarketLines | undefined;
}

export interface WalkForwardPrediction<T extends MatchRecord> {
  match: T;
  /** Null when the model declined (e.g. too little history for a team). */
  forecast: MatchForecast | null;
}

/** UTC calendar day of an instant, as days since 1970-01-01. */
export function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / 86_400_000);
}

/** Start (00:00 UTC) of the day of an instant. */
export function startOfUtcDay(date: Date): Date {
  return new Date(dayNumber(date) * 86_400_000);
}

/** Matches sorted by date (stable), grouped by UTC calendar day. */
export function groupByDay<T extends MatchRecord>(matches: readonly T[]): T[][] {
  const sorted = matches
    .map((m, i) => ({ m, i }))
    .sort((x, y) => x.m.date.getTime() - y.m.date.getTime() || x.i - y.i)
    .map((x) => x.m);
  const groups: T[][] = [];
  let current: T[] = [];
  let day = Number.NaN;
  for (const m of sorted) {
    const d = dayNumber(m.date);
    if (d !== day && current.length > 0) {
      groups.push(current);
      current = [];
    }
    day = d;
    current.push(m);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** A model's online form, or a slow fallback that refits from scratch each day (for models without one). */
function onlineOf(model: SportModel): OnlineModel {
  const maybe = model as SportModel & { online?: () => OnlineModel };
  if (typeof maybe.online === "function") return maybe.online();
  const history: MatchRecord[] = [];
  return {
    observe(matches) {
      history.push(...matches);
    },
    snapshot(asOf): FittedModel {
      return model.fit(history, asOf);
    },
  };
}

/**
 * Walk-forward over `matches`: for each day with matches to forecast (within from/to), the model is
 * snapshotted at the start of that day (so it knows only matches of earlier days) and forecasts them; the
 * day's results are then observed. Returns one entry per forecast match, in date order.
 */
export function walkForward<T extends MatchRecord>(
  model: SportModel,
  matches: readonly T[],
  options: WalkForwardOptions<T> = {},
): WalkForwardPrediction<T>[] {
  const online = onlineOf(model);
  const from = options.from?.getTime() ?? -Infinity;
  const to = options.to?.getTime() ?? Infinity;
  const out: WalkForwardPrediction<T>[] = [];
  for (const day of groupByDay(matches)) {
    const first = day[0]!;
    if (first.date.getTime() > to) break; // every later day is after `to` too
    const scored = day.filter((m) => m.date.getTime() >= from && m.date.getTime() <= to);
    if (scored.length > 0) {
      const fitted = online.snapshot(startOfUtcDay(first.date));
      for (const m of scored) {
        const fixture = {
          id: m.id,
          date: m.date,
          league: m.league,
          season: m.season,
          homeTeam: m.homeTeam,
          awayTeam: m.awayTeam,
          neutral: m.neutral,
        };
        out.push({ match: m, forecast: fitted.forecast(fixture, options.lines?.(m)) });
      }
    }
    online.observe(day);
  }
  return out;
}

/** Feeds an online model the matches day by day, in date order (the order `fit` and the walk-forward use). */
export function observeHistory(online: OnlineModel, history: readonly MatchRecord[]): void {
  for (const day of groupByDay(history)) online.observe(day);
}

/** `fit` for online models: observe every match strictly before `asOf`, day by day, then snapshot. */
export function fitOnline(online: OnlineModel, history: readonly MatchRecord[], asOf: Date): FittedModel {
  const cutoff = asOf.getTime();
  observeHistory(
    online,
    history.filter((m) => m.date.getTime() < cutoff),
  );
  return online.snapshot(asOf);
}
