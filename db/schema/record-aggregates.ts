// The track record's and the member dashboards' sums, kept up to date as picks are written (database
// triggers in the track-record-aggregates migration add and subtract each pick's contribution in the same
// transaction as the write) so the pages read a few hundred summed rows instead of scanning every pick.
// Only sums live here; the figures are computed from them by lib/engine/pick-metrics.ts and fair-value.ts.
// `npm run db:rebuild-aggregates` recomputes every row from `predictions` and `prediction_tracks`.
import {
  boolean,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from "drizzle-orm/pg-core";

import { users } from "./users";

const count = (name: string) => integer(name).notNull().default(0);
const sum = (name: string) => doublePrecision(name).notNull().default(0);

/** Outcome counts and score sums per sport, market and match day (UTC). */
export const trackRecordOutcomes = pgTable(
  "track_record_outcomes",
  {
    sportId: text("sport_id").notNull(),
    market: text("market").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** Every pick in the cell (a cell at 0 is left over from removed picks and is not shown). */
    picks: count("picks"),
    demo: count("demo"),
    won: count("won"),
    lost: count("lost"),
    voided: count("voided"),
    pending: count("pending"),
    profit: sum("profit"),
    scored: count("scored"),
    modelLogLoss: sum("model_log_loss"),
    marketLogLoss: sum("market_log_loss"),
    modelBrier: sum("model_brier"),
    marketBrier: sum("market_brier"),
  },
  (t) => [primaryKey({ columns: [t.sportId, t.market, t.day] })],
);

/** Decided picks per confidence band, sport, market and match day. */
export const trackRecordCalibration = pgTable(
  "track_record_calibration",
  {
    sportId: text("sport_id").notNull(),
    market: text("market").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** Lower edge of the confidence band (pick-metrics `confidenceBand`). */
    band: smallint("band").notNull(),
    n: count("n"),
    wins: count("wins"),
    confidenceSum: sum("confidence_sum"),
  },
  (t) => [primaryKey({ columns: [t.sportId, t.market, t.day, t.band] })],
);

/**
 * Closing-line value, stated edge and return sums per sport, market, match day, edge band, model version and
 * value flag.
 */
export const trackRecordClv = pgTable(
  "track_record_clv",
  {
    sportId: text("sport_id").notNull(),
    market: text("market").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** lib/format/edge-bands.rules.ts `edgeBandIndex`; null without an EV. */
    edgeBand: smallint("edge_band"),
    /** Null for manual picks. */
    modelVersion: text("model_version"),
    isValue: boolean("is_value").notNull(),
    picks: count("picks"),
    settled: count("settled"),
    roiSum: sum("roi_sum"),
    roiSumSq: sum("roi_sum_sq"),
    closed: count("closed"),
    clvSum: sum("clv_sum"),
    clvSumSq: sum("clv_sum_sq"),
    beatClose: count("beat_close"),
    /** Σ stated edge (expected_value) of the `closed` picks: the edge claimed, on the same picks as the CLV it
     * forecasts. */
    closedEdgeSum: sum("closed_edge_sum"),
  },
  (t) => [
    unique("track_record_clv_key")
      .on(t.sportId, t.market, t.day, t.edgeBand, t.modelVersion, t.isValue)
      .nullsNotDistinct(),
  ],
);

/**
 * One member's tracked picks: the dashboard statistics over the published ones (counts, profit at the
 * American odds, confidence of the settled ones) and the CLV and return sums over the settled ones.
 */
export const memberPickTallies = pgTable("member_pick_tallies", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  total: count("total"),
  wins: count("wins"),
  losses: count("losses"),
  pending: count("pending"),
  voids: count("voids"),
  profit: sum("profit"),
  settledConfidenceSum: sum("settled_confidence_sum"),
  settled: count("settled"),
  roiSum: sum("roi_sum"),
  roiSumSq: sum("roi_sum_sq"),
  closed: count("closed"),
  clvSum: sum("clv_sum"),
  clvSumSq: sum("clv_sum_sq"),
  beatClose: count("beat_close"),
});
