import "server-only";

import { and, eq, gte, inArray, lt, sql, type AnyColumn, type SQL } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { predictionTracks, predictions, sports } from "@/db/schema";

import { clvDimension, clvGroupingSets, clvKey, outcomeDimension, outcomeKey } from "./groupings.queries";

// The track record's aggregation by scanning predictions: SQL only. A pick's own figures (profit, log loss,
// Brier, confidence band, edge band) come from the database's tr_* functions, which the aggregate triggers
// use too and which state lib/engine/pick-metrics.ts's rules in SQL; these queries only count and add. The
// sums follow `tallyPicks` and `tallyCalibration` exactly (an integration test compares them). Every
// prediction is counted, published or not: unpublishing hides a pick from the lists, never from the record.
// The pages read the per-day aggregate tables instead (aggregates.queries.ts); these scans answer filters
// that cut a match day and are the full recomputation the aggregates are tested against.

export interface TrackRecordFilters {
  sport?: string;
  market?: string;
  /** Match date from (inclusive). */
  from?: Date;
  /** Match date to (exclusive). */
  to?: Date;
}

const p = predictions;

// A grouping-sets expression must be written exactly like the selected one, so these carry no bound parameters.
const MONTH = sql<string>`to_char(${p.matchDate} at time zone 'UTC', 'YYYY-MM')`;
const BAND = sql<number>`tr_confidence_band(${p.confidence})::int`;

const isWin = sql`${p.status} = 'WIN'`;
const isDecided = sql`${p.status} in ('WIN', 'LOSS')`;
const isScored = sql`${isDecided} and ${p.modelProbability} is not null and ${p.marketProbability} is not null`;

const logLossOf = (column: AnyColumn) => sql`tr_log_loss(${column}, ${isWin})`;
const brierOf = (column: AnyColumn) => sql`tr_brier(${column}, ${isWin})`;
const scoredSum = (expression: SQL) =>
  sql<number>`coalesce(sum(${expression}) filter (where ${isScored}), 0)::float8`.mapWith(Number);
const payoff = sql`tr_pick_profit(${p.status}, ${p.decimalOdds}, ${p.stakeResult})`;
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

const TALLY_COLUMNS = {
  won: countWhere(isWin),
  lost: countWhere(sql`${p.status} = 'LOSS'`),
  voided: countWhere(sql`${p.status} = 'VOID'`),
  pending: countWhere(sql`${p.status} = 'PENDING'`),
  profit: sql<number>`coalesce(sum(${payoff}), 0)::float8`.mapWith(Number),
  scored: countWhere(isScored),
  modelLogLoss: scoredSum(logLossOf(p.modelProbability)),
  marketLogLoss: scoredSum(logLossOf(p.marketProbability)),
  modelBrier: scoredSum(brierOf(p.modelProbability)),
  marketBrier: scoredSum(brierOf(p.marketProbability)),
};

const DIMENSION = outcomeDimension({ sportId: p.sportId, market: p.market, month: MONTH });

function filtersToWhere(filters: TrackRecordFilters, ...extra: SQL[]): SQL | undefined {
  return and(
    filters.sport ? eq(p.sportId, filters.sport) : undefined,
    filters.market ? eq(p.market, filters.market) : undefined,
    filters.from ? gte(p.matchDate, filters.from) : undefined,
    filters.to ? lt(p.matchDate, filters.to) : undefined,
    ...extra,
  );
}

/**
 * Outcome counts and score sums overall and per sport, market and match month (UTC), in one pass
 * (grouping sets). `key` is the sport id, market or "YYYY-MM"; null on the overall row.
 */
export async function listOutcomeTallies(filters: TrackRecordFilters = {}, tx: DbOrTx = db) {
  const rows = await tx
    .select({
      dimension: DIMENSION,
      sportId: p.sportId,
      sportName: sports.name,
      market: p.market,
      month: MONTH,
      demo: countWhere(sql`${p.isDemo}`),
      ...TALLY_COLUMNS,
    })
    .from(p)
    .innerJoin(sports, eq(sports.id, p.sportId))
    .where(filtersToWhere(filters))
    .groupBy(sql`grouping sets ((), (${p.sportId}, ${sports.name}), (${p.market}), (${MONTH}))`);
  return rows.map(({ sportId, sportName, market, month, ...tally }) => ({
    ...tally,
    key: outcomeKey(tally.dimension, { sportId, market, month }),
    sportName: tally.dimension === "sport" ? sportName : null,
  }));
}

/** Decided picks per confidence band, overall and per sport, market and month: the calibration tables. */
export async function listCalibrationTallies(filters: TrackRecordFilters = {}, tx: DbOrTx = db) {
  const rows = await tx
    .select({
      dimension: DIMENSION,
      sportId: p.sportId,
      market: p.market,
      month: MONTH,
      band: BAND,
      n: sql<number>`count(*)`.mapWith(Number),
      wins: countWhere(isWin),
      confidenceSum: sql<number>`sum(${p.confidence})::float8`.mapWith(Number),
    })
    .from(p)
    .where(filtersToWhere(filters, inArray(p.status, ["WIN", "LOSS"])))
    .groupBy(sql`grouping sets ((${BAND}), (${p.sportId}, ${BAND}), (${p.market}, ${BAND}), (${MONTH}, ${BAND}))`);
  return rows.map(({ sportId, market, month, ...tally }) => ({
    ...tally,
    key: outcomeKey(tally.dimension, { sportId, market, month }),
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Closing-line value and return at the taken price, with the sums the 95 % intervals are computed from
// (lib/engine/fair-value.ts `meanIntervalFromSums`). A pick counts in the CLV figures only once its close
// is stored (`clv` not null); in the return figures once it is settled (a void returns the stake: 0).

// A pick's band (lib/format/edge-bands.rules.ts): how many lower bounds its EV reaches; null without an EV (manual
// picks).
const EDGE_BAND = sql<number | null>`tr_edge_band(${p.expectedValue})::int`;
const MODEL_VERSION = sql<string | null>`${p.modelVersion}`;

const isSettled = sql`${p.status} in ('WIN', 'LOSS', 'VOID')`;
const hasClose = sql`${p.clv} is not null`;
const floatSum = (expression: SQL, condition: SQL) =>
  sql<number>`coalesce(sum(${expression}) filter (where ${condition}), 0)::float8`.mapWith(Number);

const CLV_COLUMNS = {
  settled: countWhere(isSettled),
  roiSum: floatSum(payoff, isSettled),
  roiSumSq: floatSum(sql`power(${payoff}, 2)`, isSettled),
  closed: countWhere(hasClose),
  clvSum: floatSum(sql`${p.clv}::float8`, hasClose),
  clvSumSq: floatSum(sql`power(${p.clv}::float8, 2)`, hasClose),
  beatClose: countWhere(sql`${p.clv} > 0`),
};
export type ClvSums = { [K in keyof typeof CLV_COLUMNS]: number };

/** Σ stated edge (EV at the taken price) of the picks with a close: the claim, on the same picks as the CLV sums. */
const CLOSED_EDGE_SUM = floatSum(sql`${p.expectedValue}::float8`, hasClose);

const CLV_DIMENSION = clvDimension({
  sportId: p.sportId,
  market: p.market,
  band: EDGE_BAND,
  modelVersion: MODEL_VERSION,
});

/**
 * CLV, stated-edge and return sums overall and per sport, market, edge band and model version, for every pick and for
 * the value picks alone (`valueOnly`), in one pass. `key` is the sport id, market, band index (as text) or
 * model version; null on the overall rows. Picks without a model version group under the null key of
 * 'model' (manual picks) and are left out by the reader.
 */
export async function listClvTallies(filters: TrackRecordFilters = {}, tx: DbOrTx = db) {
  const rows = await tx
    .select({
      valueOnly: sql<boolean>`grouping(${p.isValue}) = 0`.mapWith(Boolean),
      dimension: CLV_DIMENSION,
      sportId: p.sportId,
      sportName: sports.name,
      market: p.market,
      band: EDGE_BAND,
      modelVersion: MODEL_VERSION,
      ...CLV_COLUMNS,
      closedEdgeSum: CLOSED_EDGE_SUM,
    })
    .from(p)
    .innerJoin(sports, eq(sports.id, p.sportId))
    .where(filtersToWhere(filters))
    .groupBy(
      clvGroupingSets({
        isValue: p.isValue,
        sportId: p.sportId,
        sportName: sports.name,
        market: p.market,
        band: EDGE_BAND,
        modelVersion: MODEL_VERSION,
      }),
    )
    // The is_value groups are kept for the value picks only; the rest of the picks is in the overall groups.
    .having(sql`grouping(${p.isValue}) = 1 or ${p.isValue}`);
  return rows.map(({ sportId, sportName, market, band, modelVersion, ...tally }) => ({
    ...tally,
    key: clvKey(tally.dimension, { sportId, market, band, modelVersion }),
    sportName: tally.dimension === "sport" ? sportName : null,
  }));
}

/** CLV and return sums over the picks one member tracks; pending picks are left out (see the dashboard). */
export async function memberClvSums(userId: string, tx: DbOrTx = db): Promise<ClvSums> {
  const [row] = await tx
    .select(CLV_COLUMNS)
    .from(p)
    .innerJoin(predictionTracks, eq(predictionTracks.predictionId, p.id))
    .where(and(eq(predictionTracks.userId, userId), isSettled));
  return row!;
}
