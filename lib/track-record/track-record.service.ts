import "server-only";

import * as backtestQueries from "@/lib/models/backtests.queries";
import * as aggregateQueries from "@/lib/track-record/aggregates.queries";
import * as trackRecordQueries from "@/lib/track-record/track-record.queries";
import type { ClvSums, TrackRecordFilters } from "@/lib/track-record/track-record.queries";
import type { BacktestInterval, BacktestMetrics } from "@/db/schema";
import { meanIntervalFromSums, type MeanInterval } from "@/lib/engine/fair-value";
import { listModelInfo } from "@/lib/engine/registry";
import { formatMonthKey } from "@/lib/format/dates.rules";
import { edgeBandLabel } from "@/lib/format/edge-bands.rules";
import {
  calibrationFromTallies,
  emptyTally,
  marketLabel,
  metricsFromTally,
  type CalibrationBand,
  type CalibrationTally,
  type TrackRecordMetrics,
} from "@/lib/engine/pick-metrics";

// The measured track record: every prediction counted, settled or pending, with accuracy, flat
// 1-unit return at the published odds, probability scores against the no-vig market and calibration by
// confidence band, overall and by sport, market and match month. Summed in SQL, shaped here: from the
// aggregate tables the database keeps per match day, or by scanning the picks when a filter cuts a day.

export type { TrackRecordFilters };

export interface TrackRecordGroup {
  /** Sport id, market key or "YYYY-MM". */
  key: string;
  label: string;
  metrics: TrackRecordMetrics;
  calibration: CalibrationBand[];
}

export interface TrackRecord {
  /** The filters applied, as ISO dates (to is exclusive). */
  filters: { sport: string | null; market: string | null; from: string | null; to: string | null };
  overall: TrackRecordMetrics;
  calibration: CalibrationBand[];
  /** How many of the counted predictions belong to the labelled demo world. */
  demoPredictions: number;
  /** Most settled first. */
  bySport: TrackRecordGroup[];
  byMarket: TrackRecordGroup[];
  /** Newest month first. */
  byMonth: TrackRecordGroup[];
}

export function emptyTrackRecord(filters: TrackRecordFilters = {}): TrackRecord {
  return {
    filters: filtersView(filters),
    overall: metricsFromTally(emptyTally()),
    calibration: [],
    demoPredictions: 0,
    bySport: [],
    byMarket: [],
    byMonth: [],
  };
}

export async function getTrackRecord(filters: TrackRecordFilters = {}): Promise<TrackRecord> {
  const aggregated = aggregateQueries.filtersOnWholeDays(filters);
  const [outcomes, calibration] = await Promise.all([
    aggregated ? aggregateQueries.listOutcomeAggregates(filters) : trackRecordQueries.listOutcomeTallies(filters),
    aggregated
      ? aggregateQueries.listCalibrationAggregates(filters)
      : trackRecordQueries.listCalibrationTallies(filters),
  ]);
  const bands = new Map<string, CalibrationTally[]>();
  for (const { dimension, key, ...tally } of calibration) {
    const id = `${dimension}:${key ?? ""}`;
    bands.set(id, [...(bands.get(id) ?? []), tally]);
  }
  const calibrationOf = (dimension: string, key: string | null) =>
    calibrationFromTallies(bands.get(`${dimension}:${key ?? ""}`) ?? []);

  const record = emptyTrackRecord(filters);
  for (const row of outcomes) {
    const { dimension, key, sportName, demo, ...tally } = row;
    const metrics = metricsFromTally(tally);
    if (dimension === "all") {
      record.overall = metrics;
      record.demoPredictions = demo;
      record.calibration = calibrationOf("all", null);
      continue;
    }
    if (!key) continue;
    const label =
      dimension === "sport" ? (sportName ?? key) : dimension === "market" ? marketLabel(key) : formatMonthKey(key);
    const group: TrackRecordGroup = { key, label, metrics, calibration: calibrationOf(dimension, key) };
    if (dimension === "sport") record.bySport.push(group);
    else if (dimension === "market") record.byMarket.push(group);
    else record.byMonth.push(group);
  }
  const bySettled = (a: TrackRecordGroup, b: TrackRecordGroup) =>
    b.metrics.settled - a.metrics.settled || b.metrics.total - a.metrics.total || a.label.localeCompare(b.label);
  record.bySport.sort(bySettled);
  record.byMarket.sort(bySettled);
  record.byMonth.sort((a, b) => b.key.localeCompare(a.key));
  return record;
}

function filtersView(filters: TrackRecordFilters): TrackRecord["filters"] {
  return {
    sport: filters.sport ?? null,
    market: filters.market ?? null,
    from: filters.from?.toISOString() ?? null,
    to: filters.to?.toISOString() ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Closing-line value of the live record, and the stored backtests: the two are shown apart and never mixed.

/** A mean with its 95 % interval; null figures where the sample is too small (none, or one value for lo/hi). */
type Interval = BacktestInterval;

function toInterval(interval: MeanInterval): Interval {
  const finite = (value: number) => (Number.isFinite(value) ? value : null);
  return { n: interval.n, mean: finite(interval.mean), lo: finite(interval.lo), hi: finite(interval.hi) };
}

/** Mean CLV and share beating the close over the picks with a stored close; return at the taken price over the settled
 * ones. */
export interface ClvFigures {
  clv: Interval;
  /** Share of closed picks with CLV > 0, as a mean of 0/1 (so its interval follows the same rule). */
  beatClose: Interval;
  roi: Interval;
}

export function clvFiguresFromSums(sums: ClvSums): ClvFigures {
  return {
    clv: toInterval(meanIntervalFromSums(sums.closed, sums.clvSum, sums.clvSumSq)),
    beatClose: toInterval(meanIntervalFromSums(sums.closed, sums.beatClose, sums.beatClose)),
    roi: toInterval(meanIntervalFromSums(sums.settled, sums.roiSum, sums.roiSumSq)),
  };
}

export interface ClvGroup {
  /** Sport id, market key, band index or model version. */
  key: string;
  label: string;
  figures: ClvFigures;
}

/**
 * An edge band: its CLV figures and the mean edge its picks stated at publication (EV at the taken price), over
 * the same picks as the CLV (those with a stored close; null without one). An honest stated edge is close to the
 * CLV its picks go on to earn.
 */
export interface ClvBandGroup extends ClvGroup {
  statedEdge: number | null;
}

export interface ClvScope {
  overall: ClvFigures;
  bySport: ClvGroup[];
  byMarket: ClvGroup[];
  /** In band order, '<0 %' first. */
  byBand: ClvBandGroup[];
  byModel: ClvGroup[];
}

/** Every pick, and the value picks (published because their edge cleared the threshold) on their own. */
export interface LiveClv {
  all: ClvScope;
  value: ClvScope;
}

export function emptyLiveClv(): LiveClv {
  const scope = (): ClvScope => ({
    overall: clvFiguresFromSums({
      settled: 0,
      roiSum: 0,
      roiSumSq: 0,
      closed: 0,
      clvSum: 0,
      clvSumSq: 0,
      beatClose: 0,
    }),
    bySport: [],
    byMarket: [],
    byBand: [],
    byModel: [],
  });
  return { all: scope(), value: scope() };
}

export async function getLiveClv(filters: TrackRecordFilters = {}): Promise<LiveClv> {
  const rows = aggregateQueries.filtersOnWholeDays(filters)
    ? await aggregateQueries.listClvAggregates(filters)
    : await trackRecordQueries.listClvTallies(filters);
  const live = emptyLiveClv();
  for (const { valueOnly, dimension, key, sportName, closedEdgeSum, ...sums } of rows) {
    const scope = valueOnly ? live.value : live.all;
    const figures = clvFiguresFromSums(sums);
    if (dimension === "all") {
      scope.overall = figures;
      continue;
    }
    // Picks without an EV (no band) or without a model version (manual picks) have no group of their own.
    if (key === null) continue;
    if (dimension === "sport") scope.bySport.push({ key, label: sportName ?? key, figures });
    else if (dimension === "market") scope.byMarket.push({ key, label: marketLabel(key), figures });
    else if (dimension === "band") {
      const statedEdge = sums.closed > 0 ? closedEdgeSum / sums.closed : null;
      scope.byBand.push({ key, label: edgeBandLabel(Number(key)), figures, statedEdge });
    } else scope.byModel.push({ key, label: key, figures });
  }
  const bySample = (a: ClvGroup, b: ClvGroup) => b.figures.roi.n - a.figures.roi.n || a.label.localeCompare(b.label);
  for (const scope of [live.all, live.value]) {
    scope.bySport.sort(bySample);
    scope.byMarket.sort(bySample);
    scope.byModel.sort(bySample);
    scope.byBand.sort((a, b) => Number(a.key) - Number(b.key));
  }
  return live;
}

/** The newest succeeded backtest of an active model version for one market, as the page shows it. */
export interface BacktestView {
  id: string;
  modelId: string;
  modelName: string;
  modelVersion: string;
  sportId: string;
  market: string;
  /** ISO instants of the first and last kickoff scored. */
  periodFrom: string | null;
  periodTo: string | null;
  matches: number;
  isDemo: boolean;
  beatsConsensus: boolean | null;
  /** ISO instant the backtest finished. */
  finishedAt: string | null;
  metrics: BacktestMetrics | null;
}

/**
 * One backtest per model and market, of the version each model publishes with now (the engine's version,
 * the one generation stamps on its predictions), by sport then market.
 */
export async function getLatestBacktests(
  versions = listModelInfo().map((m) => ({ modelId: m.key, version: m.version })),
): Promise<BacktestView[]> {
  const rows = await backtestQueries.listLatestBacktestsOfVersions(versions);
  return rows
    .map(({ backtest: b, modelName }) => ({
      id: b.id,
      modelId: b.modelId,
      modelName,
      modelVersion: b.modelVersion,
      sportId: b.sportId,
      market: b.market,
      periodFrom: b.periodFrom?.toISOString() ?? null,
      periodTo: b.periodTo?.toISOString() ?? null,
      matches: b.matches,
      isDemo: b.isDemo,
      beatsConsensus: b.beatsConsensus,
      finishedAt: b.finishedAt?.toISOString() ?? null,
      metrics: b.metrics ?? null,
    }))
    .sort(
      (a, b) =>
        a.sportId.localeCompare(b.sportId) ||
        a.market.localeCompare(b.market) ||
        a.modelName.localeCompare(b.modelName),
    );
}
