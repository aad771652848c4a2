import "server-only";

import { and, eq, gte, inArray, lt, sql, type AnyColumn, type SQL } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { predictions, sports } from "@/db/schema";
import { CALIBRATION_BAND_WIDTH, HALF_LOST_NOTE, HALF_WON_NOTE, PROBABILITY_CLIP } from "@/lib/engine/pick-metrics";

// The track record's aggregation: SQL only. Sums follow lib/engine/pick-metrics.ts `tallyPicks` and
// `tallyCalibration` exactly (an integration test compares them on the same rows). Every prediction is
// counted, published or not: unpublishing hides a pick from the lists, never from the record.

export interface TrackRecordFilters {
  sport?: string;
  market?: string;
  /** Match date from (inclusive). */
  from?: Date;
  /** Match date to (exclusive). */
  to?: Date;
}

export type TrackRecordDimension = "all" | "sport" | "market" | "month";

const p = predictions;

// Constants are inlined (sql.raw), never bound: a grouping-sets expression must be written exactly like
// the selected one, and two bound parameters would not count as the same expression.
const MONTH = sql<string>`to_char(${p.matchDate} at time zone 'UTC', 'YYYY-MM')`;
const WIDTH = sql.raw(String(CALIBRATION_BAND_WIDTH));
const BAND = sql<number>`least(greatest(floor(${p.confidence} / ${WIDTH}) * ${WIDTH}, 0), 100 - ${WIDTH})::int`;
const CLIP = sql.raw(String(PROBABILITY_CLIP));

const isWin = sql`${p.status} = 'WIN'`;
const isDecided = sql`${p.status} in ('WIN', 'LOSS')`;
const isScored = sql`${isDecided} and ${p.modelProbability} is not null and ${p.marketProbability} is not null`;

const clipped = (column: AnyColumn) => sql`least(greatest(${column}::float8, ${CLIP}), 1 - ${CLIP})`;
const logLossOf = (column: AnyColumn) =>
  sql`case when ${isWin} then -ln(${clipped(column)}) else -ln(1 - ${clipped(column)}) end`;
const brierOf = (column: AnyColumn) => sql`power(${column}::float8 - case when ${isWin} then 1 else 0 end, 2)`;
const scoredSum = (expression: SQL) => sql<number>`coalesce(sum(${expression}) filter (where ${isScored}), 0)::float8`.mapWith(Number);
// A quarter line settled half won / half lost says so in its note (see pickProfit).
const halfIf = (marker: string) => sql`(case when strpos(coalesce(${p.resultNote}, ''), ${marker}) > 0 then 0.5 else 1 end)`;
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

const TALLY_COLUMNS = {
  won: countWhere(isWin),
  lost: countWhere(sql`${p.status} = 'LOSS'`),
  voided: countWhere(sql`${p.status} = 'VOID'`),
  pending: countWhere(sql`${p.status} = 'PENDING'`),
  profit: sql<number>`coalesce(sum(case
    when ${isWin} then (${p.decimalOdds}::float8 - 1) * ${halfIf(HALF_WON_NOTE)}
    when ${p.status} = 'LOSS' then -1 * ${halfIf(HALF_LOST_NOTE)}
    else 0 end), 0)::float8`.mapWith(Number),
  scored: countWhere(isScored),
  modelLogLoss: scoredSum(logLossOf(p.modelProbability)),
  marketLogLoss: scoredSum(logLossOf(p.marketProbability)),
  modelBrier: scoredSum(brierOf(p.modelProbability)),
  marketBrier: scoredSum(brierOf(p.marketProbability)),
};

const DIMENSION = sql<TrackRecordDimension>`case
  when grouping(${p.sportId}) = 0 then 'sport'
  when grouping(${p.market}) = 0 then 'market'
  when grouping(${MONTH}) = 0 then 'month'
  else 'all' end`;

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
    key: tally.dimension === "sport" ? sportId : tally.dimension === "market" ? market : tally.dimension === "month" ? month : null,
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
    key: tally.dimension === "sport" ? sportId : tally.dimension === "market" ? market : tally.dimension === "month" ? month : null,
  }));
}
