import "server-only";

import * as trackRecordQueries from "@/db/queries/track-record";
import type { TrackRecordFilters } from "@/db/queries/track-record";
import {
  calibrationFromTallies,
  emptyTally,
  marketLabel,
  metricsFromTally,
  monthLabel,
  type CalibrationBand,
  type CalibrationTally,
  type TrackRecordMetrics,
} from "@/lib/engine/pick-metrics";

// The measured track record (issue #5): every prediction counted, settled or pending, with accuracy, flat
// 1-unit return at the published odds, probability scores against the no-vig market and calibration by
// confidence band, overall and by sport, market and match month. Aggregated in SQL, shaped here.

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
  const [outcomes, calibration] = await Promise.all([
    trackRecordQueries.listOutcomeTallies(filters),
    trackRecordQueries.listCalibrationTallies(filters),
  ]);
  const bands = new Map<string, CalibrationTally[]>();
  for (const { dimension, key, ...tally } of calibration) {
    const id = `${dimension}:${key ?? ""}`;
    bands.set(id, [...(bands.get(id) ?? []), tally]);
  }
  const calibrationOf = (dimension: string, key: string | null) => calibrationFromTallies(bands.get(`${dimension}:${key ?? ""}`) ?? []);

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
    const label = dimension === "sport" ? (sportName ?? key) : dimension === "market" ? marketLabel(key) : monthLabel(key);
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
